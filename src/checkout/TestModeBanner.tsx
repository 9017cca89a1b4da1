/** Says plainly that this page takes no real payment. */
export function TestModeBanner() {
  return (
    <div className="test-mode-banner" role="note" aria-label="Test mode">
      <strong>TEST MODE</strong>
      <span>This store is not connected to a payment provider. No card is charged and nothing is printed.</span>
    </div>
  );
}
