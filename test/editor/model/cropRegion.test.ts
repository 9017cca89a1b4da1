import { describe, expect, it } from 'vitest';
import { centreSquare, cropRegion } from '../../../src/editor/model/cropRegion.ts';

describe('the part of a decode a crop shows', () => {
  it('is the whole decode without a crop', () => {
    expect(cropRegion({ width: 400, height: 300 }, { width: 1600, height: 1200 }, undefined)).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
      picture: { width: 1600, height: 1200 },
    });
  });

  it('covers the crop in whole pixels of the decode, with the crop measured from its corner at the same scale', () => {
    // A decode at a quarter of the picture's size: the crop 101..501 × 50..350 is 25.25..125.25 × 12.5..87.5 there.
    const region = cropRegion({ width: 400, height: 300 }, { width: 1600, height: 1200 }, { x: 101, y: 50, width: 400, height: 300 });
    expect(region).toEqual({
      x: 25,
      y: 12,
      width: 101,
      height: 76,
      picture: { width: 404, height: 304 },
      crop: { x: 1, y: 2, width: 400, height: 300 },
    });
    // Drawn from the region, the crop's source rectangle is the one drawn from the whole decode, moved by the region's corner.
    const scale = region.width / region.picture.width;
    expect(scale).toBe(0.25);
    expect((region.crop?.x ?? 0) * scale + region.x).toBe(101 * 0.25);
  });

  it('stays inside the decode at its edges', () => {
    const region = cropRegion({ width: 333, height: 250 }, { width: 1000, height: 750 }, { x: 800, y: 600, width: 200, height: 150 });
    expect(region.x + region.width).toBeLessThanOrEqual(333);
    expect(region.y + region.height).toBeLessThanOrEqual(250);
  });
});

describe('the middle square of a picture', () => {
  it('is the largest square in the middle of the crop, else of the picture', () => {
    expect(centreSquare({ width: 1200, height: 900 }, undefined)).toEqual({ x: 150, y: 0, width: 900, height: 900 });
    expect(centreSquare({ width: 1200, height: 900 }, { x: 100, y: 100, width: 200, height: 500 })).toEqual({ x: 100, y: 250, width: 200, height: 200 });
  });
});
