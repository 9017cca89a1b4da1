import { cropScale, minCropSide, pictureAtLocal, type CropRect } from './crop.ts';
import { centredBounds, itemCentre, itemSize } from './geometry.ts';
import { fromItemLocal, toItemLocal, type OrientedBounds } from './itemLocal.ts';
import type { ItemBounds, Size } from './types.ts';

/**
 * The crop box's own corner handles in crop mode: the picture stays where it lies on the template
 * and the box (the item's bounds) is resized over it. `next` is the box the handle proposes (same
 * rotation and flip as `item`, units). The result is the box cut to the picture's edges with the
 * crop it shows (image px); null when that crop would be under minCropSide on a side (or the
 * picture's side, if smaller), so the caller keeps the previous box.
 */
export function resizeCropBox(
  item: OrientedBounds,
  crop: CropRect,
  picture: Size,
  next: ItemBounds,
): { bounds: ItemBounds; crop: CropRect } | null {
  const box = itemSize(item);
  const scale = cropScale(crop, box);
  const centre = pictureAtLocal(crop, box, toItemLocal(item, itemCentre(next)));
  const nextSize = itemSize(next);
  const halfWidth = (nextSize.width * scale) / 2;
  const halfHeight = (nextSize.height * scale) / 2;
  const left = Math.max(centre.x - halfWidth, 0);
  const top = Math.max(centre.y - halfHeight, 0);
  const right = Math.min(centre.x + halfWidth, picture.width);
  const bottom = Math.min(centre.y + halfHeight, picture.height);
  const cut: CropRect = { x: left, y: top, width: right - left, height: bottom - top };
  if (cut.width < Math.min(minCropSide, picture.width) || cut.height < Math.min(minCropSide, picture.height)) return null;
  const local = { x: (left + right) / 2 - crop.x, y: (top + bottom) / 2 - crop.y };
  const placed = fromItemLocal(item, { x: local.x / scale, y: local.y / scale });
  return { bounds: centredBounds(placed, { width: cut.width / scale, height: cut.height / scale }), crop: cut };
}
