import { centredBounds, itemsOverlap } from './geometry.ts';
import type { Point, Rect, RotatedBounds, Size } from './types.ts';

/** Candidate centres are this share of the new item's smaller side apart. */
const stepShare = 0.25;

/** Whether an upright box of `size` centred at `centre` lies inside `area`. */
function fitsIn(area: Rect, centre: Point, size: Size): boolean {
  return (
    centre.x - size.width / 2 >= area.x &&
    centre.y - size.height / 2 >= area.y &&
    centre.x + size.width / 2 <= area.x + area.width &&
    centre.y + size.height / 2 <= area.y + area.height
  );
}

/**
 * Where a new upright item of `size` goes (its centre, units): the middle of `area` (the case's
 * back) when it covers no item there, else the free place nearest the middle, looked for on a
 * grid inside the area; the middle again when no place is free.
 */
export function middleFreeSpot(area: Rect, size: Size, items: readonly RotatedBounds[]): Point {
  const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  const step = Math.max(1, Math.min(size.width, size.height) * stepShare);
  const reachX = Math.floor((area.width - size.width) / 2 / step);
  const reachY = Math.floor((area.height - size.height) / 2 / step);
  const candidates: Point[] = [middle];
  for (let row = -reachY; row <= reachY; row += 1) {
    for (let column = -reachX; column <= reachX; column += 1) {
      if (row !== 0 || column !== 0) candidates.push({ x: middle.x + column * step, y: middle.y + row * step });
    }
  }
  const away = (point: Point) => Math.hypot(point.x - middle.x, point.y - middle.y);
  candidates.sort((a, b) => away(a) - away(b));
  const isFree = (centre: Point) => {
    const box = { ...centredBounds(centre, size), rotation: 0 };
    return fitsIn(area, centre, size) && items.every((item) => !itemsOverlap(box, item));
  };
  return candidates.find(isFree) ?? middle;
}
