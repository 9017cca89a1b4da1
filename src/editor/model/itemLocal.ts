import { itemCentre, itemSize, rotatePoint } from './geometry.ts';
import type { ItemBounds, Point } from './types.ts';

/** An item's bounds (units), rotation (degrees clockwise) and optional horizontal mirror. */
export interface OrientedBounds extends ItemBounds {
  rotation: number;
  /** Drawn mirrored about its own vertical centre line (Konva scaleX −1), before the rotation. */
  flipX?: boolean;
}

/**
 * A template point (units) in the item's own frame: units from its top-left, with the rotation
 * and the flip undone, so x runs along the picture's own rows. Crop, shape and hit-test maths
 * work in this frame.
 */
export function toItemLocal(item: OrientedBounds, point: Point): Point {
  const unrotated = rotatePoint(point, itemCentre(item), -item.rotation);
  const x = unrotated.x - item.TL_imageBounds.x;
  return { x: item.flipX ? itemSize(item).width - x : x, y: unrotated.y - item.TL_imageBounds.y };
}

/** The inverse of toItemLocal: a point of the item's own frame placed on the template, in units. */
export function fromItemLocal(item: OrientedBounds, local: Point): Point {
  const x = item.flipX ? itemSize(item).width - local.x : local.x;
  const placed = { x: item.TL_imageBounds.x + x, y: item.TL_imageBounds.y + local.y };
  return rotatePoint(placed, itemCentre(item), item.rotation);
}
