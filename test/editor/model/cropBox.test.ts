import { describe, expect, it } from 'vitest';
import { coverCrop, cropScale, type CropRect } from '../../../src/editor/model/crop.ts';
import { resizeCropBox } from '../../../src/editor/model/cropBox.ts';
import { itemSize } from '../../../src/editor/model/geometry.ts';
import { fromItemLocal, type OrientedBounds } from '../../../src/editor/model/itemLocal.ts';
import type { Point } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

const photo = { width: 4000, height: 3000 };
const item = makeItem(0, [0, 0], [300, 300]);
const crop = coverCrop(photo, { width: 300, height: 300 });

/** Where a picture pixel lies on the template for an item showing `shown` (units). */
function templateOf(placed: OrientedBounds, shown: CropRect, pixel: Point): Point {
  const scale = cropScale(shown, itemSize(placed));
  return fromItemLocal(placed, { x: (pixel.x - shown.x) / scale, y: (pixel.y - shown.y) / scale });
}

describe('resizing the crop box', () => {
  it('shows less of the picture when the bottom edge is dragged up', () => {
    const next = makeItem(0, [0, 0], [300, 150]);
    expect(resizeCropBox(item, crop, photo, next)).toEqual({
      bounds: { TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 300, y: 150 } },
      crop: { x: 500, y: 0, width: 3000, height: 1500 },
    });
  });

  it('stops at the picture’s edge: the box cannot grow past the picture', () => {
    const next = makeItem(0, [0, 0], [400, 300]);
    expect(resizeCropBox(item, crop, photo, next)).toEqual({
      bounds: { TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 350, y: 300 } },
      crop: { x: 500, y: 0, width: 3500, height: 3000 },
    });
  });

  it('refuses a crop under 32 px', () => {
    expect(resizeCropBox(item, crop, photo, makeItem(0, [0, 0], [3, 300]))).toBeNull();
  });

  it('cuts a turned, flipped box at the picture’s edge and leaves the picture where it lies', () => {
    const turned = { ...makeItem(0, [100, 100], [400, 400], 30), flipX: true };
    const next = { ...turned, TL_imageBounds: { x: 120, y: 60 }, BR_imageBounds: { x: 380, y: 400 } };
    const resized = resizeCropBox(turned, crop, photo, next);
    if (!resized) throw new Error('refused');
    expect(resized.crop.y).toBe(0);
    expect(resized.crop.y + resized.crop.height).toBe(3000);
    expect(resized.crop.x).toBeGreaterThanOrEqual(0);
    expect(resized.crop.x + resized.crop.width).toBeLessThanOrEqual(4000);
    const before = templateOf(turned, crop, { x: 1800, y: 700 });
    const after = templateOf({ ...turned, ...resized.bounds }, resized.crop, { x: 1800, y: 700 });
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('leaves the picture where it lies on the template when a turned, flipped box is resized', () => {
    const turned = { ...makeItem(0, [100, 100], [400, 400], 30), flipX: true };
    const next = { ...turned, TL_imageBounds: { x: 110, y: 115 }, BR_imageBounds: { x: 370, y: 375 } };
    const resized = resizeCropBox(turned, crop, photo, next);
    if (!resized) throw new Error('refused');
    expect(resized.crop.width).toBeCloseTo(2600, 9);
    expect(resized.crop.height).toBeCloseTo(2600, 9);
    for (const pixel of [{ x: 2000, y: 1500 }, { x: 1000, y: 400 }]) {
      const before = templateOf(turned, crop, pixel);
      const after = templateOf({ ...turned, ...resized.bounds }, resized.crop, pixel);
      expect(after.x).toBeCloseTo(before.x, 9);
      expect(after.y).toBeCloseTo(before.y, 9);
    }
  });
});
