export function CaseConfigurationPage() {
  return (
    <main>
      <h1>CaseConfigurationPage</h1>
    </main>
  );
}
