import { describe, expect, it } from 'vitest';
import type { CaseBackGeometry } from '../../../src/editor/model/caseBackArea.ts';
import { arrangeCollage, bestLayoutFor, collagePictureCount, isCollageWorthOffering, type CollageRequest } from '../../../src/editor/model/collageArrangement.ts';
import { findLayout } from '../../../src/editor/model/collageLayouts.ts';
import { itemSize } from '../../../src/editor/model/geometry.ts';
import { layoutCells } from '../../../src/editor/model/layoutCells.ts';
import type { FrameItem, PictureItem } from '../../../src/editor/model/types.ts';
import { makeItem, makeText } from './makeItem.ts';

const geometry: CaseBackGeometry = {
  caseBack: { x: 40, y: 40, width: 720, height: 1520, cornerRadius: 100 },
  cameraCutout: { x: 100, y: 100, width: 200, height: 100, cornerRadius: 20 },
};
const largeAndTwo = findLayout('large-and-two');
if (!largeAndTwo) throw new Error('no layout large-and-two');
const sizes = new Map([
  ['image-0', { width: 800, height: 600 }],
  ['image-1', { width: 600, height: 800 }],
  ['image-2', { width: 1000, height: 1000 }],
  ['tray-a', { width: 400, height: 300 }],
  ['tray-b', { width: 300, height: 400 }],
  ['tray-c', { width: 500, height: 500 }],
]);
const request = (overrides: Partial<CollageRequest>): CollageRequest => ({
  items: [],
  trayImageIDs: ['tray-a', 'tray-b', 'tray-c'],
  pictureSizes: sizes,
  geometry,
  layout: largeAndTwo,
  options: { spacing: 20, corners: 0 },
  newItemID: (index) => `new-${index}`,
  ...overrides,
});
const box = (item: PictureItem) => ({ x: item.TL_imageBounds.x, y: item.TL_imageBounds.y, ...itemSize(item) });

describe('arrangeCollage', () => {
  it('fills the cells with the canvas pictures back to front, each upright and cropped to cover its cell', () => {
    const turned = makeItem(1, [300, 300], [500, 600], 30);
    const items = [makeItem(2, [0, 0], [100, 100]), turned, makeItem(0, [50, 50], [150, 150]), makeText({ itemIndex: 3 })];
    const arranged = arrangeCollage(request({ items }));
    const cells = layoutCells(largeAndTwo, geometry, { spacing: 20, corners: 0 });
    const byID = new Map(arranged.map((item) => [item.itemID, item]));
    ['item-0', 'item-1', 'item-2'].forEach((itemID, index) => {
      const picture = byID.get(itemID) as PictureItem;
      const { x = 0, y = 0, width = 0, height = 0 } = cells[index] ?? {};
      const cell = { x, y, width, height };
      expect(box(picture)).toEqual(cell);
      expect(picture.rotation).toBe(0);
      expect(picture.shape).toBeUndefined();
      // The crop has the cell's aspect ratio and lies inside the picture: no distortion, nothing outside.
      const crop = picture.crop ?? { x: -1, y: -1, width: 0, height: 0 };
      const size = sizes.get(picture.imageID) ?? { width: 0, height: 0 };
      expect(crop.width / crop.height).toBeCloseTo(cell.width / cell.height, 9);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(size.width + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(size.height + 1e-9);
    });
    // The text is left as it was, and nothing is added.
    expect(arranged).toHaveLength(4);
    expect(byID.get('words')).toEqual(items[3]);
  });

  it('takes the tray’s first pictures as new stickers when the canvas has no picture, under the words already there', () => {
    const text = makeText({ itemIndex: 0 });
    const arranged = arrangeCollage(request({ items: [text], trayImageIDs: ['tray-a', 'tray-b', 'tray-c', 'image-0'] }));
    expect(arranged.map((item) => item.itemID)).toEqual(['new-0', 'new-1', 'new-2', 'words']);
    expect(arranged.slice(0, 3).map((item) => (item as PictureItem).imageID)).toEqual(['tray-a', 'tray-b', 'tray-c']);
  });

  it('keeps words above the pictures it lays out, whenever they were added', () => {
    const text = makeText({ itemIndex: 0 });
    const arranged = arrangeCollage(request({ items: [text, makeItem(1, [0, 0], [100, 100]), makeItem(2, [0, 0], [100, 100])] }));
    expect(arranged.map((item) => item.kind)).toEqual(['picture', 'picture', 'frame', 'text']);
  });

  it('gives every cell the rounded corners of the Corners slider, and takes a shape away at square corners', () => {
    const circle = { ...makeItem(0, [0, 0], [100, 100]), shape: { kind: 'circle' as const } };
    const [rounded] = arrangeCollage(request({ items: [circle], options: { spacing: 20, corners: 40 } })) as [PictureItem];
    expect(rounded.shape).toEqual({ kind: 'roundedRectangle', cornerRadius: 40 });
    const [square] = arrangeCollage(request({ items: [circle] })) as [PictureItem];
    expect(square).not.toHaveProperty('shape');
  });

  it('fills only as many cells as there are pictures of known size; the rest stay empty frames', () => {
    const arranged = arrangeCollage(request({ trayImageIDs: ['tray-a', 'unknown'] }));
    expect(arranged.map((item) => (item.kind === 'picture' ? item.imageID : item.kind))).toEqual(['tray-a', 'frame', 'frame']);
  });

  it('counts the canvas’s pictures, or the tray’s when the canvas has none', () => {
    expect(collagePictureCount([makeItem(0, [0, 0], [1, 1]), makeText()], ['a', 'b', 'c'])).toBe(1);
    expect(collagePictureCount([makeText()], ['a', 'b', 'c'])).toBe(3);
  });
});

describe('empty frames', () => {
  const gridOf4 = findLayout('grid-4');
  if (!gridOf4) throw new Error('no layout grid-4');

  it('keeps the cells beyond the pictures as empty frames on top, in the layout’s order', () => {
    const arranged = arrangeCollage(request({ trayImageIDs: ['tray-a', 'tray-b'], layout: gridOf4, options: { spacing: 20, corners: 40 } }));
    const cells = layoutCells(gridOf4, geometry, { spacing: 20, corners: 40 });
    expect(arranged.map((item) => item.kind)).toEqual(['picture', 'picture', 'frame', 'frame']);
    const frames = arranged.filter((item): item is FrameItem => item.kind === 'frame');
    frames.forEach((frame, index) => {
      const { x = 0, y = 0, width = 0, height = 0 } = cells[index + 2] ?? {};
      expect({ x: frame.TL_imageBounds.x, y: frame.TL_imageBounds.y, ...itemSize(frame) }).toEqual({ x, y, width, height });
      expect(frame.shape).toEqual({ kind: 'roundedRectangle', cornerRadius: 40 });
      expect(frame.itemID).toBe(`new-${index + 2}`);
    });
  });

  it('lays a layout of frames only when there is no picture at all', () => {
    const arranged = arrangeCollage(request({ trayImageIDs: [], layout: gridOf4 }));
    expect(arranged.map((item) => item.kind)).toEqual(['frame', 'frame', 'frame', 'frame']);
  });

  it('drops an earlier collage’s frames when another layout is chosen', () => {
    const first = arrangeCollage(request({ trayImageIDs: ['tray-a'], layout: gridOf4 }));
    const second = arrangeCollage(request({ items: first, trayImageIDs: ['tray-a'], layout: largeAndTwo, newItemID: (index) => `again-${index}` }));
    expect(second.filter((item) => item.kind === 'frame').map((item) => item.itemID)).toEqual(['again-1', 'again-2']);
    expect(second).toHaveLength(3);
  });
});

describe('Make a collage', () => {
  const landscape = { width: 4032, height: 3024 };
  const portrait = { width: 3024, height: 4032 };

  it('is offered for two or more pictures while the case holds no collage', () => {
    expect(isCollageWorthOffering([], ['a', 'b'])).toBe(true);
    expect(isCollageWorthOffering([], ['a'])).toBe(false);
    expect(isCollageWorthOffering([makeItem(0, [0, 0], [10, 10]), makeItem(1, [20, 20], [30, 30])], [])).toBe(true);
    const cropped = { ...makeItem(1, [20, 20], [30, 30]), crop: { x: 0, y: 0, width: 10, height: 10 } };
    expect(isCollageWorthOffering([makeItem(0, [0, 0], [10, 10]), cropped], ['a', 'b'])).toBe(false);
  });

  it('chooses, of the layouts for the number of pictures, the one that crops them least', () => {
    const choose = (shapes: { width: number; height: number }[]) =>
      bestLayoutFor({
        items: [],
        trayImageIDs: shapes.map((_, index) => `p${index}`),
        pictureSizes: new Map(shapes.map((size, index) => [`p${index}`, size])),
        geometry,
        options: { spacing: 20, corners: 0 },
      })?.id;
    // On this tall back two stacked cells are nearly square, two side by side four times as tall as wide.
    expect(choose([landscape, landscape])).toBe('two-stacked');
    expect(choose([portrait, portrait])).toBe('two-stacked');
    expect(choose([{ width: 1000, height: 4000 }, { width: 1000, height: 4000 }])).toBe('side-by-side');
    expect(choose([])).toBeUndefined();
    // Ten pictures: the nine-cell layouts.
    expect(['grid-9', 'mosaic-9']).toContain(choose(Array.from({ length: 10 }, () => landscape)));
  });
});
