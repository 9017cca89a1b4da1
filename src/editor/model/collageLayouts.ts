import { cell, cellCount, columns, rows, type LayoutNode } from './layoutTree.ts';

/**
 * The collage layouts the "Collage" sheet offers. Cells are listed in reading order of the tree,
 * the large cell of a "one large" layout first, so the first picture gets the large cell.
 */
export interface CollageLayout {
  /** Stable id (kebab-case), safe to store. */
  id: string;
  /** What the shopper reads. */
  name: string;
  root: LayoutNode;
}

const pair = columns(cell, cell);
const trio = columns(cell, cell, cell);

export const collageLayouts: readonly CollageLayout[] = [
  { id: 'full', name: 'Full back', root: cell },
  { id: 'two-stacked', name: 'Two stacked', root: rows(cell, cell) },
  { id: 'side-by-side', name: 'Side by side', root: pair },
  { id: 'three-strips', name: 'Three strips', root: rows(cell, cell, cell) },
  { id: 'large-and-two', name: 'One large, two small', root: rows([2, cell], pair) },
  { id: 'tall-and-two', name: 'Tall and two', root: columns(cell, rows(cell, cell)) },
  { id: 'grid-4', name: 'Grid of four', root: rows(pair, pair) },
  { id: 'large-and-three', name: 'One large, three small', root: rows([2, cell], trio) },
  { id: 'four-strips', name: 'Four strips', root: rows(cell, cell, cell, cell) },
  { id: 'large-and-four', name: 'One large, four small', root: rows([2, cell], pair, pair) },
  {
    id: 'mosaic-5',
    name: 'Mosaic of five',
    root: rows(columns([3, cell], [2, cell]), [1.2, cell], columns([2, cell], [3, cell])),
  },
  { id: 'grid-6', name: 'Grid of six', root: rows(pair, pair, pair) },
  {
    id: 'mosaic-6',
    name: 'Mosaic of six',
    root: columns(rows([2, cell], cell, [1.5, cell]), rows(cell, [2, cell], [1.5, cell])),
  },
  { id: 'mosaic-7', name: 'Mosaic of seven', root: rows(pair, [1.5, columns([2, cell], rows(cell, cell))], pair) },
  { id: 'grid-8', name: 'Grid of eight', root: rows(pair, pair, pair, pair) },
  { id: 'mosaic-8', name: 'Mosaic of eight', root: rows([1.5, columns([2, cell], rows(cell, cell))], trio, pair) },
  { id: 'grid-9', name: 'Grid of nine', root: rows(trio, trio, trio) },
  { id: 'mosaic-9', name: 'Mosaic of nine', root: rows([2, columns([2, cell], rows(cell, cell))], trio, trio) },
];

/** The layouts with exactly `pictureCount` cells, in the sheet's order; none outside 1–9. */
export function layoutsFor(pictureCount: number): CollageLayout[] {
  return collageLayouts.filter((layout) => cellCount(layout.root) === pictureCount);
}

/** The layout with this id, or undefined. */
export function findLayout(id: string): CollageLayout | undefined {
  return collageLayouts.find((layout) => layout.id === id);
}
