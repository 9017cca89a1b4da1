import { centredBounds, itemBoundingBox, itemCentre, itemSize, rotatePoint, translateItem } from './geometry.ts';
import { minScaleFactor, normaliseRotation } from './transform.ts';
import type { CanvasItem, Point, Rect } from './types.ts';

/**
 * Several selected items moved, scaled and turned as one (issue 21). Template units, degrees
 * clockwise; each function returns new items in the order given, keeping everything else.
 */

/** The axis-aligned box around all the items' rotated boxes (units); a zero rect for none. */
export function groupBoundingBox(items: readonly CanvasItem[]): Rect {
  if (items.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const boxes = items.map(itemBoundingBox);
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The centre of groupBoundingBox: the pivot a group turns about. */
export function groupCentre(items: readonly CanvasItem[]): Point {
  const box = groupBoundingBox(items);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Every item moved by (dx, dy) units. */
export function moveGroup<T extends CanvasItem>(items: readonly T[], dx: number, dy: number): T[] {
  return items.map((item) => translateItem(item, dx, dy));
}

/**
 * Every item scaled by `factor` about `fixed` (units; the corner of the group's box opposite the
 * dragged handle): each item's centre moves away from the point by the factor and its bounds grow
 * by it, ratio and rotation kept, so the group's box scales about that corner.
 */
export function scaleGroup<T extends CanvasItem>(items: readonly T[], fixed: Point, factor: number): T[] {
  return items.map((item) => {
    const centre = itemCentre(item);
    const size = itemSize(item);
    const moved = { x: fixed.x + (centre.x - fixed.x) * factor, y: fixed.y + (centre.y - fixed.y) * factor };
    return { ...item, ...centredBounds(moved, { width: size.width * factor, height: size.height * factor }) };
  });
}

/** The smallest factor a group may be scaled by: every item keeps to the resize rule (transform.minScaleFactor). */
export function minGroupScaleFactor(items: readonly CanvasItem[]): number {
  return Math.max(0, ...items.map((item) => minScaleFactor(itemSize(item))));
}

/**
 * Every item turned by `degrees` clockwise about `pivot` (units; the group's centre at the
 * gesture's start): its centre turns about the pivot and the degrees add to its own rotation.
 */
export function rotateGroup<T extends CanvasItem>(items: readonly T[], degrees: number, pivot: Point): T[] {
  return items.map((item) => {
    const centre = rotatePoint(itemCentre(item), pivot, degrees);
    return { ...item, ...centredBounds(centre, itemSize(item)), rotation: normaliseRotation(item.rotation + degrees) };
  });
}
