import type { Point, Rect, Size } from './types.ts';

/**
 * A picture's crop: the part of the stored picture (image px, after the import's downscale) that
 * the item shows, stretched to the item's bounds. Its aspect ratio is the bounds', so nothing is
 * distorted. Konva.Image takes it as its `crop` attribute as it is.
 */
export type CropRect = Rect;

/** The crop's shorter side never goes under this many image px (or the picture's side, if smaller). */
export const minCropSide = 32;

/**
 * The largest crop of `box`'s aspect ratio (any unit) that fits in `picture` (image px), centred:
 * the picture covering the box without distortion, cut evenly on the long side (the inverse of
 * coverRect, which places the image over the box).
 */
export function coverCrop(picture: Size, box: Size): CropRect {
  const pxPerUnit = Math.min(picture.width / box.width, picture.height / box.height);
  const width = box.width * pxPerUnit;
  const height = box.height * pxPerUnit;
  return { x: (picture.width - width) / 2, y: (picture.height - height) / 2, width, height };
}

/**
 * The range of image px per unit a crop of a `box` (units) may show of `picture`: at most the
 * cover fit (the crop fills the picture on one axis, never more), at least the scale at which its
 * shorter side is minCropSide px (or the cover fit, for a picture smaller than that).
 */
export function cropScaleLimits(picture: Size, box: Size): { min: number; max: number } {
  const max = Math.min(picture.width / box.width, picture.height / box.height);
  const min = Math.min(max, minCropSide / Math.min(box.width, box.height));
  return { min, max };
}

/** The crop moved by the least amount that puts it inside the picture (image px); its size is kept. */
export function clampCropPosition(crop: CropRect, picture: Size): CropRect {
  const x = Math.min(Math.max(crop.x, 0), Math.max(picture.width - crop.width, 0));
  const y = Math.min(Math.max(crop.y, 0), Math.max(picture.height - crop.height, 0));
  return x === crop.x && y === crop.y ? crop : { ...crop, x, y };
}

/** Image px per template unit the crop shows at on a `box` (units). */
export function cropScale(crop: CropRect, box: Size): number {
  return crop.width / box.width;
}

/** The picture point (image px) shown at `local`: units from the box's top-left, in the picture's orientation. */
export function pictureAtLocal(crop: CropRect, box: Size, local: Point): Point {
  const scale = cropScale(crop, box);
  return { x: crop.x + local.x * scale, y: crop.y + local.y * scale };
}

/**
 * Where the whole picture lies under the crop box (for the dimmed picture in crop mode): units
 * from the box's top-left, in the picture's orientation.
 */
export function pictureRectInBox(crop: CropRect, box: Size, picture: Size): Rect {
  const scale = cropScale(crop, box);
  return { x: 0 - crop.x / scale, y: 0 - crop.y / scale, width: picture.width / scale, height: picture.height / scale };
}
