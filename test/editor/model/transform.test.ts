import { describe, expect, it } from 'vitest';
import { itemCorners, itemSize } from '../../../src/editor/model/geometry.ts';
import {
  gestureFor,
  isResizeAllowed,
  itemDuringGesture,
  resizeFromCorner,
  rotationTowards,
} from '../../../src/editor/model/transform.ts';
import type { CanvasItem, Point } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

/** A point on the template at `degrees` clockwise from straight up, `radius` units from `centre`. */
function atAngle(centre: Point, degrees: number, radius = 100): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: centre.x + radius * Math.sin(radians), y: centre.y - radius * Math.cos(radians) };
}

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

describe('resizeFromCorner', () => {
  const flat = makeItem(0, [100, 200], [700, 600]);

  it('grows from the bottom-right corner with the top-left fixed', () => {
    expect(resizeFromCorner(flat, 'bottom-right', { x: 1000, y: 800 })).toEqual({
      TL_imageBounds: { x: 100, y: 200 },
      BR_imageBounds: { x: 1000, y: 800 },
    });
  });

  it('keeps the ratio when the pointer is off the diagonal', () => {
    const bounds = resizeFromCorner(flat, 'bottom-right', { x: 1000, y: 600 });
    expect(bounds?.TL_imageBounds).toEqual({ x: 100, y: 200 });
    expect(bounds?.BR_imageBounds.x).toBeCloseTo(100 + (600 * 700000) / 520000, 9);
    expect(bounds?.BR_imageBounds.y).toBeCloseTo(200 + (400 * 700000) / 520000, 9);
  });

  it('shrinks from the top-left corner with the bottom-right fixed', () => {
    expect(resizeFromCorner(flat, 'top-left', { x: 250, y: 300 })).toEqual({
      TL_imageBounds: { x: 250, y: 300 },
      BR_imageBounds: { x: 700, y: 600 },
    });
    expect(resizeFromCorner(flat, 'top-right', { x: 550, y: 300 })).toEqual({
      TL_imageBounds: { x: 100, y: 300 },
      BR_imageBounds: { x: 550, y: 600 },
    });
  });

  it('refuses a result below 75000 units² or a corner dragged across the fixed one', () => {
    expect(resizeFromCorner(flat, 'top-left', { x: 400, y: 400 })).toBeNull();
    expect(resizeFromCorner(flat, 'bottom-right', { x: 50, y: 100 })).toBeNull();
    expect(resizeFromCorner(flat, 'bottom-left', { x: 900, y: 0 })).toBeNull();
  });

  it('keeps the fixed corner in place at 90 degrees', () => {
    const turned = makeItem(0, [100, 200], [700, 600], 90);
    expect(itemCorners(turned)[0]).toEqual({ x: 600, y: 100 });
    const bounds = resizeFromCorner(turned, 'bottom-right', { x: 0, y: 1000 });
    expect(bounds).toEqual({ TL_imageBounds: { x: -150, y: 250 }, BR_imageBounds: { x: 750, y: 850 } });
    const resized: CanvasItem = { ...turned, ...(bounds as NonNullable<typeof bounds>) };
    expect(itemCorners(resized)[0]).toEqual({ x: 600, y: 100 });
    expect(itemCorners(resized)[2]).toEqual({ x: 0, y: 1000 });
  });

  it('keeps the fixed corner in place at 30 degrees', () => {
    const turned = makeItem(0, [100, 200], [700, 600], 30);
    const [topLeft, , bottomRight] = itemCorners(turned);
    const pointer = { x: topLeft.x + 1.5 * (bottomRight.x - topLeft.x), y: topLeft.y + 1.5 * (bottomRight.y - topLeft.y) };
    const bounds = resizeFromCorner(turned, 'bottom-right', pointer);
    expect(bounds).not.toBeNull();
    const resized: CanvasItem = { ...turned, ...(bounds as NonNullable<typeof bounds>) };
    expect(itemSize(resized).width).toBeCloseTo(900, 9);
    expect(itemSize(resized).height).toBeCloseTo(600, 9);
    const [newTopLeft, , newBottomRight] = itemCorners(resized);
    expect(newTopLeft.x).toBeCloseTo(topLeft.x, 9);
    expect(newTopLeft.y).toBeCloseTo(topLeft.y, 9);
    expect(newBottomRight.x).toBeCloseTo(pointer.x, 9);
    expect(newBottomRight.y).toBeCloseTo(pointer.y, 9);
  });

  it('resizes an item hanging over the edge of the case', () => {
    const overEdge = makeItem(0, [-200, -100], [400, 300]);
    expect(resizeFromCorner(overEdge, 'top-left', { x: -500, y: -300 })).toEqual({
      TL_imageBounds: { x: -500, y: -300 },
      BR_imageBounds: { x: 400, y: 300 },
    });
  });
});

describe('rotationTowards', () => {
  const item = makeItem(0, [100, 200], [700, 600]);
  const centre = { x: 400, y: 400 };

  it('points the handle at the pointer at right angles', () => {
    expect(rotationTowards(item, { x: 400, y: 100 })).toBe(0);
    expect(rotationTowards(item, { x: 700, y: 400 })).toBe(90);
    expect(rotationTowards(item, { x: 400, y: 700 })).toBe(180);
    expect(rotationTowards(item, { x: 100, y: 400 })).toBe(270);
  });

  it('follows the pointer at 30 degrees', () => {
    expect(rotationTowards(item, atAngle(centre, 30))).toBeCloseTo(30, 9);
    expect(rotationTowards(item, atAngle(centre, -30))).toBeCloseTo(330, 9);
  });

  it('snaps within 5 degrees of a right angle', () => {
    expect(rotationTowards(item, atAngle(centre, 4))).toBe(0);
    expect(rotationTowards(item, atAngle(centre, 357))).toBe(0);
    expect(rotationTowards(item, atAngle(centre, 93))).toBe(90);
    expect(rotationTowards(item, atAngle(centre, 265.5))).toBe(270);
    expect(rotationTowards(item, atAngle(centre, 6))).toBeCloseTo(6, 9);
    expect(rotationTowards(item, atAngle(centre, 264.5))).toBeCloseTo(264.5, 9);
    expect(rotationTowards(item, atAngle(centre, 4), 0)).toBeCloseTo(4, 9);
  });

  it('keeps the rotation when the pointer is on the centre', () => {
    expect(rotationTowards(makeItem(0, [100, 200], [700, 600], 42), centre)).toBe(42);
  });
});

describe('itemDuringGesture', () => {
  const item = makeItem(0, [100, 100], [500, 400]);

  it('moves by the pointer travel since the gesture started', () => {
    const moved = itemDuringGesture({ kind: 'move', item, from: { x: 300, y: 250 } }, { x: 340, y: 230 });
    expect(moved?.TL_imageBounds).toEqual({ x: 140, y: 80 });
    expect(moved?.BR_imageBounds).toEqual({ x: 540, y: 380 });
  });

  it('resizes from the corner, and answers null when the resize is refused', () => {
    const grown = itemDuringGesture({ kind: 'resize', item, handle: 'bottom-right' }, { x: 900, y: 700 });
    expect(grown && itemSize(grown)).toEqual({ width: 800, height: 600 });
    expect(grown?.TL_imageBounds).toEqual({ x: 100, y: 100 });
    expect(itemDuringGesture({ kind: 'resize', item, handle: 'bottom-right' }, { x: 120, y: 115 })).toBeNull();
  });

  it('turns towards the pointer', () => {
    expect(itemDuringGesture({ kind: 'rotate', item }, { x: 900, y: 251 })?.rotation).toBe(90);
  });
});

describe('gestureFor', () => {
  const item = makeItem(0, [0, 0], [400, 300]);
  const at = { x: 10, y: 20 };

  it('moves from the body, resizes from a corner, rotates from the top handle, nothing on empty space', () => {
    expect(gestureFor({ kind: 'item', item }, at)).toEqual({ kind: 'move', item, from: at });
    expect(gestureFor({ kind: 'handle', item, handle: 'top-left' }, at)).toEqual({ kind: 'resize', item, handle: 'top-left' });
    expect(gestureFor({ kind: 'handle', item, handle: 'rotate' }, at)).toEqual({ kind: 'rotate', item });
    expect(gestureFor({ kind: 'empty' }, at)).toBeNull();
  });
});
