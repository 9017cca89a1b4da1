/**
 * A collage layout as a tree of splits: a box is either one cell or a split into rows (stacked
 * top to bottom) or columns (left to right), each part taking a share of the box by its weight.
 * Every gap between parts is the layout's spacing, so nested splits keep the spacing exact.
 */

export type LayoutNode = 'cell' | LayoutSplit;

export interface LayoutSplit {
  direction: 'rows' | 'columns';
  parts: readonly LayoutPart[];
}

export interface LayoutPart {
  /** Share of the split box's length (after the gaps), relative to the other parts' weights. */
  weight: number;
  node: LayoutNode;
}

/** A part of `rows(…)` or `columns(…)`: a node of weight 1, or `[weight, node]`. */
export type PartSpec = LayoutNode | readonly [number, LayoutNode];

function isWeighted(spec: PartSpec): spec is readonly [number, LayoutNode] {
  return Array.isArray(spec);
}

function part(spec: PartSpec): LayoutPart {
  return isWeighted(spec) ? { weight: spec[0], node: spec[1] } : { weight: 1, node: spec };
}

/** One cell: a picture's place. */
export const cell: LayoutNode = 'cell';

/** The parts stacked top to bottom. */
export function rows(...parts: PartSpec[]): LayoutSplit {
  return { direction: 'rows', parts: parts.map(part) };
}

/** The parts side by side, left to right. */
export function columns(...parts: PartSpec[]): LayoutSplit {
  return { direction: 'columns', parts: parts.map(part) };
}

/** How many cells (pictures) the tree holds. */
export function cellCount(node: LayoutNode): number {
  return node === 'cell' ? 1 : node.parts.reduce((sum, child) => sum + cellCount(child.node), 0);
}
