import { describe, expect, it } from 'vitest';
import { coverCrop } from '../../../src/editor/model/crop.ts';
import { cropCornerAt, dragCropCorner, minCropBoxSide } from '../../../src/editor/model/cropHandles.ts';
import { fromItemLocal } from '../../../src/editor/model/itemLocal.ts';
import { makeItem } from './makeItem.ts';

const photo = { width: 4000, height: 3000 };
const item = makeItem(0, [0, 0], [600, 600]);
/** 5 picture px per unit; the picture spans x −100…700 and y 0…600 of the box's frame. */
const start = { item, crop: coverCrop(photo, { width: 600, height: 600 }), picture: photo };

describe('the crop box’s corner handles', () => {
  it('finds the handle under a finger, in the box’s own frame, turned or not', () => {
    expect(cropCornerAt(item, { x: 590, y: 5 }, 30)).toBe('top-right');
    expect(cropCornerAt(item, { x: 300, y: 300 }, 30)).toBeNull();
    const turned = makeItem(0, [0, 0], [600, 600], 90);
    expect(cropCornerAt(turned, fromItemLocal(turned, { x: 3, y: 598 }), 30)).toBe('bottom-left');
  });

  it('keeps the opposite corner and shows less of the picture as the box shrinks', () => {
    expect(dragCropCorner(start, 'bottom-right', { x: 500, y: 400 })).toEqual({
      bounds: { TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 500, y: 400 } },
      crop: { x: 500, y: 0, width: 2500, height: 2000 },
    });
    expect(dragCropCorner(start, 'top-left', { x: 100, y: 200 })).toEqual({
      bounds: { TL_imageBounds: { x: 100, y: 200 }, BR_imageBounds: { x: 600, y: 600 } },
      crop: { x: 1000, y: 1000, width: 2500, height: 2000 },
    });
  });

  it('never grows the box past the picture’s edges', () => {
    expect(dragCropCorner(start, 'bottom-right', { x: 900, y: 900 })).toEqual({
      bounds: { TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 700, y: 600 } },
      crop: { x: 500, y: 0, width: 3500, height: 3000 },
    });
    expect(dragCropCorner(start, 'top-left', { x: -400, y: -400 })?.crop).toEqual({ x: 0, y: 0, width: 3500, height: 3000 });
  });

  it('keeps each side at least 1 cm, however far the finger goes past the other side', () => {
    const tall = { item: makeItem(0, [0, 0], [1000, 1000]), crop: { x: 0, y: 1500, width: 1000, height: 1000 }, picture: { width: 1000, height: 4000 } };
    expect(dragCropCorner(tall, 'bottom-right', { x: -300, y: 1000 })).toEqual({
      bounds: { TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: minCropBoxSide, y: 1000 } },
      crop: { x: 0, y: 1500, width: 100, height: 1000 },
    });
  });

  it('refuses a box under SPEC §5’s smallest area (the caller keeps the last one)', () => {
    expect(dragCropCorner(start, 'top-left', { x: 700, y: 700 })).toBeNull();
    expect(dragCropCorner(start, 'bottom-right', { x: 200, y: 200 })).toBeNull();
  });

  it('never forces a box already under the minimum side to grow', () => {
    const thin = { item: makeItem(0, [0, 0], [80, 1000]), crop: { x: 0, y: 0, width: 80, height: 1000 }, picture: { width: 80, height: 1000 } };
    expect(dragCropCorner(thin, 'top-left', { x: 0, y: 0 })?.bounds).toEqual({ TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 80, y: 1000 } });
  });

  it('turned a quarter, the opposite corner stays where it lies on the template', () => {
    const turned = { ...start, item: makeItem(0, [0, 0], [600, 600], 90) };
    const resized = dragCropCorner(turned, 'bottom-right', { x: 500, y: 400 });
    if (!resized) throw new Error('refused');
    expect(resized.crop).toEqual({ x: 500, y: 0, width: 2500, height: 2000 });
    const before = fromItemLocal(turned.item, { x: 0, y: 0 });
    const after = fromItemLocal({ ...turned.item, ...resized.bounds }, { x: 0, y: 0 });
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });
});
