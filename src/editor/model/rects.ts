import type { ItemBounds, Point, Rect } from './types.ts';

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
