import { rectsOverlap } from './rects.ts';
import { itemBoundingBox, itemCorners } from './geometry.ts';
import { clipToConvex, polygonArea } from './polygon.ts';
import type { CanvasItem, Point, Rect } from './types.ts';

/** The marquee dragged from `start` to `end` (any one space), whichever way it was dragged. */
export function marqueeRect(start: Point, end: Point): Rect {
  return {
    x: Math.min(start.x, end.x),
    y: Math.min(start.y, end.y),
    width: Math.abs(end.x - start.x),
    height: Math.abs(end.y - start.y),
  };
}

/** An item whose overlap with the marquee is under this many units² only touches it. */
const touchArea = 1e-6;

/**
 * The items a selection marquee (units) picks, in the order given: those whose rotated box shares
 * some area with it. Intersecting (not "wholly inside") is what the design tools' marquees do,
 * and on a packed collage a finger need not reach past a picture's far edge to pick it.
 */
export function itemsInMarquee<T extends CanvasItem>(items: readonly T[], marquee: Rect): T[] {
  if (marquee.width <= 0 || marquee.height <= 0) return [];
  const right = marquee.x + marquee.width;
  const bottom = marquee.y + marquee.height;
  const clip = [
    { x: marquee.x, y: marquee.y },
    { x: right, y: marquee.y },
    { x: right, y: bottom },
    { x: marquee.x, y: bottom },
  ];
  return items.filter((item) => {
    if (!rectsOverlap(itemBoundingBox(item), marquee)) return false;
    return polygonArea(clipToConvex(itemCorners(item), clip)) > touchArea;
  });
}
