import type { CaseBackGeometry } from './caseBackArea.ts';
import { itemBoundingBox } from './geometry.ts';
import type { CanvasItem, Rect } from './types.ts';

/**
 * What a dragged or resized item snaps to (issue 21): the case back's edges and centre lines, the
 * camera cut-out's edges, and the edges and centres of the other items' rotated boxes (their
 * axis-aligned bounding boxes). Built once per gesture; snapBox.ts looks them up per move.
 */

/** The snap lines of one axis: for x, vertical lines at x = position. Template units. */
export interface AxisTargets {
  /** Distinct positions, ascending. */
  positions: Float64Array;
  /** For each position, the extent along the other axis of everything lined up there (for the guide). */
  from: Float64Array;
  to: Float64Array;
}

export interface SnapTargets {
  /** Vertical lines (x positions). */
  x: AxisTargets;
  /** Horizontal lines (y positions). */
  y: AxisTargets;
}

interface Line {
  at: number;
  from: number;
  to: number;
}

function axisTargets(lines: Line[]): AxisTargets {
  lines.sort((a, b) => a.at - b.at);
  const merged: Line[] = [];
  for (const line of lines) {
    const last = merged[merged.length - 1];
    if (last?.at === line.at) {
      last.from = Math.min(last.from, line.from);
      last.to = Math.max(last.to, line.to);
    } else {
      merged.push({ ...line });
    }
  }
  return {
    positions: Float64Array.from(merged, (line) => line.at),
    from: Float64Array.from(merged, (line) => line.from),
    to: Float64Array.from(merged, (line) => line.to),
  };
}

/**
 * The rect's lines across `axis` (for x: vertical lines at its left edge, centre with
 * `withCentre`, and right edge), each spanning the rect along the other axis.
 */
function rectLines(rect: Rect, axis: 'x' | 'y', withCentre: boolean): Line[] {
  const [start, length, from, span] = axis === 'x' ? [rect.x, rect.width, rect.y, rect.height] : [rect.y, rect.height, rect.x, rect.width];
  const ats = withCentre ? [start, start + length / 2, start + length] : [start, start + length];
  return ats.map((at) => ({ at, from, to: from + span }));
}

/** The snap targets for a gesture moving some items: `others` are the items that stay put. */
export function snapTargets({ caseBack, cameraCutout }: CaseBackGeometry, others: readonly CanvasItem[]): SnapTargets {
  const boxes = others.map(itemBoundingBox);
  const lines = (axis: 'x' | 'y') =>
    axisTargets([
      ...rectLines(caseBack, axis, true),
      ...rectLines(cameraCutout, axis, false),
      ...boxes.flatMap((box) => rectLines(box, axis, true)),
    ]);
  return { x: lines('x'), y: lines('y') };
}
