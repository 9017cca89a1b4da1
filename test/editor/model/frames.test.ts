import { describe, expect, it } from 'vitest';
import { cellAt, fillCell, isCell, type Cell } from '../../../src/editor/model/frames.ts';
import { itemSize } from '../../../src/editor/model/geometry.ts';
import type { FrameItem, PictureItem } from '../../../src/editor/model/types.ts';
import { makeItem, makeText } from './makeItem.ts';

const frame: FrameItem = {
  kind: 'frame',
  itemID: 'cell-1',
  itemIndex: 2,
  TL_imageBounds: { x: 100, y: 500 },
  BR_imageBounds: { x: 400, y: 700 },
  rotation: 0,
  shape: { kind: 'roundedRectangle', cornerRadius: 30 },
};
const collagePicture: Cell & PictureItem = { ...makeItem(1, [400, 500], [700, 700]), crop: { x: 0, y: 100, width: 1200, height: 800 } };

describe('collage cells', () => {
  it('are empty frames and the pictures a collage cropped, never plain pictures or texts', () => {
    expect(isCell(frame)).toBe(true);
    expect(isCell(collagePicture)).toBe(true);
    expect(isCell(makeItem(0, [0, 0], [100, 100]))).toBe(false);
    expect(isCell(makeText())).toBe(false);
  });

  it('takes the topmost item under a point only when it is a cell that is not locked', () => {
    const over = makeItem(5, [150, 550], [250, 650]);
    expect(cellAt([frame, collagePicture], { x: 200, y: 600 })).toBe(frame);
    expect(cellAt([frame, collagePicture, over], { x: 200, y: 600 })).toBeNull();
    expect(cellAt([frame, collagePicture], { x: 500, y: 600 })).toBe(collagePicture);
    expect(cellAt([{ ...frame, locked: true }], { x: 200, y: 600 })).toBeNull();
    expect(cellAt([frame], { x: 50, y: 50 })).toBeNull();
  });

  it('fills a frame with a picture that keeps its id, layer, place and outline, cropped to cover it', () => {
    const filled = fillCell({ ...frame, flipX: true, opacity: 0.6 }, 'photo', { width: 4032, height: 3024 });
    expect(filled).toMatchObject({
      kind: 'picture',
      itemID: 'cell-1',
      imageID: 'photo',
      itemIndex: 2,
      TL_imageBounds: frame.TL_imageBounds,
      BR_imageBounds: frame.BR_imageBounds,
      flipX: true,
      opacity: 0.6,
      shape: frame.shape,
    });
    const { crop } = filled;
    if (!crop) throw new Error('no crop');
    // 300x200 units takes the picture's whole width and a 3:2 band of its height, centred.
    expect(crop).toEqual({ x: 0, y: (3024 - 2688) / 2, width: 4032, height: 2688 });
    expect(crop.width / crop.height).toBeCloseTo(itemSize(frame).width / itemSize(frame).height, 9);
    expect(filled).not.toHaveProperty('look');
    // A design template's frame gives its picture the template's look.
    expect(fillCell({ ...frame, look: 'sepia' }, 'photo', { width: 4032, height: 3024 }).look).toBe('sepia');
  });

  it('replaces a collage cell’s picture, its crop made afresh for the new picture', () => {
    const replaced = fillCell(collagePicture, 'portrait', { width: 3024, height: 4032 });
    expect(replaced.imageID).toBe('portrait');
    expect(replaced.crop).toEqual({ x: 0, y: (4032 - 2016) / 2, width: 3024, height: 2016 });
    expect(replaced.itemID).toBe(collagePicture.itemID);
  });
});
