import type { CaseBackGeometry } from './caseBackArea.ts';
import { fitPictureToCell } from './cellFit.ts';
import { layoutsFor, type CollageLayout } from './collageLayouts.ts';
import { coverCrop } from './crop.ts';
import { isCell } from './frames.ts';
import { isFrame, isPicture } from './items.ts';
import { rectBounds } from './rects.ts';
import { layoutCells, type LayoutOptions } from './layoutCells.ts';
import { cellCount } from './layoutTree.ts';
import type { CanvasItem, FrameItem, PictureItem, Size } from './types.ts';

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
  /** The id of the n-th item the collage makes (a sticker from a tray picture, or an empty frame). */
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
 * Whether the editor offers "Make a collage" (issue 32): two or more pictures could fill a
 * collage (on the case, or in the tray of an empty case) and the case holds no collage yet.
 */
export function isCollageWorthOffering(items: readonly CanvasItem[], trayImageIDs: readonly string[]): boolean {
  return collagePictureCount(items, trayImageIDs) >= 2 && !items.some(isCell);
}

/** The share (0–1) of a picture a cell of `cell`'s shape crops away when the picture covers it. */
function croppedAway(picture: Size, cell: Size): number {
  const crop = coverCrop(picture, cell);
  return 1 - (crop.width * crop.height) / (picture.width * picture.height);
}

/**
 * "Make a collage" (issue 32): of the layouts with a cell for each picture (at most 9), the one
 * that crops the pictures least, as they would fill its cells in order; ties go to the sheet's
 * order. Undefined without pictures of known size.
 */
export function bestLayoutFor(request: Omit<CollageRequest, 'layout' | 'newItemID'>): CollageLayout | undefined {
  const { items, trayImageIDs, pictureSizes, geometry, options } = request;
  const sizes = sources(items, trayImageIDs, (index) => `${index}`).flatMap((picture) => pictureSizes.get(picture.imageID) ?? []);
  const candidates = layoutsFor(Math.min(sizes.length, 9));
  const loss = (layout: CollageLayout) =>
    layoutCells(layout, geometry, options).reduce((sum, cell, index) => sum + croppedAway(sizes[index] ?? cell, cell), 0);
  return candidates.reduce<CollageLayout | undefined>((best, layout) => (!best || loss(layout) < loss(best) - 1e-9 ? layout : best), undefined);
}

/**
 * What a collage leaves, and what laying it out again needs (a model change, model/refit): the
 * layout, its options and the item in each cell, in the layout's order.
 */
export interface CollagePlan {
  layoutID: string;
  /** Template units, as LayoutOptions. */
  spacing: number;
  corners: number;
  /** The item in each cell (a cropped picture or an empty frame), in the layout's order. */
  cellItemIDs: string[];
}

/** The outline of a cell's item: the cells' rounded corners, none for square ones. */
export function cellOutline(cornerRadius: number): Pick<PictureItem, 'shape'> {
  return cornerRadius > 0 ? { shape: { kind: 'roundedRectangle', cornerRadius } } : {};
}

/**
 * The items after the collage: each of the first pictures fills one cell (in the layout's
 * order), upright, cropped to cover it centred on the picture's middle (fitPictureToCell), with
 * the cells' rounded corners as its shape (none for square corners); the cells beyond the
 * pictures are empty frames, above the pictures, and an earlier collage's empty frames go. Every
 * other item stays as it was, above them all (a text added before the photos would be hidden
 * under the collage). A picture whose size is unknown is left out. Back to front, with the plan
 * that names each cell's item.
 */
export function arrangeCollageCells(request: CollageRequest): { items: CanvasItem[]; plan: CollagePlan } {
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
    const placed: PictureItem = { ...picture, ...bounds, rotation: 0, crop, ...cellOutline(cell.cornerRadius) };
    if (cell.cornerRadius <= 0) delete placed.shape;
    arranged.set(picture.itemID, placed);
  });
  const kept = items.filter((item) => !isFrame(item)).map((item) => arranged.get(item.itemID) ?? item);
  const added = [...arranged.values()].filter((picture) => !items.some((item) => item.itemID === picture.itemID));
  const frames = cells.slice(fillers.length).map(
    (cell, index): FrameItem => ({
      kind: 'frame',
      itemID: newItemID(fillers.length + index),
      itemIndex: kept.length + added.length + index,
      ...rectBounds(cell),
      rotation: 0,
      ...cellOutline(cell.cornerRadius),
    }),
  );
  // Words and art stay over the photos, as shoppers want them, whenever they were added.
  const [pictures, others] = [kept.filter(isPicture), kept.filter((item) => !isPicture(item))];
  const cellItemIDs = [...arranged.keys(), ...frames.map((frame) => frame.itemID)];
  return {
    items: [...pictures, ...added, ...frames, ...others],
    plan: { layoutID: layout.id, spacing: options.spacing, corners: options.corners, cellItemIDs },
  };
}

/** The items after the collage (arrangeCollageCells without the plan). */
export function arrangeCollage(request: CollageRequest): CanvasItem[] {
  return arrangeCollageCells(request).items;
}
