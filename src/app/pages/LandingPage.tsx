export function LandingPage() {
  return (
    <main>
      <h1>LandingPage</h1>
    </main>
  );
}
