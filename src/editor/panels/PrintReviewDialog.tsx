import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import type { ReviewFinding } from '../model/printReview.ts';
import { modalClosed, type ReviewedFlow } from '../state/editorSlice.ts';
import { selectPrintReview } from '../state/printQualitySelectors.ts';
import { fixFirstFinding } from '../state/printReviewThunks.ts';

function findingText(finding: ReviewFinding, itemName: (itemID: string) => string): string {
  switch (finding.kind) {
    case 'lowResolution':
      return `${itemName(finding.itemID)} is low resolution (${Math.round(finding.dpi)} DPI) and may print blurry.`;
    case 'smallText':
      return `${itemName(finding.itemID)} prints ${finding.capHeightMm.toFixed(1)} mm tall and may be hard to read.`;
    case 'underCamera':
      return `${itemName(finding.itemID)} is mostly under the camera cut-out, which is not printed.`;
    case 'empty':
      return 'Your design is empty: the case would print plain slate grey.';
    case 'backgroundColourOnly':
      return 'Your design is only the background colour.';
  }
}

/**
 * The review before paying (Checkout, Preview Case): what may disappoint, with "Fix it" (selects
 * the first sticker named) and "Continue anyway", which hands over to the flow that asked.
 */
export function PrintReviewDialog({ onContinue }: { onContinue: (next: ReviewedFlow) => void }) {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => state.editor.modal);
  const findings = useAppSelector(selectPrintReview);
  const items = useAppSelector((state) => state.canvas.present.items);
  const pictures = useAppSelector((state) => state.library.images);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (modal?.kind !== 'printReview') return null;

  const itemName = (itemID: string) => {
    const item = items.find((candidate) => candidate.itemID === itemID);
    if (item?.kind === 'text') return `The text “${item.text.replace(/\n/g, ' ')}”`;
    if (item?.kind !== 'picture') return 'A sticker';
    return pictures.find((picture) => picture.imageID === item.imageID)?.name ?? 'A sticker';
  };
  return (
    <Dialog
      title="Check your design"
      onClose={close}
      actions={
        <>
          <button type="button" className="button button--light" onClick={() => dispatch(fixFirstFinding())}>
            Fix it
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              close();
              onContinue(modal.next);
            }}
          >
            Continue anyway
          </button>
        </>
      }
    >
      <p>Before you {modal.next === 'checkout' ? 'pay' : 'preview it'}, this may not print as you expect:</p>
      <ul className="print-review">
        {findings.map((finding, index) => (
          <li key={'itemID' in finding ? `${finding.kind}-${finding.itemID}` : String(index)}>
            {findingText(finding, itemName)}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
