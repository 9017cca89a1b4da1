export function PrivacyPolicyPage() {
  return (
    <main>
      <h1>PrivacyPolicyPage</h1>
    </main>
  );
}
