import type { CaseBackGeometry } from './caseBackArea.ts';
import { fitPictureToCell } from './cellFit.ts';
import type { CollageLayout } from './collageLayouts.ts';
import { isPicture } from './items.ts';
import { layoutCells, type LayoutOptions } from './layoutCells.ts';
import { cellCount } from './layoutTree.ts';
import type { CanvasItem, PictureItem, Size } from './types.ts';

/**
 * A collage chosen in the "Collage" sheet (issue 20): the layout's cells filled with the canvas's
 * pictures, or with the tray's first pictures when the canvas has none. Template units; picture
 * sizes in image px.
 */
export interface CollageRequest {
  /** The canvas items before the collage (when the sheet opened). */
  items: readonly CanvasItem[];
  /** The tray's pictures, in tray order. */
  trayImageIDs: readonly string[];
  pictureSizes: ReadonlyMap<string, Size>;
  geometry: CaseBackGeometry;
  layout: CollageLayout;
  options: LayoutOptions;
  /** The id of the n-th sticker made from a tray picture. */
  newItemID: (index: number) => string;
}

/** The pictures a collage would use, in the order they fill the cells: the canvas's by layer (back first), else the tray's. */
function sources(items: readonly CanvasItem[], trayImageIDs: readonly string[], newItemID: (index: number) => string): PictureItem[] {
  const placed = items.filter(isPicture).sort((a, b) => a.itemIndex - b.itemIndex);
  if (placed.length > 0) return placed;
  const origin = { x: 0, y: 0 };
  return trayImageIDs.map((imageID, index) => ({
    kind: 'picture',
    itemID: newItemID(index),
    imageID,
    itemIndex: items.length + index,
    TL_imageBounds: origin,
    BR_imageBounds: origin,
    rotation: 0,
  }));
}

/** How many pictures a collage can fill cells with: the canvas's pictures, or the tray's when the canvas has none. */
export function collagePictureCount(items: readonly CanvasItem[], trayImageIDs: readonly string[]): number {
  const placed = items.filter(isPicture).length;
  return placed > 0 ? placed : trayImageIDs.length;
}

/**
 * The items after the collage: each of the first pictures fills one cell (in the layout's
 * order), upright, cropped to cover it centred on the picture's middle (fitPictureToCell), with
 * the cells' rounded corners as its shape (none for square corners); every other item stays as
 * it was. A picture whose size is unknown, and cells beyond the pictures, are left out.
 */
export function arrangeCollage(request: CollageRequest): CanvasItem[] {
  const { items, trayImageIDs, pictureSizes, geometry, layout, options, newItemID } = request;
  const cells = layoutCells(layout, geometry, options);
  const fillers = sources(items, trayImageIDs, newItemID)
    .filter((picture) => pictureSizes.has(picture.imageID))
    .slice(0, cellCount(layout.root));
  const arranged = new Map<string, PictureItem>();
  fillers.forEach((picture, index) => {
    const cell = cells[index];
    const size = pictureSizes.get(picture.imageID);
    if (!cell || !size) return;
    const { bounds, crop } = fitPictureToCell(size, cell);
    const placed: PictureItem = { ...picture, ...bounds, rotation: 0, crop };
    if (cell.cornerRadius > 0) placed.shape = { kind: 'roundedRectangle', cornerRadius: cell.cornerRadius };
    else delete placed.shape;
    arranged.set(picture.itemID, placed);
  });
  const kept = items.map((item) => arranged.get(item.itemID) ?? item);
  const added = [...arranged.values()].filter((picture) => !items.some((item) => item.itemID === picture.itemID));
  return [...kept, ...added];
}
