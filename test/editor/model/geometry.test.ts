import { describe, expect, it } from 'vitest';
import {
  centredBounds,
  containsPoint,
  distance,
  fitInside,
  fitTurnedInside,
  fromItemFrame,
  itemBoundingBox,
  itemCentre,
  itemCorners,
  itemSize,
  itemsOverlap,
  keepCentreInside,
  midpoint,
  rotatePoint,
  toItemFrame,
  translateItem,
  turnedExtent,
} from '../../../src/editor/model/geometry.ts';
import { makeItem } from './makeItem.ts';

const cos30 = Math.sqrt(3) / 2;

describe('item size and centre', () => {
  it('reads width, height and centre from TL/BR', () => {
    const item = makeItem(0, [100, 200], [400, 400]);
    expect(itemSize(item)).toEqual({ width: 300, height: 200 });
    expect(itemCentre(item)).toEqual({ x: 250, y: 300 });
  });
});

describe('rotatePoint', () => {
  it('turns clockwise on a y-down screen', () => {
    expect(rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90)).toEqual({ x: 0, y: 10 });
    expect(rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, -90)).toEqual({ x: 0, y: -10 });
    expect(rotatePoint({ x: 15, y: 5 }, { x: 5, y: 5 }, 180)).toEqual({ x: -5, y: 5 });
    expect(rotatePoint({ x: 15, y: 5 }, { x: 5, y: 5 }, 450)).toEqual({ x: 5, y: 15 });
  });

  it('turns by 30 degrees', () => {
    const turned = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 30);
    expect(turned.x).toBeCloseTo(10 * cos30, 10);
    expect(turned.y).toBeCloseTo(5, 10);
  });
});

describe('itemCorners', () => {
  it('returns the bounds unchanged at 0 degrees', () => {
    expect(itemCorners(makeItem(0, [100, 200], [400, 400]))).toEqual([
      { x: 100, y: 200 },
      { x: 400, y: 200 },
      { x: 400, y: 400 },
      { x: 100, y: 400 },
    ]);
  });

  it('turns the image top-left to the top-right at 90 degrees', () => {
    expect(itemCorners(makeItem(0, [100, 200], [400, 400], 90))).toEqual([
      { x: 350, y: 150 },
      { x: 350, y: 450 },
      { x: 150, y: 450 },
      { x: 150, y: 150 },
    ]);
  });

  it('places the top-left corner at 30 degrees', () => {
    const [tl] = itemCorners(makeItem(0, [100, 200], [400, 400], 30));
    expect(tl.x).toBeCloseTo(250 - 150 * cos30 + 50, 10);
    expect(tl.y).toBeCloseTo(300 - 75 - 100 * cos30, 10);
  });
});

describe('item frame', () => {
  it('round-trips a point through the rotated frame', () => {
    const item = makeItem(0, [100, 200], [400, 400], 30);
    const local = toItemFrame(item, { x: 420, y: 300 });
    expect(local.x).toBeCloseTo(250 + 170 * cos30, 10);
    expect(local.y).toBeCloseTo(300 - 85, 10);
    const back = fromItemFrame(item, local);
    expect(back.x).toBeCloseTo(420, 10);
    expect(back.y).toBeCloseTo(300, 10);
  });
});

describe('containsPoint', () => {
  const flat = makeItem(0, [100, 200], [400, 400]);
  const turned30 = makeItem(0, [100, 200], [400, 400], 30);
  const turned90 = makeItem(0, [100, 200], [400, 400], 90);

  it('includes the edges of an unrotated item', () => {
    expect(containsPoint(flat, { x: 100, y: 200 })).toBe(true);
    expect(containsPoint(flat, { x: 400, y: 400 })).toBe(true);
    expect(containsPoint(flat, { x: 400.01, y: 300 })).toBe(false);
    expect(containsPoint(flat, { x: 250, y: 199.99 })).toBe(false);
  });

  it('tests in the rotated frame at 30 degrees', () => {
    expect(containsPoint(turned30, { x: 420, y: 300 })).toBe(true);
    expect(containsPoint(flat, { x: 420, y: 300 })).toBe(false);
    expect(containsPoint(turned30, { x: 105, y: 205 })).toBe(false);
    expect(containsPoint(flat, { x: 105, y: 205 })).toBe(true);
  });

  it('swaps the extents at 90 degrees', () => {
    expect(containsPoint(turned90, { x: 250, y: 160 })).toBe(true);
    expect(containsPoint(turned90, { x: 120, y: 300 })).toBe(false);
    expect(containsPoint(turned90, { x: 150, y: 450 })).toBe(true);
  });
});

describe('itemsOverlap', () => {
  const left = makeItem(0, [100, 200], [400, 400]);

  it('does not count items that only touch along an edge', () => {
    expect(itemsOverlap(left, makeItem(1, [400, 200], [600, 400]))).toBe(false);
    expect(itemsOverlap(left, makeItem(1, [399, 200], [600, 400]))).toBe(true);
    expect(itemsOverlap(left, makeItem(1, [500, 500], [600, 600]))).toBe(false);
  });

  it('counts an item lying wholly inside another', () => {
    expect(itemsOverlap(left, makeItem(1, [200, 250], [210, 260]))).toBe(true);
  });

  it('separates a diamond from a box in its bounding box but beside its edge', () => {
    const diamond = makeItem(0, [0, 0], [100, 100], 45);
    expect(itemsOverlap(diamond, makeItem(1, [100, -10], [130, 20]))).toBe(false);
    expect(itemsOverlap(makeItem(1, [100, -10], [130, 20]), diamond)).toBe(false);
    expect(itemsOverlap(diamond, makeItem(1, [80, -10], [110, 20]))).toBe(true);
  });

  it('uses the rotated extents at 90 degrees', () => {
    const upright = makeItem(0, [100, 200], [400, 400], 90);
    expect(itemsOverlap(upright, makeItem(1, [360, 200], [500, 400]))).toBe(false);
    expect(itemsOverlap(upright, makeItem(1, [340, 200], [500, 400]))).toBe(true);
    expect(itemsOverlap(upright, makeItem(1, [200, 440], [300, 500]))).toBe(true);
    expect(itemsOverlap(left, makeItem(1, [200, 440], [300, 500]))).toBe(false);
  });

  it('tests two rotated items against each other', () => {
    const a = makeItem(0, [0, 0], [100, 100], 45);
    const b = makeItem(1, [140, 0], [240, 100], 45);
    expect(itemsOverlap(a, b)).toBe(true);
    const c = makeItem(1, [142, 0], [242, 100], 45);
    expect(itemsOverlap(a, c)).toBe(false);
  });
});

describe('itemBoundingBox', () => {
  it('is the bounds at 0 degrees', () => {
    expect(itemBoundingBox(makeItem(0, [100, 200], [400, 400]))).toEqual({ x: 100, y: 200, width: 300, height: 200 });
  });

  it('swaps width and height at 90 degrees', () => {
    expect(itemBoundingBox(makeItem(0, [100, 200], [400, 400], 90))).toEqual({ x: 150, y: 150, width: 200, height: 300 });
  });

  it('grows at 30 degrees', () => {
    const box = itemBoundingBox(makeItem(0, [100, 200], [400, 400], 30));
    expect(box.x).toBeCloseTo(250 - 150 * cos30 - 50, 10);
    expect(box.y).toBeCloseTo(300 - 75 - 100 * cos30, 10);
    expect(box.width).toBeCloseTo(300 * cos30 + 100, 10);
    expect(box.height).toBeCloseTo(150 + 200 * cos30, 10);
  });
});

describe('translateItem and keepCentreInside', () => {
  it('moves both corners and keeps the rest', () => {
    const item = makeItem(3, [100, 200], [400, 400], 30);
    expect(translateItem(item, -20, 5)).toEqual({ ...item, TL_imageBounds: { x: 80, y: 205 }, BR_imageBounds: { x: 380, y: 405 } });
  });

  it('pulls an item whose centre left the template back to its edge', () => {
    const template = { width: 826, height: 1586 };
    const offLeft = makeItem(0, [-200, 100], [100, 300]);
    expect(keepCentreInside(offLeft, template).TL_imageBounds).toEqual({ x: -150, y: 100 });
    const offBottomRight = makeItem(0, [800, 1500], [900, 1700]);
    expect(keepCentreInside(offBottomRight, template)).toMatchObject({
      TL_imageBounds: { x: 776, y: 1486 },
      BR_imageBounds: { x: 876, y: 1686 },
    });
  });

  it('returns an item hanging over the edge with its centre inside as it is', () => {
    const overEdge = makeItem(0, [-100, 100], [120, 300]);
    expect(keepCentreInside(overEdge, { width: 826, height: 1586 })).toBe(overEdge);
  });
});

describe('fitting new items', () => {
  it('centres bounds of a size on a point', () => {
    expect(centredBounds({ x: 413, y: 793 }, { width: 400, height: 300 })).toEqual({
      TL_imageBounds: { x: 213, y: 643 },
      BR_imageBounds: { x: 613, y: 943 },
    });
  });

  it('fits a size in a box keeping its ratio', () => {
    expect(fitInside({ width: 2048, height: 1536 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 300 });
    expect(fitInside({ width: 100, height: 400 }, { width: 400, height: 200 })).toEqual({ width: 50, height: 200 });
  });

  it('measures a turned box and fits one, turned, in a box', () => {
    expect(turnedExtent({ width: 400, height: 300 }, 90)).toEqual({ width: 300, height: 400 });
    const turned = turnedExtent({ width: 400, height: 200 }, 30);
    expect(turned.width).toBeCloseTo(400 * cos30 + 100, 9);
    expect(turned.height).toBeCloseTo(200 + 200 * cos30, 9);
    // A square turned 45° needs √2 its side: in a 100 box it is 100/√2 across.
    const square = fitTurnedInside({ width: 10, height: 10 }, { width: 100, height: 100 }, 45);
    expect(square.width).toBeCloseTo(100 / Math.SQRT2, 9);
    expect(fitTurnedInside({ width: 400, height: 300 }, { width: 200, height: 200 }, 0)).toEqual({ width: 200, height: 150 });
    const tilted = fitTurnedInside({ width: 400, height: 300 }, { width: 400, height: 300 }, -8);
    const extent = turnedExtent(tilted, -8);
    expect(Math.max(extent.width / 400, extent.height / 300)).toBeCloseTo(1, 9);
  });
});

describe('distance and midpoint', () => {
  it('measures between two points', () => {
    expect(distance({ x: 1, y: 2 }, { x: 4, y: 6 })).toBe(5);
    expect(midpoint({ x: 1, y: 2 }, { x: 4, y: 6 })).toEqual({ x: 2.5, y: 4 });
  });
});
