import type { UnitRect } from '../../shared/catalog/templateGeometry.ts';
import { areaBesideCamera, type CaseBackGeometry } from './caseBackArea.ts';
import { insetRect } from './rects.ts';
import type { CollageLayout } from './collageLayouts.ts';
import type { LayoutNode } from './layoutTree.ts';
import type { Rect } from './types.ts';

/** The Spacing slider's range and start, in template units (10 per mm). */
export const layoutSpacingRange = { min: 0, max: 80, initial: 20 } as const;
/** The Corners slider's range and start: the cells' corner radius in template units. */
export const layoutCornersRange = { min: 0, max: 150, initial: 0 } as const;

export interface LayoutOptions {
  /** Gap between neighbouring cells and between the cells and the area's edges, in units. */
  spacing: number;
  /** Corner radius of every cell, in units (each cell's is at most half its shorter side). */
  corners: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Start and length of each part along one axis: whole units, the parts `spacing` apart, the last
 * ending exactly where the box ends. Rounding the running total (not each part) keeps equal
 * weights equal wherever they appear, so the columns of a grid's rows line up.
 */
function splitAxis(start: number, length: number, weights: readonly number[], spacing: number): [number, number][] {
  const free = length - spacing * (weights.length - 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let before = 0;
  return weights.map((weight, index) => {
    const from = Math.round((free * before) / total);
    before += weight;
    const to = Math.round((free * before) / total);
    return [start + from + index * spacing, to - from];
  });
}

function place(node: LayoutNode, box: Rect, spacing: number, cells: Rect[]): void {
  if (node === 'cell') {
    cells.push(box);
    return;
  }
  const weights = node.parts.map((child) => child.weight);
  const isRows = node.direction === 'rows';
  const spans = splitAxis(isRows ? box.y : box.x, isRows ? box.height : box.width, weights, spacing);
  node.parts.forEach((child, index) => {
    const [from, length] = spans[index] ?? [0, 0];
    const part = isRows ? { ...box, y: from, height: length } : { ...box, x: from, width: length };
    place(child.node, part, spacing, cells);
  });
}

/**
 * A layout tree's cells tiling `box` (units, whole ones where the box's edges are), in reading
 * order: the outer cells reach the box's edges, neighbours are exactly `spacing` apart, and each
 * cell's corner radius is `corners`, at most half its shorter side.
 */
export function cellsInBox(root: LayoutNode, box: Rect, spacing: number, corners: number): UnitRect[] {
  const cells: Rect[] = [];
  place(root, box, spacing, cells);
  return cells.map((cell) => ({ ...cell, cornerRadius: Math.min(corners, cell.width / 2, cell.height / 2) }));
}

/**
 * The layout's cells on this model's case back, in template units and the layout's reading
 * order: they tile the largest part of the back clear of the camera cut-out (areaBesideCamera),
 * `spacing` from its edges and exactly `spacing` apart, in whole units. Spacing is rounded and
 * held to layoutSpacingRange, corners held to layoutCornersRange. The outer cells reach the back's
 * rectangle, so their outer corners run into the back's rounded corners as a full-bleed print does.
 * Throws a RangeError when the area is too small for the cells (no catalog model is).
 */
export function layoutCells(layout: CollageLayout, geometry: CaseBackGeometry, options: LayoutOptions): UnitRect[] {
  const spacing = Math.round(clamp(options.spacing, layoutSpacingRange.min, layoutSpacingRange.max));
  const corners = clamp(options.corners, layoutCornersRange.min, layoutCornersRange.max);
  const cells = cellsInBox(layout.root, insetRect(areaBesideCamera(geometry), spacing), spacing, corners);
  if (cells.some((cell) => cell.width < 1 || cell.height < 1)) {
    throw new RangeError(`layout ${layout.id} does not fit the case back at spacing ${spacing}`);
  }
  return cells;
}
