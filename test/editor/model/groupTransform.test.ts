import { describe, expect, it } from 'vitest';
import { itemBoundingBox, itemCentre, itemSize } from '../../../src/editor/model/geometry.ts';
import {
  groupBoundingBox,
  groupCentre,
  minGroupScaleFactor,
  moveGroup,
  pinchGroup,
  rotateGroup,
  scaleGroup,
  selectionContains,
} from '../../../src/editor/model/groupTransform.ts';
import { minScaleFactor } from '../../../src/editor/model/transform.ts';
import type { Point } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

const left = makeItem(0, [0, 0], [100, 100]);
const right = makeItem(1, [200, 0], [300, 100]);

describe('a group’s box', () => {
  it('spans the items’ rotated boxes', () => {
    expect(groupBoundingBox([left, right])).toEqual({ x: 0, y: 0, width: 300, height: 100 });
    expect(groupBoundingBox([left, makeItem(1, [200, 0], [400, 100], 90)])).toEqual({ x: 0, y: -50, width: 350, height: 200 });
    expect(groupCentre([left, right])).toEqual({ x: 150, y: 50 });
  });

  it('is empty for no items', () => {
    expect(groupBoundingBox([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('moving a group', () => {
  it('moves every item by the same amount and keeps the rest', () => {
    const moved = moveGroup([left, right], 10, -5);
    expect(moved.map((item) => [item.TL_imageBounds, item.BR_imageBounds])).toEqual([
      [{ x: 10, y: -5 }, { x: 110, y: 95 }],
      [{ x: 210, y: -5 }, { x: 310, y: 95 }],
    ]);
    expect(moved[1]?.itemID).toBe('item-1');
  });
});

describe('scaling a group about a fixed corner', () => {
  it('doubles the group’s box from its top-left corner, every item’s ratio kept', () => {
    const scaled = scaleGroup([left, right], { x: 0, y: 0 }, 2);
    expect(scaled.map((item) => [item.TL_imageBounds, item.BR_imageBounds])).toEqual([
      [{ x: 0, y: 0 }, { x: 200, y: 200 }],
      [{ x: 400, y: 0 }, { x: 600, y: 200 }],
    ]);
    expect(groupBoundingBox(scaled)).toEqual({ x: 0, y: 0, width: 600, height: 200 });
  });

  it('halves a turned group from its bottom-right corner, each rotation kept', () => {
    const turned = [makeItem(0, [0, 0], [100, 200], 90), makeItem(1, [300, 100], [500, 300], 30)];
    const box = groupBoundingBox(turned);
    const corner = { x: box.x + box.width, y: box.y + box.height };
    const scaled = scaleGroup(turned, corner, 0.5);
    const after = groupBoundingBox(scaled);
    expect(after.x + after.width).toBeCloseTo(corner.x, 9);
    expect(after.y + after.height).toBeCloseTo(corner.y, 9);
    expect(after.width).toBeCloseTo(box.width / 2, 9);
    expect(after.height).toBeCloseTo(box.height / 2, 9);
    expect(scaled.map((item) => item.rotation)).toEqual([90, 30]);
    const [first, second] = scaled.map(itemSize);
    expect(first?.width).toBeCloseTo(50, 9);
    expect(first?.height).toBeCloseTo(100, 9);
    expect(second?.width).toBeCloseTo(100, 9);
    expect(second?.height).toBeCloseTo(100, 9);
  });

  it('stops where the smallest item meets the resize rule', () => {
    // 300x300 needs a factor of √(75000/90000) ≈ 0.9129 to stay at 75000 units².
    const factor = minGroupScaleFactor([makeItem(0, [0, 0], [300, 300]), makeItem(1, [0, 0], [1000, 1000])]);
    expect(factor).toBeCloseTo(Math.sqrt(75000 / 90000), 6);
    expect(minGroupScaleFactor([])).toBe(0);
  });
});

describe('rotating a group about its centre', () => {
  it('turns each item about the group’s centre and adds the angle to its own', () => {
    const turned = rotateGroup([left, makeItem(1, [200, 0], [300, 100], 10)], 90, groupCentre([left, right]));
    expect(turned.map(itemCentre)).toEqual([{ x: 150, y: -50 }, { x: 150, y: 150 }]);
    expect(turned.map((item) => item.rotation)).toEqual([90, 100]);
    expect(turned.map(itemSize)).toEqual([{ width: 100, height: 100 }, { width: 100, height: 100 }]);
  });

  it('keeps rotations in 0–360 and turns by any angle', () => {
    const turned = rotateGroup([makeItem(0, [0, 0], [100, 100], 350), right], 30, { x: 150, y: 50 });
    expect(turned[0]?.rotation).toBe(20);
    const centre = turned[0] ? itemCentre(turned[0]) : { x: 0, y: 0 };
    expect(centre.x).toBeCloseTo(150 - 100 * Math.cos(Math.PI / 6), 9);
    expect(centre.y).toBeCloseTo(50 - 100 * Math.sin(Math.PI / 6), 9);
  });

  it('gives the group back when turned there and back', () => {
    const pivot = groupCentre([left, right]);
    const back = rotateGroup(rotateGroup([left, right], 73, pivot), -73, pivot);
    back.forEach((item, index) => {
      const original = itemBoundingBox([left, right][index] ?? left);
      const box = itemBoundingBox(item);
      expect(box.x).toBeCloseTo(original.x, 9);
      expect(box.y).toBeCloseTo(original.y, 9);
      expect(item.rotation).toBe(0);
    });
  });
});

describe('where two fingers pinch the selection', () => {
  it('is the one item\'s rotated box, or the box around a group, gaps included', () => {
    const turned = makeItem(0, [0, 0], [200, 20], 90);
    expect(selectionContains([turned], { x: 100, y: 90 })).toBe(true);
    expect(selectionContains([turned], { x: 20, y: 10 })).toBe(false);
    expect(selectionContains([left, right], { x: 150, y: 50 })).toBe(true);
    expect(selectionContains([left, right], { x: 150, y: 101 })).toBe(false);
    expect(selectionContains([], { x: 0, y: 0 })).toBe(false);
  });
});

describe('pinching one sticker', () => {
  const item = makeItem(0, [100, 200], [700, 600]);
  const pinchOne = (now: [Point, Point], start: [Point, Point] = [{ x: 300, y: 400 }, { x: 500, y: 400 }], one = item) =>
    pinchGroup([one], start, now)[0] ?? one;

  it('scales by the fingers\' spread about their midpoint, keeping the ratio', () => {
    const next = pinchOne([{ x: 250, y: 400 }, { x: 550, y: 400 }]);
    expect(itemSize(next)).toEqual({ width: 900, height: 600 });
    expect(itemCentre(next)).toEqual({ x: 400, y: 400 });
    expect(next.rotation).toBe(0);
  });

  it('turns with the fingers and follows their midpoint', () => {
    // The fingers turn a quarter clockwise about (400, 400) and move 100 right.
    const next = pinchOne([{ x: 500, y: 300 }, { x: 500, y: 500 }]);
    expect(next.rotation).toBe(90);
    expect(itemSize(next).width).toBeCloseTo(600, 9);
    expect(itemCentre(next).x).toBeCloseTo(500, 9);
    expect(itemCentre(next).y).toBeCloseTo(400, 9);
  });

  it('snaps its own rotation to a right angle within 5°', () => {
    const tilted = makeItem(0, [100, 200], [700, 600], 10);
    // 80° more would leave it at 90 + 0.0…: a turn of 77° leaves it at 87°, which snaps to 90°.
    const turn = (77 * Math.PI) / 180;
    const next = pinchOne([{ x: 400 - 100 * Math.cos(turn), y: 400 - 100 * Math.sin(turn) }, { x: 400 + 100 * Math.cos(turn), y: 400 + 100 * Math.sin(turn) }], undefined, tilted);
    expect(next.rotation).toBe(90);
  });

  it('never shrinks below the resize rule, and a sticker already below it only grows', () => {
    const size = itemSize(pinchOne([{ x: 390, y: 400 }, { x: 410, y: 400 }]));
    expect(size.width * size.height).toBeCloseTo(75000, 3);
    const small = makeItem(0, [0, 0], [100, 100]);
    expect(minScaleFactor(itemSize(small))).toBe(1);
    expect(itemSize(pinchOne([{ x: 0, y: 0 }, { x: 50, y: 0 }], [{ x: 0, y: 0 }, { x: 100, y: 0 }], small))).toEqual({ width: 100, height: 100 });
  });
});

describe('pinching a group', () => {
  // Two 400 x 400 items side by side, the fingers on the group's centre (500, 200).
  const a = makeItem(0, [0, 0], [400, 400]);
  const b = makeItem(1, [600, 0], [1000, 400], 30);
  const start: [Point, Point] = [{ x: 400, y: 200 }, { x: 600, y: 200 }];

  it('scales every item and the gaps between them by the spread, about the fingers\' midpoint', () => {
    const [first, second] = pinchGroup([a, b], start, [{ x: 300, y: 200 }, { x: 700, y: 200 }]);
    expect(first && itemSize(first)).toEqual({ width: 800, height: 800 });
    expect(first && itemCentre(first)).toEqual({ x: -100, y: 200 });
    expect(second && itemCentre(second)).toEqual({ x: 1100, y: 200 });
    expect(second?.rotation).toBe(30);
  });

  it('turns the group as one about the fingers\' midpoint and follows it; a mixed group\'s turn snaps to a right angle', () => {
    // The fingers turn 87° clockwise and their midpoint moves 50 down: the turn snaps to 90°.
    const turn = (87 * Math.PI) / 180;
    const mid = { x: 500, y: 250 };
    const now: [Point, Point] = [
      { x: mid.x - 100 * Math.cos(turn), y: mid.y - 100 * Math.sin(turn) },
      { x: mid.x + 100 * Math.cos(turn), y: mid.y + 100 * Math.sin(turn) },
    ];
    const [first, second] = pinchGroup([a, b], start, now);
    expect([first?.rotation, second?.rotation]).toEqual([90, 120]);
    // (200, 200) is 300 left of the pivot (500, 200): a quarter turn puts it 300 above, then 50 down.
    expect(first && itemCentre(first).x).toBeCloseTo(500, 9);
    expect(first && itemCentre(first).y).toBeCloseTo(-50, 9);
    expect(second && itemCentre(second).y).toBeCloseTo(550, 9);
  });

  it('stops shrinking where the smallest item reaches 75000 units², all items by the same factor', () => {
    const small = makeItem(1, [600, 0], [900, 300]);
    const pinched = pinchGroup([a, small], start, [{ x: 490, y: 200 }, { x: 510, y: 200 }]);
    const [bigSize, smallSize] = pinched.map(itemSize);
    expect((smallSize?.width ?? 0) * (smallSize?.height ?? 0)).toBeCloseTo(75000, 3);
    expect((bigSize?.width ?? 0) / 400).toBeCloseTo(Math.sqrt(75000 / 90000), 6);
    // A group with an item already below the minimum does not shrink, but grows.
    const tiny = makeItem(1, [600, 0], [700, 100]);
    expect(pinchGroup([a, tiny], start, [{ x: 450, y: 200 }, { x: 550, y: 200 }]).map(itemSize)).toEqual([itemSize(a), itemSize(tiny)]);
    expect(pinchGroup([a, tiny], start, [{ x: 300, y: 200 }, { x: 700, y: 200 }]).map(itemSize)).toEqual([{ width: 800, height: 800 }, { width: 200, height: 200 }]);
  });
});
