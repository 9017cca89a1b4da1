import type { AxisTargets, SnapTargets } from './snapTargets.ts';
import type { Rect } from './types.ts';

/** A dragged or resized edge or centre snaps to a target within this many screen px (issue 21). */
export const snapThresholdPx = 6;

/** A guide to draw: for axis x a vertical line at x = at from y = from to y = to; template units. */
export interface SnapGuide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

/** The move to add to the box (units) and the guides that are then lined up. */
export interface SnapResult {
  dx: number;
  dy: number;
  guides: SnapGuide[];
}

/** Which edges a resize handle moves; null for an axis the handle leaves alone. */
export interface ResizeEdges {
  x: 'left' | 'right' | null;
  y: 'top' | 'bottom' | null;
}

/** Positions closer than this (units) are lined up: what float noise leaves of an exact snap. */
const alignedTolerance = 1e-6;

/**
 * The snap threshold in template units at zoom `scale` (screen px per unit): 6 screen px. Zero
 * when snapping is off for the gesture (Alt held), which makes the snap functions do nothing.
 */
export function snapThreshold(scale: number, isOff = false): number {
  return isOff ? 0 : snapThresholdPx / scale;
}

/** Index of the first position ≥ value (positions.length when none). */
function lowerBound(positions: Float64Array, value: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? Infinity) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The smallest move (units) that puts one of `values` on a target, if one is within `threshold`; else null. */
function nearestMove(targets: AxisTargets, values: readonly number[], threshold: number): number | null {
  let best: number | null = null;
  for (const value of values) {
    const index = lowerBound(targets.positions, value);
    for (const candidate of [index - 1, index]) {
      const position = targets.positions[candidate];
      if (position === undefined) continue;
      const move = position - value;
      if (Math.abs(move) <= threshold && (best === null || Math.abs(move) < Math.abs(best))) best = move;
    }
  }
  return best;
}

/** A guide for each of `values` that lies on a target, spanning the target's things and `from`–`to`. */
function guidesAt(targets: AxisTargets, axis: 'x' | 'y', values: readonly number[], from: number, to: number): SnapGuide[] {
  const guides: SnapGuide[] = [];
  for (const value of values) {
    const index = lowerBound(targets.positions, value - alignedTolerance);
    const position = targets.positions[index];
    if (position === undefined || position - value > alignedTolerance) continue;
    const start = Math.min(from, targets.from[index] ?? from);
    const end = Math.max(to, targets.to[index] ?? to);
    guides.push({ axis, at: position, from: start, to: end });
  }
  return guides;
}

const noSnap: SnapResult = { dx: 0, dy: 0, guides: [] };

/**
 * A dragged box (units: the moving item's or group's rotated bounding box at the pointer's
 * position): on each axis independently, the smallest move within `threshold` (units) that
 * lines its left edge, centre or right edge (top, middle, bottom) up with a target, and the
 * guides lined up after that move.
 */
export function snapMove(targets: SnapTargets, box: Rect, threshold: number): SnapResult {
  if (threshold <= 0) return noSnap;
  const xs = [box.x, box.x + box.width / 2, box.x + box.width];
  const ys = [box.y, box.y + box.height / 2, box.y + box.height];
  const dx = nearestMove(targets.x, xs, threshold) ?? 0;
  const dy = nearestMove(targets.y, ys, threshold) ?? 0;
  const guides = [
    ...guidesAt(targets.x, 'x', xs.map((x) => x + dx), box.y + dy, box.y + box.height + dy),
    ...guidesAt(targets.y, 'y', ys.map((y) => y + dy), box.x + dx, box.x + box.width + dx),
  ];
  return { dx, dy, guides };
}

/**
 * A resized box (units, as the handle proposes it): the moving edges snap on their own axes to
 * the nearest target within `threshold`; dx and dy are the moves of those edges (0 on an axis the
 * handle leaves alone). With `keepRatio` only the axis needing the smaller move snaps, so the
 * caller can derive the other edge from the ratio. Guides span the box with the moves applied.
 */
export function snapResize(targets: SnapTargets, box: Rect, edges: ResizeEdges, threshold: number, keepRatio = false): SnapResult {
  if (threshold <= 0) return noSnap;
  const edgeX = edges.x === null ? null : edges.x === 'left' ? box.x : box.x + box.width;
  const edgeY = edges.y === null ? null : edges.y === 'top' ? box.y : box.y + box.height;
  let dx = edgeX === null ? null : nearestMove(targets.x, [edgeX], threshold);
  let dy = edgeY === null ? null : nearestMove(targets.y, [edgeY], threshold);
  if (keepRatio && dx !== null && dy !== null) {
    if (Math.abs(dx) <= Math.abs(dy)) dy = null;
    else dx = null;
  }
  const left = box.x + (edges.x === 'left' ? (dx ?? 0) : 0);
  const right = box.x + box.width + (edges.x === 'right' ? (dx ?? 0) : 0);
  const top = box.y + (edges.y === 'top' ? (dy ?? 0) : 0);
  const bottom = box.y + box.height + (edges.y === 'bottom' ? (dy ?? 0) : 0);
  const guides = [
    ...(edgeX !== null && dx !== null ? guidesAt(targets.x, 'x', [edgeX + dx], top, bottom) : []),
    ...(edgeY !== null && dy !== null ? guidesAt(targets.y, 'y', [edgeY + dy], left, right) : []),
  ];
  return { dx: dx ?? 0, dy: dy ?? 0, guides };
}
