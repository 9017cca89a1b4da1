import type { Rect, Size } from './types.ts';

/** A rectangle drawn rotated about its centre; template units. */
export interface DrawnRect {
  /** Centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  rotation: number;
  /** Every pixel inside it is fully opaque (an opaque picture drawn at full opacity). */
  opaque: boolean;
}

export interface OcclusionGrid {
  /** Side of the grid's square cells. */
  cell: number;
  /**
   * How far inside an opaque rect's edge its pixels are taken as opaque: its edge is anti-aliased
   * and its picture's outermost pixels are filtered with what lies beyond them.
   */
  margin: number;
}

/** 8-unit cells (16 px in the 2× print file) and a 2-unit (4 px) edge. */
const defaultGrid: OcclusionGrid = { cell: 8, margin: 2 };

interface Frame {
  x: number;
  y: number;
  cos: number;
  sin: number;
  halfWidth: number;
  halfHeight: number;
}

function frameOf(rect: DrawnRect): Frame {
  const radians = (rect.rotation * Math.PI) / 180;
  return {
    x: rect.x,
    y: rect.y,
    cos: Math.cos(radians),
    sin: Math.sin(radians),
    halfWidth: rect.width / 2,
    halfHeight: rect.height / 2,
  };
}

/**
 * How far a square cell centred at (x, y) reaches outside the rect along the rect's own axes,
 * at most: the separating-axis projections of the cell's centre and of its half-diagonal.
 */
function cellReach(frame: Frame, x: number, y: number, halfCell: number): { along: number; across: number; spread: number } {
  const dx = x - frame.x;
  const dy = y - frame.y;
  return {
    along: Math.abs(dx * frame.cos + dy * frame.sin),
    across: Math.abs(-dx * frame.sin + dy * frame.cos),
    spread: halfCell * (Math.abs(frame.cos) + Math.abs(frame.sin)),
  };
}

/** The grid cells (index ranges) whose squares lie within the bounding box of the rect grown by `grow` on each side. */
function cellRange(frame: Frame, grow: number, cell: number, columns: number, rows: number) {
  const halfWidth = frame.halfWidth + grow;
  const halfHeight = frame.halfHeight + grow;
  const reachX = Math.abs(halfWidth * frame.cos) + Math.abs(halfHeight * frame.sin);
  const reachY = Math.abs(halfWidth * frame.sin) + Math.abs(halfHeight * frame.cos);
  return {
    left: Math.max(0, Math.floor((frame.x - reachX) / cell)),
    right: Math.min(columns - 1, Math.floor((frame.x + reachX) / cell)),
    top: Math.max(0, Math.floor((frame.y - reachY) / cell)),
    bottom: Math.min(rows - 1, Math.floor((frame.y + reachY) / cell)),
  };
}

/**
 * What of a rect in the stack can show: null when nothing, else `clip`: null when no cell it may
 * touch is covered (draw it whole; also for a rect whose clip was not asked for), or the
 * uncovered cells it may touch as rectangles (in the area's units, on the grid's lines), outside
 * which every pixel it would draw is covered.
 */
export type Exposure = { clip: readonly Rect[] | null } | null;

type CellRange = ReturnType<typeof cellRange>;

/**
 * The cells of a range marked in `exposed` (row by row across the range) as rectangles: runs
 * along each row, a run joined with the one below it when both span the same columns.
 */
function exposedRects(range: CellRange, cell: number, exposed: Uint8Array): Rect[] {
  const span = range.right - range.left + 1;
  const isExposed = (row: number, column: number) => exposed[(row - range.top) * span + column - range.left] === 1;
  const rects: Rect[] = [];
  let open = new Map<string, Rect>();
  for (let row = range.top; row <= range.bottom; row += 1) {
    const next = new Map<string, Rect>();
    let column = range.left;
    while (column <= range.right) {
      if (!isExposed(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column <= range.right && isExposed(row, column)) column += 1;
      const key = `${start}-${column}`;
      const above = open.get(key);
      if (above) above.height += cell;
      const run = above ?? { x: start * cell, y: row * cell, width: (column - start) * cell, height: cell };
      if (!above) rects.push(run);
      next.set(key, run);
    }
    open = next;
  }
  return rects;
}

/**
 * What of each rect of a stack drawn back to front over `area` (the output's clip, from 0, 0) can
 * show. A rect is hidden when the opaque rects above it cover all of it that lies inside the
 * area, and clipped to its uncovered cells when they cover part of it (for the rects
 * `wantsClip` names; the others are only told whether they show, at a fraction of the cost).
 * Conservative: coverage is counted in whole grid cells lying inside opaque rects (`margin`
 * clear of their edges), and a rect may touch every cell its square reaches with its own
 * `margin` of filtered edge; so leaving out a hidden rect, or what of a rect lies outside its
 * clip, changes no pixel.
 */
export function exposureInStack(
  stack: readonly DrawnRect[],
  area: Size,
  wantsClip: (index: number) => boolean = () => true,
  grid: OcclusionGrid = defaultGrid,
): Exposure[] {
  const { cell, margin } = grid;
  const halfCell = cell / 2;
  const columns = Math.max(1, Math.ceil(area.width / cell));
  const rows = Math.max(1, Math.ceil(area.height / cell));
  const covered = new Uint8Array(columns * rows);
  const exposures = new Array<Exposure>(stack.length).fill(null);

  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const rect = stack[index];
    if (!rect) continue;
    const frame = frameOf(rect);
    const range = cellRange(frame, margin, cell, columns, rows);
    const clipped = wantsClip(index);
    // The range's uncovered cells the rect may touch, kept only when its clip is wanted.
    const exposed = clipped ? new Uint8Array((range.right - range.left + 1) * (range.bottom - range.top + 1)) : null;
    let shows = false;
    let underCover = false;
    for (let row = range.top, at = 0; row <= range.bottom && (clipped || !shows); row += 1) {
      for (let column = range.left; column <= range.right; column += 1, at += 1) {
        const reach = cellReach(frame, (column + 0.5) * cell, (row + 0.5) * cell, halfCell);
        const touches = reach.along <= frame.halfWidth + margin + reach.spread && reach.across <= frame.halfHeight + margin + reach.spread;
        if (!touches) continue;
        if (covered[row * columns + column]) {
          underCover = true;
          continue;
        }
        shows = true;
        if (!exposed) break;
        exposed[at] = 1;
      }
    }
    if (!shows) continue;
    exposures[index] = { clip: exposed && underCover ? exposedRects(range, cell, exposed) : null };
    if (!rect.opaque) continue;
    for (let row = range.top; row <= range.bottom; row += 1) {
      for (let column = range.left; column <= range.right; column += 1) {
        const reach = cellReach(frame, (column + 0.5) * cell, (row + 0.5) * cell, halfCell);
        if (reach.along + reach.spread <= frame.halfWidth - margin && reach.across + reach.spread <= frame.halfHeight - margin) {
          covered[row * columns + column] = 1;
        }
      }
    }
  }
  return exposures;
}

/** Which rects of a stack can show at least one pixel (exposureInStack). */
export function visibleInStack(stack: readonly DrawnRect[], area: Size, grid: OcclusionGrid = defaultGrid): boolean[] {
  return exposureInStack(stack, area, () => false, grid).map((exposure) => exposure !== null);
}
