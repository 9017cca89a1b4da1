import { minCornerDistance } from './constants.ts';
import type { CropRect } from './crop.ts';
import { resizeCropBox } from './cropBox.ts';
import type { CropDraft } from './cropDraft.ts';
import { centredBounds, distance, itemSize } from './geometry.ts';
import { fromItemLocal, toItemLocal, type OrientedBounds } from './itemLocal.ts';
import { isResizeAllowed } from './transform.ts';
import type { Point, Size } from './types.ts';

/** The crop box's corner handles, named in the picture's own orientation (see itemLocal.ts). */
export const cropCorners = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
export type CropCorner = (typeof cropCorners)[number];

/**
 * The crop box's sides never go under this many units (1 cm on the case), so its four handles
 * stay apart under a thumb; the box also keeps SPEC §5's smallest sticker area (isResizeAllowed).
 */
export const minCropBoxSide = 100;

/** A corner of a box of `box` (units) in the box's own frame: units from its top-left. */
export function cornerPoint(corner: CropCorner, box: Size): Point {
  return { x: corner.endsWith('right') ? box.width : 0, y: corner.startsWith('bottom') ? box.height : 0 };
}

const opposite: Record<CropCorner, CropCorner> = {
  'top-left': 'bottom-right',
  'top-right': 'bottom-left',
  'bottom-right': 'top-left',
  'bottom-left': 'top-right',
};

/** The corner handle whose centre is within `radius` units of the template point (the nearest), or null. */
export function cropCornerAt(item: OrientedBounds, point: Point, radius: number): CropCorner | null {
  const local = toItemLocal(item, point);
  const box = itemSize(item);
  let nearest: CropCorner | null = null;
  let nearestDistance = radius;
  for (const corner of cropCorners) {
    const away = distance(local, cornerPoint(corner, box));
    if (away <= nearestDistance) {
      nearest = corner;
      nearestDistance = away;
    }
  }
  return nearest;
}

/** The gesture's fixed parts: the item as crop mode shows it at the start (its crop box), its crop and picture. */
export interface CropCornerStart {
  item: OrientedBounds;
  crop: CropRect;
  /** The stored picture's size, image px. */
  picture: Size;
}

/**
 * A corner handle dragged to `local` (units in the starting box's own frame): the opposite corner
 * stays, the box spans from it to the finger but never narrower or shorter than minCropBoxSide,
 * and is cut to the picture's edges (resizeCropBox); the picture stays where it lies. Null when the
 * result breaks SPEC §5's area rule (against the box at the start) or a 32 px crop: keep the last.
 */
export function dragCropCorner(start: CropCornerStart, corner: CropCorner, local: Point): CropDraft | null {
  const box = itemSize(start.item);
  const fixed = cornerPoint(opposite[corner], box);
  // A box already under the minimum is never made to grow by a touch of its handle.
  const sideX = Math.max(Math.min(minCropBoxSide, box.width), minCornerDistance);
  const sideY = Math.max(Math.min(minCropBoxSide, box.height), minCornerDistance);
  const x = fixed.x === 0 ? Math.max(local.x, sideX) : Math.min(local.x, fixed.x - sideX);
  const y = fixed.y === 0 ? Math.max(local.y, sideY) : Math.min(local.y, fixed.y - sideY);
  const size = { width: Math.abs(x - fixed.x), height: Math.abs(y - fixed.y) };
  const centre = fromItemLocal(start.item, { x: (x + fixed.x) / 2, y: (y + fixed.y) / 2 });
  const resized = resizeCropBox(start.item, start.crop, start.picture, centredBounds(centre, size));
  return resized && isResizeAllowed(box, itemSize(resized.bounds)) ? resized : null;
}
