import { LayoutDashboard, X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { makeCollage, selectCollageOffer } from '../state/collageCommands.ts';
import { collageOfferDismissed } from '../state/editorSlice.ts';

/**
 * "Make a collage" (issue 32): once two or more photos could fill a collage and the case holds
 * none, the next step is offered in words in the sticker section, between its buttons and the
 * tray where the photos have just arrived, not only as the rail's icon; "Not now" puts it away for
 * the visit. It lies off the canvas on purpose: over the canvas it covered the handles of a
 * selected sticker near the top of the case (the rotater is 50 units above the sticker).
 */
export function CollageOffer() {
  const dispatch = useAppDispatch();
  const isOffered = useAppSelector(selectCollageOffer);
  if (!isOffered) return null;
  return (
    <div className="collage-offer">
      <button type="button" className="collage-offer__make" data-focus-return="collage" onClick={() => dispatch(makeCollage())}>
        <LayoutDashboard size={18} aria-hidden="true" />
        Make a collage
      </button>
      <button type="button" className="collage-offer__later" aria-label="Not now" onClick={() => dispatch(collageOfferDismissed())}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
