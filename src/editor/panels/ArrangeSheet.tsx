import './adjustSheet.css';
import { useId, useRef, type RefObject } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import type { CanvasItem } from '../model/types.ts';
import { selectSelectedItems } from '../state/selectors.ts';
import { ArrangePanel } from './ArrangePanel.tsx';
import { useTextInView } from './useTextInView.ts';

/** When the sheet lies over the bottom of the screen (the Adjust sheet's frame, adjustSheet.css). */
const bottomSheetQuery = '(max-width: 899px)';
const beside = { current: null };

/** On a phone the sheet covers the bottom of the case: the selection is lifted above it. */
function LiftAboveSheet({ item, sheet }: { item: CanvasItem; sheet: RefObject<HTMLElement | null> }) {
  useTextInView(item, window.matchMedia(bottomSheetQuery).matches ? sheet : beside, 0);
  return null;
}

/**
 * The Arrange panel as a phone's sheet, in the Adjust sheet's frame (a panel on the right on a
 * wide screen), opened from the selection bar; Done, Escape or a tap outside closes it.
 */
export function ArrangeSheet({ close }: { close: () => void }) {
  const id = useId();
  const sheet = useRef<HTMLElement>(null);
  const [first] = useAppSelector(selectSelectedItems);
  useOverlayFocus(sheet, { onClose: close, modal: true });
  return (
    <>
      <div className="adjust-sheet-backdrop" aria-hidden="true" onPointerDown={close} />
      <section ref={sheet} className="adjust-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="adjust-sheet__top">
          <h2 id={`${id}-title`}>Arrange</h2>
          <p>In mm of the case, from its top-left corner.</p>
          <button type="button" className="button adjust-sheet__done" onClick={close}>
            Done
          </button>
        </div>
        {first && <LiftAboveSheet item={first} sheet={sheet} />}
        <ArrangePanel close={close} />
      </section>
    </>
  );
}
