/**
 * Pure helpers that write the library shapes' outlines as SVG path data (shared/art/artShapes):
 * regular polygons, stars and circles, each scaled into its own bounding box from (0, 0).
 */

interface Point {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Points moved and scaled so their bounding box is (0, 0)–(width, height) with the longer side `side`. */
function fitted(points: readonly Point[], side: number): { points: Point[]; width: number; height: number } {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const scale = side / Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY);
  return {
    points: points.map((point) => ({ x: round((point.x - minX) * scale), y: round((point.y - minY) * scale) })),
    width: round((Math.max(...xs) - minX) * scale),
    height: round((Math.max(...ys) - minY) * scale),
  };
}

/** A closed polygon through the points. */
function polygonPath(points: readonly Point[]): string {
  return `M${points.map((point) => `${point.x} ${point.y}`).join(' L')} Z`;
}

/**
 * A star (or, with `inner` 1, a regular polygon) of `points` tips, its first tip straight up:
 * `inner` is the inner corners' radius as a share of the tips'. Fitted to a `side` box.
 */
export function starShape(points: number, inner: number, side = 100): { path: string; width: number; height: number } {
  const corners: Point[] = [];
  const steps = inner === 1 ? points : points * 2;
  for (let index = 0; index < steps; index += 1) {
    const radius = inner === 1 || index % 2 === 0 ? 1 : inner;
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / steps;
    corners.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
  }
  const fit = fitted(corners, side);
  return { path: polygonPath(fit.points), width: fit.width, height: fit.height };
}

/** A circle of radius `r` about (cx, cy), as two half arcs (one full arc draws nothing). */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${round(cx - r)} ${round(cy)} A${r} ${r} 0 1 0 ${round(cx + r)} ${round(cy)} A${r} ${r} 0 1 0 ${round(cx - r)} ${round(cy)} Z`;
}

/** `count` circles of radius `r` spaced round (cx, cy) at `distance`, the first straight up (a flower's petals). */
export function ringOfCircles(count: number, cx: number, cy: number, distance: number, r: number): string {
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
    return circlePath(cx + distance * Math.cos(angle), cy + distance * Math.sin(angle), r);
  }).join(' ');
}

/** `count` triangular rays round (cx, cy) from radius `from` to `to`, each `spread` radians wide at its foot. */
export function rays(count: number, cx: number, cy: number, from: number, to: number, spread: number): string {
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
    const at = (radius: number, turn: number) => `${round(cx + radius * Math.cos(angle + turn))} ${round(cy + radius * Math.sin(angle + turn))}`;
    return `M${at(from, -spread / 2)} L${at(to, 0)} L${at(from, spread / 2)} Z`;
  }).join(' ');
}
