import { LayoutDashboard, X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { makeCollage, selectCollageOffer } from '../state/collageCommands.ts';
import { collageOfferDismissed } from '../state/editorSlice.ts';

/**
 * "Make a collage" (issue 32): once two or more photos could fill a collage and the case holds
 * none, the next step is offered in words at the top of the canvas (over the camera's band,
 * clear of the selection bar below), not only as the rail's icon; "Not now" puts it away for the visit.
 */
export function CollageOffer() {
  const dispatch = useAppDispatch();
  const isOffered = useAppSelector(selectCollageOffer);
  // The Background and Ghosts panels open in the same place.
  const panelOpen = useAppSelector((state) => state.editor.tool === 'background' || state.editor.tool === 'ghosts');
  if (!isOffered || panelOpen) return null;
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
