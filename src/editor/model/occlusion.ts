import type { Size } from './types.ts';

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

/** The grid cells (index ranges) whose squares lie within the rect's bounding box grown by `grow`. */
function cellRange(frame: Frame, grow: number, cell: number, columns: number, rows: number) {
  const reachX = Math.abs(frame.halfWidth * frame.cos) + Math.abs(frame.halfHeight * frame.sin) + grow;
  const reachY = Math.abs(frame.halfWidth * frame.sin) + Math.abs(frame.halfHeight * frame.cos) + grow;
  return {
    left: Math.max(0, Math.floor((frame.x - reachX) / cell)),
    right: Math.min(columns - 1, Math.floor((frame.x + reachX) / cell)),
    top: Math.max(0, Math.floor((frame.y - reachY) / cell)),
    bottom: Math.min(rows - 1, Math.floor((frame.y + reachY) / cell)),
  };
}

/**
 * Which rects of a stack drawn back to front over `area` (the output's clip, from 0, 0) can show
 * at least one pixel. A rect is hidden when the opaque rects above it cover all of it that lies
 * inside the area. Conservative: coverage is counted in whole grid cells lying inside opaque
 * rects (`margin` clear of their edges), and a rect is hidden only when every cell it may touch
 * (with its own `margin` of filtered edge) is covered; so a rect judged hidden changes no pixel,
 * and some hidden ones are kept.
 */
export function visibleInStack(stack: readonly DrawnRect[], area: Size, grid: OcclusionGrid = defaultGrid): boolean[] {
  const { cell, margin } = grid;
  const halfCell = cell / 2;
  const columns = Math.max(1, Math.ceil(area.width / cell));
  const rows = Math.max(1, Math.ceil(area.height / cell));
  const covered = new Uint8Array(columns * rows);
  const visible = new Array<boolean>(stack.length).fill(true);

  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const rect = stack[index];
    if (!rect) continue;
    const frame = frameOf(rect);
    const range = cellRange(frame, margin, cell, columns, rows);
    let shows = false;
    for (let row = range.top; row <= range.bottom && !shows; row += 1) {
      for (let column = range.left; column <= range.right; column += 1) {
        if (covered[row * columns + column]) continue;
        const reach = cellReach(frame, (column + 0.5) * cell, (row + 0.5) * cell, halfCell);
        if (reach.along <= frame.halfWidth + margin + reach.spread && reach.across <= frame.halfHeight + margin + reach.spread) {
          shows = true;
          break;
        }
      }
    }
    visible[index] = shows;
    if (!shows || !rect.opaque) continue;
    for (let row = range.top; row <= range.bottom; row += 1) {
      for (let column = range.left; column <= range.right; column += 1) {
        const reach = cellReach(frame, (column + 0.5) * cell, (row + 0.5) * cell, halfCell);
        if (reach.along + reach.spread <= frame.halfWidth - margin && reach.across + reach.spread <= frame.halfHeight - margin) {
          covered[row * columns + column] = 1;
        }
      }
    }
  }
  return visible;
}
