import { clampCropPosition, cropScale, cropScaleLimits, pictureAtLocal, type CropRect } from './crop.ts';
import { distance, midpoint } from './geometry.ts';
import type { Point, Size } from './types.ts';

/**
 * Crop mode's gestures: the crop box (the item's bounds) stays where it is and the picture moves
 * and zooms under it. Points are "local": template units from the item's top-left in the
 * picture's orientation (rotation and flip undone, see itemLocal.ts). Pass the crop and points
 * from the gesture's start, as viewport.pinch does, so nothing drifts.
 */

/** The gesture's fixed parts: the picture (image px), the crop box's size (units), the crop at the start. */
export interface CropGestureStart {
  picture: Size;
  box: Size;
  crop: CropRect;
}

/**
 * The crop that keeps the picture point which was under `from` (at the start) under `to`, at
 * `scale` image px per unit held to cropScaleLimits, then moved back inside the picture.
 */
function cropHolding(start: CropGestureStart, from: Point, to: Point, scale: number): CropRect {
  const limits = cropScaleLimits(start.picture, start.box);
  const held = Math.min(Math.max(scale, limits.min), limits.max);
  const anchor = pictureAtLocal(start.crop, start.box, from);
  const crop = {
    x: anchor.x - to.x * held,
    y: anchor.y - to.y * held,
    width: start.box.width * held,
    height: start.box.height * held,
  };
  return clampCropPosition(crop, start.picture);
}

/** One finger (or the mouse) from `from` to `to` (local units): the picture follows it, within its edges. */
export function dragCrop(start: CropGestureStart, from: Point, to: Point): CropRect {
  return cropHolding(start, from, to, cropScale(start.crop, start.box));
}

/**
 * Two fingers (local units): the picture zooms by the change of their distance (spread = zoom
 * in), within cropScaleLimits, and the picture point under their starting midpoint follows
 * their midpoint.
 */
export function pinchCrop(start: CropGestureStart, startTouches: readonly [Point, Point], touches: readonly [Point, Point]): CropRect {
  const startDistance = distance(...startTouches);
  const ratio = startDistance > 0 ? distance(...touches) / startDistance : 1;
  return cropHolding(start, midpoint(...startTouches), midpoint(...touches), cropScale(start.crop, start.box) / ratio);
}

/** The picture zoomed by `factor` (> 1 zooms in, e.g. a wheel step) about `focus` (local units), within the limits. */
export function zoomCrop(start: CropGestureStart, factor: number, focus: Point): CropRect {
  return cropHolding(start, focus, focus, cropScale(start.crop, start.box) / factor);
}
