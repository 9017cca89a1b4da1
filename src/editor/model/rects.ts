import type { ItemBounds, Point, Rect, Size } from './types.ts';

/** Axis-aligned rectangles (any one space; template units where the model uses them). */

/** `rect` shrunk by `inset` on every side (grown for a negative inset). */
export function insetRect(rect: Rect, inset: number): Rect {
  return { x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset };
}

/** Whether two rects share some area; rects that only touch do not. */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether the point lies in the rect, edges included. */
export function rectContainsPoint(rect: Rect, point: Point): boolean {
  return point.x >= rect.x && point.y >= rect.y && point.x <= rect.x + rect.width && point.y <= rect.y + rect.height;
}

/** Whether `inner` lies inside `outer`, edges included. */
export function rectContains(outer: Rect, inner: Rect): boolean {
  return rectContainsPoint(outer, inner) && rectContainsPoint(outer, { x: inner.x + inner.width, y: inner.y + inner.height });
}

/** The item bounds that fill the rect: its top-left and bottom-right corners. */
export function rectBounds(rect: Rect): ItemBounds {
  return {
    TL_imageBounds: { x: rect.x, y: rect.y },
    BR_imageBounds: { x: rect.x + rect.width, y: rect.y + rect.height },
  };
}

/** The rect's four corners: top-left, top-right, bottom-right, bottom-left. */
export function rectCorners(rect: Rect): [Point, Point, Point, Point] {
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  return [{ x: rect.x, y: rect.y }, { x: right, y: rect.y }, { x: right, y: bottom }, { x: rect.x, y: bottom }];
}

/** The smallest rect holding every point. */
export function pointsBounds(points: readonly Point[]): Rect {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The part of `rect` inside the area from (0, 0) of `size`; empty (no width or height) where they do not meet. */
export function rectWithin(rect: Rect, size: Size): Rect {
  const x = Math.max(0, rect.x);
  const y = Math.max(0, rect.y);
  const right = Math.min(size.width, rect.x + rect.width);
  const bottom = Math.min(size.height, rect.y + rect.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}
