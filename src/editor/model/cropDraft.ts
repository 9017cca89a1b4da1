import { coverCrop, type CropRect } from './crop.ts';
import { itemSize } from './geometry.ts';
import type { ItemBounds, PictureItem, Size } from './types.ts';

/**
 * Crop mode's work in progress on one picture: where its box lies (units; rotation and flip stay
 * the item's) and the part of the picture the box shows (image px). Done writes both to the item.
 */
export interface CropDraft {
  bounds: ItemBounds;
  crop: CropRect;
}

/** Float noise allowed when telling whether a crop mode visit changed anything (units and image px). */
const tolerance = 1e-6;

/**
 * The draft crop mode starts from: the item as it is. A picture never cropped shows the whole
 * picture (its box has the picture's ratio); were its box of another ratio, the crop starts as the
 * centred cover fit, so the picture is never shown stretched in crop mode.
 */
export function startingDraft(item: PictureItem, picture: Size): CropDraft {
  const { TL_imageBounds, BR_imageBounds } = item;
  return { bounds: { TL_imageBounds, BR_imageBounds }, crop: item.crop ?? coverCrop(picture, itemSize(item)) };
}

/** The item as the draft shows it: its bounds and crop replaced, the rest (rotation, flip, shape) kept. */
export function draftedItem(item: PictureItem, draft: CropDraft): PictureItem {
  return { ...item, ...draft.bounds, crop: draft.crop };
}

/** Whether Done would leave the item as it is (the draft is where crop mode started, within float noise). */
export function isDraftUnchanged(item: PictureItem, picture: Size, draft: CropDraft): boolean {
  const start = startingDraft(item, picture);
  const numbers = (value: CropDraft) => [
    value.bounds.TL_imageBounds.x,
    value.bounds.TL_imageBounds.y,
    value.bounds.BR_imageBounds.x,
    value.bounds.BR_imageBounds.y,
    value.crop.x,
    value.crop.y,
    value.crop.width,
    value.crop.height,
  ];
  const before = numbers(start);
  return numbers(draft).every((value, index) => Math.abs(value - (before[index] ?? Number.NaN)) <= tolerance);
}
