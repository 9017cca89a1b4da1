import { describe, expect, it } from 'vitest';
import { itemBoundingBox, itemCentre, itemSize } from '../../../src/editor/model/geometry.ts';
import {
  groupBoundingBox,
  groupCentre,
  minGroupScaleFactor,
  moveGroup,
  rotateGroup,
  scaleGroup,
} from '../../../src/editor/model/groupTransform.ts';
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
