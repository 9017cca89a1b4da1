import type { UnitRect } from '../../shared/catalog/templateGeometry.ts';
import { areaBesideCamera, type CaseBackGeometry } from './caseBackArea.ts';
import { itemBoundingBox, itemCorners } from './geometry.ts';
import { insetRect, rectBounds, rectContainsPoint, rectsOverlap } from './rects.ts';
import type { CanvasItem, ItemBounds, Point, Rect, Size } from './types.ts';

/**
 * Where "Add", a drop, a paste or an import puts a new sticker (issue 20): the first free spot on
 * the case back, else a cascade. Template units throughout; items are judged by the axis-aligned
 * boxes around their rotated bounds.
 */

/** Clearance between a new sticker and the back's edge, the camera cut-out and other stickers. */
export const placementGap = 20;
/** Each cascaded sticker sits this far right of and below the previous cascade position. */
export const cascadeOffset = 40;

/** Whether a point lies in the rounded rectangle, edges included. */
function inRounded(rect: UnitRect, point: Point): boolean {
  const r = Math.min(rect.cornerRadius, rect.width / 2, rect.height / 2);
  const x = Math.min(Math.max(point.x, rect.x + r), rect.x + rect.width - r);
  const y = Math.min(Math.max(point.y, rect.y + r), rect.y + rect.height - r);
  return Math.hypot(point.x - x, point.y - y) <= r + 1e-9;
}

/** The back shrunk by the gap, its corner radius with it: where a new sticker's corners may go. */
function placementBack(back: UnitRect): UnitRect {
  return { ...insetRect(back, placementGap), cornerRadius: Math.max(back.cornerRadius - placementGap, 0) };
}

/** Whether `box` may take a new sticker: on the back (rounded corners included) and clear of every obstacle. */
function isFree(box: Rect, inner: UnitRect, obstacles: readonly Rect[]): boolean {
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  return corners.every((corner) => inRounded(inner, corner)) && !obstacles.some((obstacle) => rectsOverlap(box, obstacle));
}

/**
 * Positions worth trying along one axis, ascending: the inner back's start and its rounded
 * corners' reach, the far side of each obstacle, and the same against the end and the obstacles'
 * near sides. Any free spot slides up and left into one made of these, if it avoids the corners.
 */
function candidates(start: number, end: number, radius: number, length: number, obstacleSpans: readonly [number, number][]): number[] {
  // Where a box's corner first fits inside a rounded corner along the diagonal, in whole units.
  const diagonal = Math.ceil(radius * (1 - Math.SQRT1_2));
  const values = [start, start + diagonal, start + radius, end - length, end - diagonal - length, end - radius - length];
  for (const [from, to] of obstacleSpans) values.push(to, from - length);
  return [...new Set(values)].filter((value) => value >= start && value + length <= end).sort((a, b) => a - b);
}

/**
 * The first free spot for a sticker of `size` in reading order (top to bottom, then left to
 * right): on the back inside its rounded corners, `placementGap` clear of the back's edge, the
 * camera cut-out and every item's rotated box. Null when none is left (the back is full).
 */
export function findFreeSpot(geometry: CaseBackGeometry, items: readonly CanvasItem[], size: Size): ItemBounds | null {
  const inner = placementBack(geometry.caseBack);
  const obstacles = [geometry.cameraCutout, ...items.map(itemBoundingBox)].map((rect) => insetRect(rect, -placementGap));
  const radius = inner.cornerRadius;
  const xs = candidates(inner.x, inner.x + inner.width, radius, size.width, obstacles.map((o) => [o.x, o.x + o.width]));
  const ys = candidates(inner.y, inner.y + inner.height, radius, size.height, obstacles.map((o) => [o.y, o.y + o.height]));
  for (const y of ys) {
    for (const x of xs) {
      const box = { x, y, ...size };
      if (isFree(box, inner, obstacles)) return rectBounds(box);
    }
  }
  return null;
}

/** Whether `box` covers the whole of the item's rotated bounds. */
function coversItem(box: Rect, item: CanvasItem): boolean {
  return itemCorners(item).every((corner) => rectContainsPoint(box, corner));
}

/**
 * The cascade's positions for a sticker of `size`: `cascadeOffset` apart down and to the right
 * from the top-left of the back beside the camera (areaBesideCamera, `placementGap` in), as many
 * as fit before one would leave it; an axis the sticker does not fit is centred.
 */
export function cascadeSteps(geometry: CaseBackGeometry, size: Size): Rect[] {
  const area = insetRect(areaBesideCamera(geometry), placementGap);
  const spareX = area.width - size.width;
  const spareY = area.height - size.height;
  const stepsAlong = (spare: number) => (spare >= 0 ? Math.floor(spare / cascadeOffset) + 1 : Infinity);
  const steps = Math.min(stepsAlong(spareX), stepsAlong(spareY));
  return Array.from({ length: Number.isFinite(steps) ? steps : 1 }, (_, step) => ({
    x: spareX >= 0 ? area.x + step * cascadeOffset : area.x + spareX / 2,
    y: spareY >= 0 ? area.y + step * cascadeOffset : area.y + spareY / 2,
    ...size,
  }));
}

/**
 * The cascade for a full back: with n items the sticker starts at step n (wrapping round), so
 * stickers added one after another step down and right; it takes the first step from there that
 * covers no earlier item wholly, or step n when every step covers one.
 */
export function cascadeSpot(geometry: CaseBackGeometry, items: readonly CanvasItem[], size: Size): ItemBounds {
  const steps = cascadeSteps(geometry, size);
  const first = items.length % steps.length;
  const order = [...steps.slice(first), ...steps.slice(0, first)];
  const clear = order.find((box) => !items.some((item) => coversItem(box, item)));
  return rectBounds(clear ?? order[0] ?? { x: 0, y: 0, ...size });
}

/** Where a new sticker of `size` (units) goes: findFreeSpot, or cascadeSpot once the back is full. */
export function placeNewItem(geometry: CaseBackGeometry, items: readonly CanvasItem[], size: Size): ItemBounds {
  return findFreeSpot(geometry, items, size) ?? cascadeSpot(geometry, items, size);
}
