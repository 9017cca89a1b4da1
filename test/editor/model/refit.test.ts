import { describe, expect, it } from 'vitest';
import { findModel, phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { areaBesideCamera, type CaseBackGeometry } from '../../../src/editor/model/caseBackArea.ts';
import { arrangeCollageCells, bestLayoutFor } from '../../../src/editor/model/collageArrangement.ts';
import { findLayout } from '../../../src/editor/model/collageLayouts.ts';
import { itemBoundingBox, itemCentre, itemSize, translateItem } from '../../../src/editor/model/geometry.ts';
import { layoutCells } from '../../../src/editor/model/layoutCells.ts';
import { refitDesign, refitFreeItem } from '../../../src/editor/model/refit.ts';
import { rectsOverlap } from '../../../src/editor/model/rects.ts';
import type { CanvasItem, PictureItem, Rect } from '../../../src/editor/model/types.ts';
import { makeItem, makeText } from './makeItem.ts';

/** Four 12 MP phone photos, landscape, portrait and square, as a shopper's tray holds them. */
const sizes = new Map([
  ['image-0', { width: 4032, height: 3024 }],
  ['image-1', { width: 3024, height: 4032 }],
  ['image-2', { width: 4032, height: 3024 }],
  ['image-3', { width: 3024, height: 3024 }],
]);
const geometryOf = (key: string): CaseBackGeometry => {
  const model = findModel(key);
  if (!model) throw new Error(`no model ${key}`);
  return templateGeometry(model);
};

/** "Make a collage" of the four photos on `geometry`, with a text added on top, as the editor makes it. */
function collageOn(geometry: CaseBackGeometry, options = { spacing: 20, corners: 0 }) {
  const items: CanvasItem[] = [0, 1, 2, 3].map((index) => makeItem(index, [100 + index * 10, 400], [300 + index * 10, 600]));
  const layout = bestLayoutFor({ items, trayImageIDs: [], pictureSizes: sizes, geometry, options });
  if (!layout) throw new Error('no layout');
  const { items: arranged, plan } = arrangeCollageCells({ items, trayImageIDs: [], pictureSizes: sizes, geometry, layout, options, newItemID: (index) => `new-${index}` });
  return { items: [...arranged, makeText({ itemIndex: arranged.length, rotation: 0 })], plan };
}

const area = (rect: Rect) => rect.width * rect.height;
const boxOf = (item: CanvasItem): Rect => ({ ...item.TL_imageBounds, ...itemSize(item) });

/**
 * The share of the back's free area (the largest part clear of the camera, where every layout
 * lies) that the collage covers: its cells' extent, from the first cell's edge to the last's
 * (the gaps between cells are the collage's own spacing).
 */
function coverage(cells: readonly Rect[], geometry: CaseBackGeometry): number {
  const free = areaBesideCamera(geometry);
  const left = Math.max(free.x, Math.min(...cells.map((cell) => cell.x)));
  const top = Math.max(free.y, Math.min(...cells.map((cell) => cell.y)));
  const right = Math.min(free.x + free.width, Math.max(...cells.map((cell) => cell.x + cell.width)));
  const bottom = Math.min(free.y + free.height, Math.max(...cells.map((cell) => cell.y + cell.height)));
  return ((right - left) * (bottom - top)) / area(free);
}

describe('refitDesign', () => {
  it('lays a collage made on any model out again on every other: ≥ 90% of the new free back, nothing on the camera', () => {
    let worst = 1;
    for (const from of phoneModels) {
      const source = geometryOf(from.key);
      const { items, plan } = collageOn(source);
      for (const to of phoneModels) {
        if (to.key === from.key) continue;
        const target = geometryOf(to.key);
        const refit = refitDesign({ items, collage: plan, from: source, to: target, pictureSizes: sizes });
        const cells = refit.items.filter((item) => plan.cellItemIDs.includes(item.itemID));
        expect(cells, `${from.key} → ${to.key}`).toHaveLength(plan.cellItemIDs.length);
        for (const cell of cells) expect(rectsOverlap(boxOf(cell), target.cameraCutout), `${from.key} → ${to.key}`).toBe(false);
        // The cells are the layout's own on the new back, each picture cropped to its cell's shape.
        const layout = findLayout(plan.layoutID);
        if (!layout) throw new Error('no layout');
        expect(cells.map(boxOf)).toEqual(layoutCells(layout, target, plan).map(({ x, y, width, height }) => ({ x, y, width, height })));
        for (const cell of cells as PictureItem[]) {
          const { width, height } = boxOf(cell);
          expect((cell.crop?.width ?? 0) / (cell.crop?.height ?? 1)).toBeCloseTo(width / height, 6);
        }
        const covered = coverage(cells.map(boxOf), target);
        worst = Math.min(worst, covered);
        expect(covered, `${from.key} → ${to.key}`).toBeGreaterThanOrEqual(0.9);
      }
    }
    expect(worst).toBeGreaterThan(0.9);
  });

  it('moves free items with the back and never onto the new camera, on every pair of models', () => {
    for (const from of phoneModels) {
      const source = geometryOf(from.key);
      const back = source.caseBack;
      // A text across the middle, and a picture in the top-right corner (beside an iPhone's camera, on a Pixel's bar).
      const text = makeText({ TL_imageBounds: { x: back.x + 100, y: back.y + 700 }, BR_imageBounds: { x: back.x + 500, y: back.y + 800 }, rotation: 10 });
      const corner = makeItem(0, [back.x + back.width - 260, back.y + 40], [back.x + back.width - 40, back.y + 200]);
      for (const to of phoneModels) {
        const target = geometryOf(to.key);
        const { items } = refitDesign({ items: [text, corner], collage: null, from: source, to: target, pictureSizes: sizes });
        for (const item of items) {
          expect(rectsOverlap(itemBoundingBox(item), target.cameraCutout), `${from.key} → ${to.key} ${item.itemID}`).toBe(false);
        }
        // The text lies clear of every camera: its centre keeps its place relative to the back, to the unit.
        const moved = items[0];
        if (!moved) throw new Error('no text');
        const before = itemCentre(text);
        const after = itemCentre(moved);
        expect((after.x - target.caseBack.x) / target.caseBack.width).toBeCloseTo((before.x - back.x) / back.width, 3);
        expect((after.y - target.caseBack.y) / target.caseBack.height).toBeCloseTo((before.y - back.y) / back.height, 3);
        expect(moved.rotation).toBe(10);
      }
    }
  });

  it('leaves a cell the shopper moved since as a free item, and keeps layers, ids and the plan', () => {
    const source = geometryOf('15_pro');
    const target = geometryOf('s24_plus');
    const { items, plan } = collageOn(source);
    const movedID = plan.cellItemIDs[0] ?? '';
    const shifted = items.map((item) => (item.itemID === movedID ? translateItem(item, 30, 30) : item));
    const refit = refitDesign({ items: shifted, collage: plan, from: source, to: target, pictureSizes: sizes });
    expect(refit.collage).toEqual(plan);
    expect(refit.items.map((item) => [item.itemID, item.itemIndex])).toEqual(shifted.map((item) => [item.itemID, item.itemIndex]));
    const moved = refit.items.find((item) => item.itemID === movedID);
    const original = shifted.find((item) => item.itemID === movedID);
    if (!moved || !original) throw new Error('missing');
    expect(moved).toEqual(refitFreeItem(original, source, target));
  });

  it('keeps a design on the same back exactly where it was', () => {
    const geometry = geometryOf('16');
    const { items, plan } = collageOn(geometry);
    expect(refitDesign({ items, collage: plan, from: geometry, to: geometry, pictureSizes: sizes }).items).toEqual(items);
  });
});
