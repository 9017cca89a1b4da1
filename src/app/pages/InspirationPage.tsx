export function InspirationPage() {
  return (
    <main>
      <h1>InspirationPage</h1>
    </main>
  );
}
