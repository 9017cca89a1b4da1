import type { CaseBackGeometry } from './caseBackArea.ts';
import { fitPictureToCell } from './cellFit.ts';
import { cellOutline, type CollagePlan } from './collageArrangement.ts';
import { findLayout } from './collageLayouts.ts';
import { isCell } from './frames.ts';
import { itemBoundingBox, itemCentre, itemSize, centredBounds, translateItem } from './geometry.ts';
import { layoutCells } from './layoutCells.ts';
import { placeNear, placementGap } from './placement.ts';
import { insetRect, rectBounds, rectsOverlap } from './rects.ts';
import type { CanvasItem, Rect, Size } from './types.ts';

/**
 * A design moved to another phone model (issue 50): its collage laid out again on the new back
 * and camera, every other item kept where it was relative to the back and never on the new
 * camera cut-out. Template units; picture sizes in image px.
 */
export interface RefitRequest {
  items: readonly CanvasItem[];
  /** The collage the design holds, if any (what collageArranged kept). */
  collage: CollagePlan | null;
  from: CaseBackGeometry;
  to: CaseBackGeometry;
  pictureSizes: ReadonlyMap<string, Size>;
}

export interface Refit {
  items: CanvasItem[];
  collage: CollagePlan | null;
}

/** A cell item still where the collage put it: a cell, upright, its box the cell's (within a unit). */
function sitsIn(item: CanvasItem, cell: Rect): boolean {
  const box = { ...item.TL_imageBounds, ...itemSize(item) };
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  return isCell(item) && item.rotation === 0 && near(box.x, cell.x) && near(box.y, cell.y) && near(box.width, cell.width) && near(box.height, cell.height);
}

/** The collage's items laid out on the new back, by itemID; those the shopper moved since are left out (they are free items now). */
function relaidCells(request: RefitRequest): Map<string, CanvasItem> {
  const { items, collage, from, to, pictureSizes } = request;
  const relaid = new Map<string, CanvasItem>();
  const layout = collage && findLayout(collage.layoutID);
  if (!collage || !layout) return relaid;
  const before = layoutCells(layout, from, collage);
  const after = layoutCells(layout, to, collage);
  collage.cellItemIDs.forEach((itemID, index) => {
    const item = items.find((candidate) => candidate.itemID === itemID);
    const [old, cell] = [before[index], after[index]];
    if (!item || !old || !cell || !sitsIn(item, old)) return;
    const outline = cellOutline(cell.cornerRadius);
    if (item.kind === 'frame') {
      relaid.set(itemID, { ...withoutShape(item), ...rectBounds(cell), ...outline });
      return;
    }
    const size = item.kind === 'picture' ? pictureSizes.get(item.imageID) : undefined;
    if (item.kind !== 'picture' || !size) return;
    const { bounds, crop } = fitPictureToCell(size, cell);
    relaid.set(itemID, { ...withoutShape(item), ...bounds, crop, ...outline });
  });
  return relaid;
}

function withoutShape<T extends { shape?: unknown }>(item: T): T {
  const copy = { ...item };
  delete copy.shape;
  return copy;
}

/**
 * A free item on the new back: its centre at the same place relative to the back's box, its size
 * scaled by the smaller of the two axes' ratios (ratio kept, so it fits where it fitted); moved to
 * the nearest spot clear of the camera (placement placeNear) when it would lie on it.
 */
export function refitFreeItem<T extends CanvasItem>(item: T, from: CaseBackGeometry, to: CaseBackGeometry): T {
  const [a, b] = [from.caseBack, to.caseBack];
  const scale = Math.min(b.width / a.width, b.height / a.height);
  const centre = itemCentre(item);
  const target = { x: b.x + ((centre.x - a.x) * b.width) / a.width, y: b.y + ((centre.y - a.y) * b.height) / a.height };
  const size = itemSize(item);
  const moved: T = { ...item, ...centredBounds(target, { width: size.width * scale, height: size.height * scale }) };
  const box = itemBoundingBox(moved);
  if (!rectsOverlap(box, insetRect(to.cameraCutout, -placementGap))) return moved;
  const spot = placeNear(to, box, target);
  const shrink = Math.min(1, spot.width / box.width);
  const fitted: T = shrink < 1 ? { ...moved, ...centredBounds(target, { width: size.width * scale * shrink, height: size.height * scale * shrink }) } : moved;
  const fittedBox = itemBoundingBox(fitted);
  return translateItem(fitted, spot.x - fittedBox.x, spot.y - fittedBox.y);
}

/**
 * The design on the new model: the collage's cells (those still where it put them) laid out again
 * by the same layout and options for the new back and camera, each picture cropped afresh to
 * cover its cell; every other item moved with the back (refitFreeItem). Layers, ids and kinds are
 * kept; the plan is kept as it was, so a later model change lays the collage out again too.
 */
export function refitDesign(request: RefitRequest): Refit {
  const relaid = relaidCells(request);
  const items = request.items.map((item) => relaid.get(item.itemID) ?? refitFreeItem(item, request.from, request.to));
  return { items, collage: request.collage };
}
