export function EditorPage() {
  return (
    <main>
      <h1>Editor</h1>
    </main>
  );
}
