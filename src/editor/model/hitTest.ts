import { handleHitRadius, minHandleHitRadiusPx, rotateHandleOffset } from './constants.ts';
import { containsPoint, distance, fromItemFrame, itemCentre, itemCorners } from './geometry.ts';
import type { CanvasItem, Handle, Point } from './types.ts';

/** What a pointer landed on (SPEC §4 Selection). */
export type PointerTarget =
  | { kind: 'handle'; item: CanvasItem; handle: Handle }
  | { kind: 'item'; item: CanvasItem }
  | { kind: 'empty' };

/** The topmost item (highest itemIndex) whose rotated bounds hold the template point (units), or null. */
export function topItemAt(items: readonly CanvasItem[], point: Point): CanvasItem | null {
  let top: CanvasItem | null = null;
  for (const item of items) {
    if ((top === null || item.itemIndex > top.itemIndex) && containsPoint(item, point)) top = item;
  }
  return top;
}

/**
 * A handle's hit radius in units at a zoom `scale` (screen px per unit): 60 units, but never less
 * than 22 screen px, so handles stay grabbable when zoomed out.
 */
export function handleHitRadiusAt(scale: number): number {
  return Math.max(handleHitRadius, minHandleHitRadiusPx / scale);
}

/**
 * Where the item's handles are on the template, in units: its four rotated corners, and the rotate
 * handle 50 units above the middle of its top edge in the item's own (rotated) frame.
 */
export function handlePositions(item: CanvasItem): Record<Handle, Point> {
  const [topLeft, topRight, bottomRight, bottomLeft] = itemCorners(item);
  const rotate = fromItemFrame(item, { x: itemCentre(item).x, y: item.TL_imageBounds.y - rotateHandleOffset });
  return { 'top-left': topLeft, 'top-right': topRight, 'bottom-right': bottomRight, 'bottom-left': bottomLeft, rotate };
}

/** Corners first, so a tie between a corner and the rotate handle goes to the corner. */
const handleOrder: readonly Handle[] = ['top-left', 'top-right', 'bottom-right', 'bottom-left', 'rotate'];

/**
 * The handle of `item` nearest to the template point (units) within the hit radius at `scale`
 * (screen px per unit), or null.
 */
export function handleAt(item: CanvasItem, point: Point, scale: number): Handle | null {
  const positions = handlePositions(item);
  let best: Handle | null = null;
  let bestDistance = handleHitRadiusAt(scale);
  for (const handle of handleOrder) {
    const away = distance(positions[handle], point);
    if (away <= bestDistance && (best === null || away < bestDistance)) {
      best = handle;
      bestDistance = away;
    }
  }
  return best;
}

/**
 * What a pointer at the template point (units) hits: a handle of the selected item first (handles
 * reach outside the item and win over any item body), else the topmost item, else nothing.
 */
export function pointerTarget(
  items: readonly CanvasItem[],
  selectedItemID: string | null,
  point: Point,
  scale: number,
): PointerTarget {
  const selected = items.find((item) => item.itemID === selectedItemID);
  const handle = selected ? handleAt(selected, point, scale) : null;
  if (selected && handle) return { kind: 'handle', item: selected, handle };
  const item = topItemAt(items, point);
  return item ? { kind: 'item', item } : { kind: 'empty' };
}
