import './adjustSheet.css';
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { adjustNames, type AdjustName } from '../../shared/pictureLooks.ts';
import { useOverlayFocus } from '../../shared/ui/useOverlayFocus.ts';
import { adjustValue } from '../model/pictureFilter.ts';
import type { PictureItem } from '../model/types.ts';
import { applyLookToAll, chooseLook, closeAdjust, moveSlider, resetAll, selectAdjustedPictures } from '../state/adjustCommands.ts';
import { selectPictureSizes } from '../state/printQualitySelectors.ts';
import { AdjustSlider } from './AdjustSlider.tsx';
import { LookChoices } from './LookChoices.tsx';
import { useTextInView } from './useTextInView.ts';

const sliderLabels: Record<AdjustName, string> = {
  brightness: 'Brightness',
  contrast: 'Contrast',
  saturation: 'Saturation',
  warmth: 'Warmth',
};

/** When the sheet lies over the bottom of the screen (adjustSheet.css); wider, it is a panel on the right. */
const bottomSheetQuery = '(max-width: 899px)';
const beside = { current: null };

/** The look the pictures share, or null when they differ. */
function sharedLook(pictures: readonly PictureItem[]) {
  const names = new Set(pictures.map((picture) => picture.look ?? 'original'));
  return names.size === 1 ? ([...names][0] ?? null) : null;
}

/**
 * The Adjust sheet (issue 33): one-tap looks shown on the picture, and the Brightness, Contrast,
 * Saturation and Warmth sliders, for the pictures selected when it opened; each change shows on
 * the canvas at once. Apply to all gives every picture on the case the look. All of one visit is
 * one undo step; Done, Escape or a tap outside closes it.
 */
export function AdjustSheet() {
  const isOpen = useAppSelector((state) => state.adjust.visit !== null);
  const pictures = useAppSelector(selectAdjustedPictures);
  const dispatch = useAppDispatch();
  const [first] = pictures;
  // An undo (a key press) or time travel may take the pictures away: the sheet then closes.
  useEffect(() => {
    if (isOpen && !first) dispatch(closeAdjust());
  }, [isOpen, first, dispatch]);
  return isOpen && first ? <OpenAdjustSheet pictures={pictures} first={first} /> : null;
}

function OpenAdjustSheet({ pictures, first }: { pictures: PictureItem[]; first: PictureItem }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const sheet = useRef<HTMLElement>(null);
  const sizes = useAppSelector(selectPictureSizes);
  const done = () => dispatch(closeAdjust());
  useOverlayFocus(sheet, { onClose: done, modal: true });
  // On a phone the sheet covers the bottom of the case: the picture is lifted above it. A desktop's
  // sheet is a panel beside the case.
  useTextInView(first, window.matchMedia(bottomSheetQuery).matches ? sheet : beside, 0);
  const count = pictures.length;
  return (
    <>
      <div className="adjust-sheet-backdrop" aria-hidden="true" onPointerDown={done} />
      <section ref={sheet} className="adjust-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="adjust-sheet__top">
          <h2 id={`${id}-title`}>Adjust</h2>
          <p>{count === 1 ? 'Tap a look, then fine-tune it.' : `Changes all ${count} selected pictures.`}</p>
          <button type="button" className="button adjust-sheet__done" onClick={done}>
            Done
          </button>
        </div>
        <LookChoices picture={first} size={sizes.get(first.imageID)} value={sharedLook(pictures)} onChoose={(look) => dispatch(chooseLook(look))} />
        <div className="adjust-sheet__sliders">
          {adjustNames.map((name) => (
            <AdjustSlider key={name} label={sliderLabels[name]} value={adjustValue(first, name)} onChange={(value) => dispatch(moveSlider(name, value))} />
          ))}
        </div>
        <div className="adjust-sheet__actions">
          <button type="button" className="adjust-sheet__action" onClick={() => dispatch(resetAll())}>
            Reset all
          </button>
          <button type="button" className="adjust-sheet__action" onClick={() => dispatch(applyLookToAll())}>
            Apply to all
          </button>
        </div>
      </section>
    </>
  );
}
