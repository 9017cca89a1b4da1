import { describe, expect, it } from 'vitest';
import { centreSquare, cropRegion, regionPartFor, regionSizeFor } from '../../../src/editor/model/cropRegion.ts';

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

describe('the size a region prints at', () => {
  it('is the box at the pixel ratio for a whole picture drawn smaller than it was decoded', () => {
    // An 800 × 600 decode printed in a 280 × 210 unit box at 2 px a unit.
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    expect(regionSizeFor(region, { width: 280, height: 210 }, 2)).toEqual({ width: 560, height: 420 });
  });

  it('keeps the picture\'s ratio, taking the axis that needs more pixels, rounded up', () => {
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    // Stretched into a box of another shape, the height needs 300 px: the width follows at 4:3.
    expect(regionSizeFor(region, { width: 100, height: 150 }, 2)).toEqual({ width: 400, height: 300 });
    expect(regionSizeFor(region, { width: 100.2, height: 75 }, 2)).toEqual({ width: 201, height: 151 });
  });

  it('scales the crop, not the region around it, to the box', () => {
    // The crop 101..501 × 50..350 of a 1600 × 1200 picture decoded at 400 × 300: its region is 404 × 304 picture px.
    const region = cropRegion({ width: 400, height: 300 }, { width: 1600, height: 1200 }, { x: 101, y: 50, width: 400, height: 300 });
    // 50 × 37.5 units at 2 px show the crop at a quarter of its picture px, as the decode has it: the region as it is.
    expect(regionSizeFor(region, { width: 50, height: 37.5 }, 2)).toEqual({ width: 101, height: 76 });
    // 40 × 30 units at 1 px show it at a tenth: the region's 404 × 304 picture px at 41 × 31.
    expect(regionSizeFor(region, { width: 40, height: 30 }, 1)).toEqual({ width: 41, height: 31 });
  });

  it('is never larger than the region: a picture printed larger than its decode keeps the decode\'s pixels', () => {
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    expect(regionSizeFor(region, { width: 500, height: 375 }, 2)).toEqual({ width: 800, height: 600 });
    expect(regionSizeFor(region, { width: 400, height: 300 }, 2)).toEqual({ width: 800, height: 600 });
  });

  it('is at least a pixel', () => {
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    expect(regionSizeFor(region, { width: 0.01, height: 0.0075 }, 2)).toEqual({ width: 1, height: 1 });
  });
});

describe('the pixels of a copy that a part of its box shows', () => {
  it('maps the part of the box through the crop to the copy, widened by four px for the drawing\'s sampling', () => {
    // An 800 × 600 picture copied whole at 560 × 420 for a 280 × 210 unit box at 2 px a unit.
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    const size = { width: 560, height: 420 };
    expect(regionPartFor(region, size, { width: 280, height: 210 }, 2, { x: 100, y: 50, width: 80, height: 60 })).toEqual({
      x: 196,
      y: 96,
      width: 168,
      height: 128,
    });
    // The whole box is the whole copy, never more.
    expect(regionPartFor(region, size, { width: 280, height: 210 }, 2, { x: 0, y: 0, width: 280, height: 210 })).toEqual({ x: 0, y: 0, ...size });
  });

  it('follows the crop inside its region', () => {
    // The crop 101..501 × 50..350 of a 1600 × 1200 picture decoded at 400 × 300, the region copied as it is (101 × 76).
    const region = cropRegion({ width: 400, height: 300 }, { width: 1600, height: 1200 }, { x: 101, y: 50, width: 400, height: 300 });
    const size = { width: 101, height: 76 };
    // The box's right half is the crop's right half: from x 1 + 200 picture px, a quarter of that in the copy.
    const part = regionPartFor(region, size, { width: 50, height: 37.5 }, 2, { x: 25, y: 0, width: 25, height: 37.5 });
    expect(part).toEqual({ x: Math.floor((1 + 200) / 4 - 4), y: 0, width: 101 - Math.floor((1 + 200) / 4 - 4), height: 76 });
  });

  it('widens the margin where a copy pixel spans less than a print pixel', () => {
    // Copied at twice the print's px (a box drawn at 1 px a unit from a 560 px copy of 280 units): eight copy px.
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    const part = regionPartFor(region, { width: 560, height: 420 }, { width: 280, height: 210 }, 1, { x: 100, y: 50, width: 80, height: 60 });
    expect(part.x).toBe(200 - 8);
  });

  it('is at least a pixel inside the copy', () => {
    const region = cropRegion({ width: 800, height: 600 }, { width: 800, height: 600 }, undefined);
    expect(regionPartFor(region, { width: 560, height: 420 }, { width: 280, height: 210 }, 2, { x: 290, y: 0, width: 0, height: 0 })).toEqual({
      x: 559,
      y: 0,
      width: 1,
      height: 4,
    });
  });
});
