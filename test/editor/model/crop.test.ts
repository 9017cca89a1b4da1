import { describe, expect, it } from 'vitest';
import { fitPictureToCell } from '../../../src/editor/model/cellFit.ts';
import {
  clampCropPosition,
  coverCrop,
  cropScale,
  cropScaleLimits,
  minCropSide,
  pictureAtLocal,
  pictureRectInBox,
} from '../../../src/editor/model/crop.ts';
import { dragCrop, pinchCrop, zoomCrop, type CropGestureStart } from '../../../src/editor/model/cropGestures.ts';

const photo = { width: 4000, height: 3000 };
const square = { width: 300, height: 300 };

describe('coverCrop', () => {
  it('cuts a landscape photo evenly left and right for a square box', () => {
    expect(coverCrop(photo, square)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('cuts a portrait photo evenly top and bottom for a wide box', () => {
    expect(coverCrop({ width: 1000, height: 2000 }, { width: 200, height: 100 })).toEqual({ x: 0, y: 750, width: 1000, height: 500 });
  });

  it('keeps the whole picture for a box of its own ratio', () => {
    expect(coverCrop(photo, { width: 400, height: 300 })).toEqual({ x: 0, y: 0, width: 4000, height: 3000 });
  });
});

describe('fitting a picture to a layout cell', () => {
  it('fills the cell and crops the picture to the cell ratio about its middle', () => {
    expect(fitPictureToCell(photo, { x: 60, y: 220, width: 300, height: 600 })).toEqual({
      bounds: { TL_imageBounds: { x: 60, y: 220 }, BR_imageBounds: { x: 360, y: 820 } },
      crop: { x: 1250, y: 0, width: 1500, height: 3000 },
    });
  });
});

describe('crop limits', () => {
  it('zooms out at most to the cover fit and in until the shorter side is 32 px', () => {
    expect(cropScaleLimits(photo, square)).toEqual({ min: minCropSide / 300, max: 10 });
  });

  it('lets a picture smaller than the minimum show whole', () => {
    const limits = cropScaleLimits({ width: 20, height: 20 }, square);
    expect(limits.min).toBe(limits.max);
    expect(limits.max).toBe(20 / 300);
  });

  it('moves a crop back inside the picture without resizing it', () => {
    expect(clampCropPosition({ x: -10, y: 2900, width: 200, height: 200 }, photo)).toEqual({ x: 0, y: 2800, width: 200, height: 200 });
    const inside = { x: 10, y: 20, width: 200, height: 200 };
    expect(clampCropPosition(inside, photo)).toBe(inside);
  });
});

describe('crop mapping', () => {
  const crop = coverCrop(photo, square);

  it('shows 10 picture px per unit and maps the box middle to the picture middle', () => {
    expect(cropScale(crop, square)).toBe(10);
    expect(pictureAtLocal(crop, square, { x: 150, y: 150 })).toEqual({ x: 2000, y: 1500 });
  });

  it('places the whole picture around the box for the dimmed view', () => {
    expect(pictureRectInBox(crop, square, photo)).toEqual({ x: -50, y: 0, width: 400, height: 300 });
  });
});

describe('crop gestures', () => {
  const start: CropGestureStart = { picture: photo, box: square, crop: coverCrop(photo, square) };

  it('drags the picture with the finger: 10 units right shows 100 px further left', () => {
    expect(dragCrop(start, { x: 150, y: 150 }, { x: 160, y: 150 })).toEqual({ x: 400, y: 0, width: 3000, height: 3000 });
  });

  it('stops the drag at the picture edge on both axes', () => {
    expect(dragCrop(start, { x: 150, y: 150 }, { x: 300, y: 250 })).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
    expect(dragCrop(start, { x: 150, y: 150 }, { x: 0, y: 0 })).toEqual({ x: 1000, y: 0, width: 3000, height: 3000 });
  });

  it('zooms in twice about the fingers: the picture point under them stays', () => {
    const crop = pinchCrop(start, [{ x: 100, y: 150 }, { x: 200, y: 150 }], [{ x: 50, y: 150 }, { x: 250, y: 150 }]);
    expect(crop).toEqual({ x: 1250, y: 750, width: 1500, height: 1500 });
    expect(pictureAtLocal(crop, square, { x: 150, y: 150 })).toEqual({ x: 2000, y: 1500 });
  });

  it('follows the fingers’ midpoint while zooming', () => {
    const crop = pinchCrop(start, [{ x: 100, y: 150 }, { x: 200, y: 150 }], [{ x: 60, y: 160 }, { x: 260, y: 160 }]);
    expect(crop).toEqual({ x: 1200, y: 700, width: 1500, height: 1500 });
  });

  it('never zooms out past the cover fit', () => {
    const zoomedIn = { ...start, crop: { x: 1250, y: 750, width: 1500, height: 1500 } };
    const crop = pinchCrop(zoomedIn, [{ x: 50, y: 150 }, { x: 250, y: 150 }], [{ x: 140, y: 150 }, { x: 160, y: 150 }]);
    expect(crop).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('never zooms in past a 32 px crop', () => {
    const crop = pinchCrop(start, [{ x: 149, y: 150 }, { x: 151, y: 150 }], [{ x: 0, y: 150 }, { x: 300, y: 150 }]);
    expect(crop.width).toBeCloseTo(32, 9);
    expect(crop.height).toBeCloseTo(32, 9);
    expect(crop.x + crop.width / 2).toBeCloseTo(2000, 9);
  });

  it('zooms by a wheel factor about a point', () => {
    expect(zoomCrop(start, 2, { x: 0, y: 0 })).toEqual({ x: 500, y: 0, width: 1500, height: 1500 });
    expect(zoomCrop(start, 1, { x: 20, y: 30 })).toEqual(start.crop);
  });

  it('ignores a pinch whose fingers start together', () => {
    expect(pinchCrop(start, [{ x: 10, y: 10 }, { x: 10, y: 10 }], [{ x: 10, y: 10 }, { x: 10, y: 10 }])).toEqual(start.crop);
  });

  it('never shows outside the picture, whatever the fingers do', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const wide = { picture: { width: 900, height: 1600 }, box: { width: 400, height: 250 } };
    let crop = coverCrop(wide.picture, wide.box);
    const point = () => ({ x: random() * 1200 - 400, y: random() * 900 - 300 });
    for (let step = 0; step < 500; step += 1) {
      const gesture = { ...wide, crop };
      crop = random() < 0.5 ? dragCrop(gesture, point(), point()) : pinchCrop(gesture, [point(), point()], [point(), point()]);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(900 + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(1600 + 1e-9);
      expect(Math.min(crop.width, crop.height)).toBeGreaterThanOrEqual(minCropSide - 1e-9);
      expect(crop.width / crop.height).toBeCloseTo(400 / 250, 9);
    }
  });
});
