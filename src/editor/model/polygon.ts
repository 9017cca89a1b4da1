import type { Point } from './types.ts';

/**
 * Convex polygons as point lists (any one space; y down, so "clockwise" is as seen on screen).
 * Enough for the safe-zone areas: a rotated sticker against the case's rounded rectangles.
 */

/** The polygon's area (shoelace formula), whatever its winding. */
export function polygonArea(points: readonly Point[]): number {
  return Math.abs(signedArea(points));
}

function signedArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((point, index) => {
    const next = points[(index + 1) % points.length] ?? point;
    twice += point.x * next.y - next.x * point.y;
  });
  return twice / 2;
}

/** Which side of the line a→b the point p is on (the sign flips with the clip polygon's winding). */
function side(a: Point, b: Point, p: Point): number {
  return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

function crossing(a: Point, b: Point, p: Point, q: Point): Point {
  const sideP = side(a, b, p);
  const sideQ = side(a, b, q);
  const t = sideP / (sideP - sideQ);
  return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
}

/**
 * The part of `subject` inside the convex polygon `clip` (Sutherland–Hodgman). The subject may be
 * any simple polygon whose intersection is wanted with a convex region; an empty list means none.
 */
export function clipToConvex(subject: readonly Point[], clip: readonly Point[]): Point[] {
  const winding = Math.sign(signedArea(clip));
  let output: Point[] = [...subject];
  clip.forEach((a, index) => {
    const b = clip[(index + 1) % clip.length] ?? a;
    const input = output;
    output = [];
    input.forEach((current, inputIndex) => {
      const previous = input[(inputIndex + input.length - 1) % input.length] ?? current;
      const currentInside = side(a, b, current) * winding >= 0;
      const previousInside = side(a, b, previous) * winding >= 0;
      if (currentInside) {
        if (!previousInside) output.push(crossing(a, b, previous, current));
        output.push(current);
      } else if (previousInside) {
        output.push(crossing(a, b, previous, current));
      }
    });
  });
  return output;
}
