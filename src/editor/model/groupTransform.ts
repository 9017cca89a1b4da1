import { centredBounds, containsPoint, distance, itemBoundingBox, itemCentre, itemSize, midpoint, rotatePoint, translateItem } from './geometry.ts';
import { rectContainsPoint } from './rects.ts';
import { minScaleFactorOfAll, normaliseRotation, snapRotation } from './transform.ts';
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

/**
 * Whether a point (units) is on the selection as the Transformer frames it: inside the one
 * item's rotated box, or inside the box around a group's items (where two fingers pinch it).
 */
export function selectionContains(items: readonly CanvasItem[], point: Point): boolean {
  const [only] = items;
  if (items.length === 1 && only) return containsPoint(only, point);
  return items.length > 1 && rectContainsPoint(groupBoundingBox(items), point);
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
  return minScaleFactorOfAll(items.map(itemSize));
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

function angleOf(a: Point, b: Point): number {
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}

/**
 * The turn a pinch gives `items`: the fingers' change of angle, snapped so that items sharing one
 * rotation (a single sticker, or a group turned alike) land on 0/90/180/270 within 5°, and a
 * group of mixed rotations turns by a right angle within 5° of one, as the Transformer's
 * rotater snaps its box.
 */
function pinchTurn(items: readonly CanvasItem[], turn: number): number {
  const [first] = items;
  const shared = first && items.every((item) => item.rotation === first.rotation) ? first.rotation : null;
  return shared === null ? snapRotation(turn) : snapRotation(shared + turn) - shared;
}

/**
 * Two fingers on a sticker or on a selected group (template units): every item scaled by the
 * change of the fingers' distance (ratio kept, never below the resize rule of any of them:
 * minGroupScaleFactor) and turned by the change of their angle (pinchTurn), about the fingers'
 * midpoint, which the items follow; one sticker is a group of one.
 */
export function pinchGroup<T extends CanvasItem>(items: readonly T[], start: readonly [Point, Point], now: readonly [Point, Point]): T[] {
  const startDistance = distance(start[0], start[1]);
  const raw = startDistance > 0 ? distance(now[0], now[1]) / startDistance : 1;
  const factor = raw < 1 ? Math.max(raw, Math.min(1, minGroupScaleFactor(items))) : raw;
  const turn = pinchTurn(items, angleOf(now[0], now[1]) - angleOf(start[0], start[1]));
  const from = midpoint(start[0], start[1]);
  const to = midpoint(now[0], now[1]);
  return items.map((item) => {
    const size = itemSize(item);
    const turned = rotatePoint(itemCentre(item), from, turn);
    const centre = { x: to.x + (turned.x - from.x) * factor, y: to.y + (turned.y - from.y) * factor };
    const bounds = centredBounds(centre, { width: size.width * factor, height: size.height * factor });
    return { ...item, ...bounds, rotation: normaliseRotation(item.rotation + turn) };
  });
}
