import { describe, expect, it } from 'vitest';
import {
  allowedSize,
  anchorHitRadiusPx,
  boundResizeBox,
  isResizeAllowed,
  itemFromGeometry,
  normaliseRotation,
  rotaterOffsetPx,
  sameGeometry,
  snapRotation,
  type TransformBox,
} from '../../../src/editor/model/transform.ts';
import { makeItem } from './makeItem.ts';

describe('isResizeAllowed', () => {
  const current = { width: 600, height: 400 };

  it('refuses an area below 75000 units², allowing exactly 75000', () => {
    expect(isResizeAllowed(current, { width: 300, height: 250 })).toBe(true);
    expect(isResizeAllowed(current, { width: 300, height: 249.9 })).toBe(false);
  });

  it('keeps the corners at least 10 units apart in each direction', () => {
    expect(isResizeAllowed({ width: 8000, height: 20 }, { width: 7600, height: 10 })).toBe(true);
    expect(isResizeAllowed({ width: 8000, height: 20 }, { width: 7600, height: 9.9 })).toBe(false);
    expect(isResizeAllowed(current, { width: -600, height: -400 })).toBe(false);
  });

  it('lets a sticker already below the minimum grow but not shrink', () => {
    expect(isResizeAllowed({ width: 100, height: 100 }, { width: 120, height: 120 })).toBe(true);
    expect(isResizeAllowed({ width: 100, height: 100 }, { width: 90, height: 90 })).toBe(false);
  });
});

describe('allowedSize (a size typed in a number field)', () => {
  const current = { width: 600, height: 400 };

  it('is the size asked for when the resize rule allows it', () => {
    expect(allowedSize(current, { width: 300, height: 250 }, false)).toEqual({ width: 300, height: 250 });
  });

  it('with the ratio kept, stops at the smallest area, 75000 units²', () => {
    const size = allowedSize(current, { width: 60, height: 40 }, true);
    expect(size.width * size.height).toBeCloseTo(75000, 3);
    expect(size.width / size.height).toBeCloseTo(1.5, 9);
  });

  it('without the ratio, lengthens the side typed until the area is 75000 units², and keeps sides of 10 units', () => {
    const narrow = allowedSize(current, { width: 100, height: 400 }, false);
    expect(narrow.height).toBe(400);
    expect(narrow.width).toBeCloseTo(187.5, 6);
    const low = allowedSize(current, { width: 600, height: 5 }, false);
    expect(low.width).toBe(600);
    expect(low.height).toBeCloseTo(125, 6);
  });

  it('lets a sticker already below the minimum keep its size but not shrink', () => {
    expect(allowedSize({ width: 100, height: 100 }, { width: 50, height: 50 }, true)).toEqual({ width: 100, height: 100 });
    expect(allowedSize({ width: 100, height: 100 }, { width: 50, height: 100 }, false).width).toBeCloseTo(100, 6);
  });
});

describe('boundResizeBox (the Transformer\'s boundBoxFunc)', () => {
  // One sticker of 600 x 400 units shown at 0.5 px per unit: 300 x 200 px.
  const previous: TransformBox = { x: 100, y: 50, width: 300, height: 200, rotation: 0 };
  const sticker = [{ width: 600, height: 400 }];

  it('lets an allowed resize through unchanged', () => {
    const next = { ...previous, width: 360, height: 240 };
    expect(boundResizeBox(previous, next, sticker)).toBe(next);
  });

  it('stops a shrink past 75000 units² at exactly the minimum, from the corner the drag keeps fixed', () => {
    // The bottom-right anchor dragged far in: the top-left corner stays.
    const fromBottomRight = boundResizeBox(previous, { ...previous, width: 30, height: 20 }, sticker);
    expect((fromBottomRight.width / 0.5) * (fromBottomRight.height / 0.5)).toBeCloseTo(75000, 3);
    expect(fromBottomRight.width / fromBottomRight.height).toBeCloseTo(1.5, 9);
    expect([fromBottomRight.x, fromBottomRight.y]).toEqual([100, 50]);
    // The top-left anchor dragged in: the bottom-right corner (400, 250) stays.
    const fromTopLeft = boundResizeBox(previous, { x: 370, y: 230, width: 30, height: 20, rotation: 0 }, sticker);
    expect(fromTopLeft.x + fromTopLeft.width).toBeCloseTo(400, 9);
    expect(fromTopLeft.y + fromTopLeft.height).toBeCloseTo(250, 9);
  });

  it('keeps the fixed corner of a turned sticker in place', () => {
    const turned = { ...previous, rotation: Math.PI / 2 };
    const bounded = boundResizeBox(turned, { ...turned, width: 30, height: 20 }, sticker);
    expect([bounded.x, bounded.y]).toEqual([100, 50]);
    expect(bounded.rotation).toBe(Math.PI / 2);
  });

  it('refuses a corner dragged across the fixed one, and any shrink of a sticker already at the minimum', () => {
    const crossed = boundResizeBox(previous, { ...previous, width: -30, height: -20 }, sticker);
    expect((crossed.width / 0.5) * (crossed.height / 0.5)).toBeCloseTo(75000, 3);
    const atMinimum: TransformBox = { x: 0, y: 0, width: 150, height: 125, rotation: 0 };
    expect(boundResizeBox(atMinimum, { ...atMinimum, width: 140, height: 116 }, [{ width: 300, height: 250 }])).toBe(atMinimum);
  });

  describe('for a group', () => {
    // The box spans a 1000 x 1000 item and a 300 x 300 one (0.5 px per unit): the small one
    // reaches 75000 units² at a factor of √(75000 / 90000) ≈ 0.9129.
    const group = [{ width: 1000, height: 1000 }, { width: 300, height: 300 }];
    const box: TransformBox = { x: 0, y: 0, width: 700, height: 500, rotation: 0 };
    const limit = Math.sqrt(75000 / 90000);

    it('lets a shrink through while every item stays above the minimum', () => {
      const next = { ...box, width: 700 * 0.95, height: 500 * 0.95 };
      expect(boundResizeBox(box, next, group)).toBe(next);
    });

    it('stops where the smallest item reaches 75000 units², though the box and the big item could go on', () => {
      const bounded = boundResizeBox(box, { ...box, width: 350, height: 250 }, group);
      expect(bounded.width / box.width).toBeCloseTo(limit, 6);
      expect(bounded.height / box.height).toBeCloseTo(limit, 6);
      expect([bounded.x, bounded.y]).toEqual([0, 0]);
      const smallest = { width: 300 * (bounded.width / box.width), height: 300 * (bounded.height / box.height) };
      expect(smallest.width * smallest.height).toBeGreaterThanOrEqual(75000);
      expect(smallest.width * smallest.height).toBeCloseTo(75000, 2);
    });

    it('does not shrink at all when one item is already at the minimum, and always grows', () => {
      const stuck = [{ width: 1000, height: 1000 }, { width: 300, height: 250 }];
      expect(boundResizeBox(box, { ...box, width: 690, height: 493 }, stuck)).toBe(box);
      const grown = { ...box, width: 800, height: 571 };
      expect(boundResizeBox(box, grown, stuck)).toBe(grown);
    });
  });
});

describe('rotation', () => {
  it('normalises to 0 ≤ r < 360 and rounds the float noise of a matrix away', () => {
    expect(normaliseRotation(90.00000000001)).toBe(90);
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(359.9999999999)).toBe(0);
  });

  it('snaps within 5 degrees of a right angle', () => {
    expect(snapRotation(94.9)).toBe(90);
    expect(snapRotation(95.1)).toBeCloseTo(95.1, 9);
    expect(snapRotation(-3)).toBe(0);
  });
});

describe('itemFromGeometry', () => {
  it('turns a node\'s centre, size and rotation into bounds', () => {
    const item = makeItem(0, [0, 0], [10, 10]);
    expect(itemFromGeometry(item, { x: 400, y: 300, width: 600, height: 400, rotation: -270 })).toEqual({
      ...item,
      TL_imageBounds: { x: 100, y: 100 },
      BR_imageBounds: { x: 700, y: 500 },
      rotation: 90,
    });
  });
});

describe('sameGeometry', () => {
  it('ignores float noise but not a real change', () => {
    const item = makeItem(0, [100, 200], [700, 600]);
    expect(sameGeometry(item, makeItem(0, [100 + 4e-13, 200], [700, 600]))).toBe(true);
    expect(sameGeometry(item, makeItem(0, [100.001, 200], [700, 600]))).toBe(false);
    expect(sameGeometry(item, makeItem(0, [100, 200], [700, 600], 0.01))).toBe(false);
  });
});

describe('anchor sizes', () => {
  it('hit within 60 units, never under 22 px, and put the rotater 50 units above at any zoom', () => {
    expect(anchorHitRadiusPx(1)).toBe(60);
    expect(anchorHitRadiusPx(0.5)).toBe(30);
    expect(anchorHitRadiusPx(0.2)).toBe(22);
    expect(rotaterOffsetPx(0.4)).toBe(20);
  });
});
