import './adjustSheet.css';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { adjustNames, type AdjustName } from '../../shared/pictureLooks.ts';
import { adjustValue } from '../model/pictureFilter.ts';
import type { PictureItem } from '../model/types.ts';
import { applyLookToAll, chooseLook, moveSlider, resetAll, selectAdjustedPictures } from '../state/adjustCommands.ts';
import { selectPictureSizes } from '../state/printQualitySelectors.ts';
import { AdjustSlider } from './AdjustSlider.tsx';
import { LookChoices } from './LookChoices.tsx';
import { useInViewAboveSheet } from './sections/useInViewAboveSheet.ts';

const sliderLabels: Record<AdjustName, string> = {
  brightness: 'Brightness',
  contrast: 'Contrast',
  saturation: 'Saturation',
  warmth: 'Warmth',
};

/** The look the pictures share, or null when they differ. */
function sharedLook(pictures: readonly PictureItem[]) {
  const names = new Set(pictures.map((picture) => picture.look ?? 'original'));
  return names.size === 1 ? ([...names][0] ?? null) : null;
}

/**
 * The Adjust section (issue 33): one-tap looks shown on the picture, and the Brightness, Contrast,
 * Saturation and Warmth sliders, for the selected pictures; each change shows on the canvas at
 * once. Apply to all gives every picture on the case the look. All of one visit is one undo step;
 * Done closes it.
 */
export function AdjustPanel({ close }: { close: () => void }) {
  const pictures = useAppSelector(selectAdjustedPictures);
  const [first] = pictures;
  return first ? <AdjustChoices pictures={pictures} first={first} close={close} /> : null;
}

function AdjustChoices({ pictures, first, close }: { pictures: PictureItem[]; first: PictureItem; close: () => void }) {
  const dispatch = useAppDispatch();
  const sizes = useAppSelector(selectPictureSizes);
  // On a phone the sheet covers the bottom of the case: the picture is lifted above it.
  useInViewAboveSheet(first);
  const count = pictures.length;
  return (
    <div className="adjust-sheet">
      <div className="adjust-sheet__top">
        <h2>Adjust</h2>
        <p>{count === 1 ? 'Tap a look, then fine-tune it.' : `Changes all ${count} selected pictures.`}</p>
        <button type="button" className="button adjust-sheet__done" onClick={close}>
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
    </div>
  );
}
