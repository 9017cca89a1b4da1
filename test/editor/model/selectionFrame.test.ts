import { describe, expect, it } from 'vitest';
import { fromItemFrame, itemCentre, itemSize } from '../../../src/editor/model/geometry.ts';
import { groupBoundingBox } from '../../../src/editor/model/groupTransform.ts';
import { mmOfUnits, unitsOfMm } from '../../../src/editor/model/millimetres.ts';
import {
  moveSelectionTo,
  resizeSelectionTo,
  rotateSelectionTo,
  selectionFrame,
  sizeWithSide,
} from '../../../src/editor/model/selectionFrame.ts';
import { makeItem } from './makeItem.ts';

const template = { width: 800, height: 1640 };
const maxSide = 3280;

describe('millimetres of the case', () => {
  it('are 10 template units each, exactly, whatever the float noise of the product', () => {
    expect(unitsOfMm(12.3)).toBe(123);
    expect(unitsOfMm(0.1)).toBe(1);
    expect(unitsOfMm(-4.5)).toBe(-45);
    expect(mmOfUnits(123)).toBe(12.3);
    expect(mmOfUnits(1)).toBe(0.1);
    expect(mmOfUnits(123.456)).toBe(12.35);
  });
});

describe('the selection\'s frame', () => {
  it('is one item\'s unrotated bounds and rotation', () => {
    expect(selectionFrame([makeItem(0, [100, 200], [400, 350], 30)])).toEqual({ box: { x: 100, y: 200, width: 300, height: 150 }, rotation: 30 });
  });

  it('is the box around several items\' rotated bounds, with the rotation they share or none', () => {
    const items = [makeItem(0, [0, 0], [100, 100]), makeItem(1, [200, 0], [400, 100], 90)];
    expect(selectionFrame(items)).toEqual({ box: { x: 0, y: -50, width: 350, height: 200 }, rotation: null });
    const alike = [makeItem(0, [0, 0], [100, 100], 15), makeItem(1, [200, 0], [300, 100], 15)];
    expect(selectionFrame(alike).rotation).toBe(15);
  });
});

describe('X and Y', () => {
  it('move one item\'s top-left exactly there, turned or not', () => {
    const [moved] = moveSelectionTo([makeItem(0, [100, 200], [400, 350], 30)], { x: 250, y: 80 }, template);
    expect(moved?.TL_imageBounds).toEqual({ x: 250, y: 80 });
    expect(moved?.BR_imageBounds).toEqual({ x: 550, y: 230 });
    expect(moved?.rotation).toBe(30);
  });

  it('put one item\'s top-left exactly on the point typed, whatever fractions its bounds have', () => {
    // 647.6086200919515 + (90.2 − 647.6086200919515) is 90.20000000000005 in floating point.
    const [moved] = moveSelectionTo([makeItem(0, [647.6086200919515, 136.99103649793693], [747.6, 237])], { x: 90.2, y: 768.4 }, template);
    expect(moved?.TL_imageBounds).toEqual({ x: 90.2, y: 768.4 });
  });

  it('move several items as one, their box\'s top-left there', () => {
    const items = [makeItem(0, [0, 0], [100, 100]), makeItem(1, [200, 0], [400, 100], 90)];
    const moved = moveSelectionTo(items, { x: 100, y: 300 }, template);
    expect(groupBoundingBox(moved)).toEqual({ x: 100, y: 300, width: 350, height: 200 });
    expect(moved.map((item) => item.rotation)).toEqual([0, 90]);
  });

  it('stop where a centre would leave the template: a sticker may hang off the case, not be lost', () => {
    const [far] = moveSelectionTo([makeItem(0, [100, 100], [300, 200])], { x: 10000, y: -10000 }, template);
    expect(far && itemCentre(far)).toEqual({ x: 800, y: 0 });
    const both = moveSelectionTo([makeItem(0, [0, 0], [100, 100]), makeItem(1, [500, 0], [600, 100])], { x: -1000, y: 0 }, template);
    expect(both.map((item) => itemCentre(item).x)).toEqual([0, 500]);
  });
});

describe('W and H', () => {
  it('with the ratio kept, the other side follows', () => {
    expect(sizeWithSide({ width: 300, height: 200 }, 'width', 450, true)).toEqual({ width: 450, height: 300 });
    expect(sizeWithSide({ width: 300, height: 200 }, 'height', 100, true)).toEqual({ width: 150, height: 100 });
    expect(sizeWithSide({ width: 300, height: 200 }, 'width', 450, false)).toEqual({ width: 450, height: 200 });
  });

  it('resize one item from its top-left corner, which stays exactly where it was', () => {
    const [resized] = resizeSelectionTo([makeItem(0, [100, 200], [400, 400])], { width: 450, height: 300 }, true, maxSide);
    expect(resized?.TL_imageBounds).toEqual({ x: 100, y: 200 });
    expect(resized?.BR_imageBounds).toEqual({ x: 550, y: 500 });
    // A portrait photo's new height has a long fraction: the corner stays exact all the same (a
    // centre worked out and half the height taken off again gave y 340.00000000000006).
    for (const [height, width] of [[400, 400], [403.2, 333], [501.99, 400]] as const) {
      const item = makeItem(0, [165, 340], [465, 340 + height]);
      const [photo] = resizeSelectionTo([item], sizeWithSide(itemSize(item), 'width', width, true), true, maxSide);
      expect(photo?.TL_imageBounds).toEqual({ x: 165, y: 340 });
    }
  });

  it('keep a turned item\'s top-left corner on the case where it was (its centre moves along the turn)', () => {
    const item = makeItem(0, [100, 200], [400, 400], 90);
    const [resized] = resizeSelectionTo([item], { width: 600, height: 400 }, true, maxSide);
    if (!resized) throw new Error('no item');
    expect(itemSize(resized)).toEqual({ width: 600, height: 400 });
    // Turned 90° about (250, 300), the top-left corner is drawn at (350, 150).
    expect(fromItemFrame(item, item.TL_imageBounds)).toEqual({ x: 350, y: 150 });
    expect(fromItemFrame(resized, resized.TL_imageBounds)).toEqual({ x: 350, y: 150 });
    expect(itemCentre(resized)).toEqual({ x: 150, y: 450 });
  });

  it('stop at the smallest area SPEC allows, 75000 units², keeping the ratio', () => {
    const [small] = resizeSelectionTo([makeItem(0, [0, 0], [600, 400])], { width: 60, height: 40 }, true, maxSide);
    const size = small ? itemSize(small) : { width: 0, height: 0 };
    expect(size.width * size.height).toBeCloseTo(75000, 3);
    expect(size.width / size.height).toBeCloseTo(1.5, 9);
    expect(small?.TL_imageBounds).toEqual({ x: 0, y: 0 });
  });

  it('without the ratio, a side typed too short stops where the area is 75000 units²', () => {
    const [narrow] = resizeSelectionTo([makeItem(0, [0, 0], [600, 400])], { width: 50, height: 400 }, false, maxSide);
    expect(narrow && itemSize(narrow).height).toBe(400);
    expect(narrow && itemSize(narrow).width).toBeCloseTo(187.5, 6);
  });

  it('keep no side longer than the limit, the ratio kept', () => {
    const [huge] = resizeSelectionTo([makeItem(0, [0, 0], [300, 200])], { width: 30000, height: 20000 }, true, maxSide);
    const size = huge ? itemSize(huge) : { width: 0, height: 0 };
    expect(size.width).toBeCloseTo(3280, 9);
    expect(size.height).toBeCloseTo(3280 * (2 / 3), 9);
  });

  it('scale several items as one about their box\'s top-left, each keeping its shape', () => {
    const items = [makeItem(0, [100, 100], [300, 200]), makeItem(1, [400, 100], [500, 400])];
    const scaled = resizeSelectionTo(items, { width: 800, height: 600 }, true, maxSide);
    expect(groupBoundingBox(scaled)).toEqual({ x: 100, y: 100, width: 800, height: 600 });
    expect(scaled.map(itemSize)).toEqual([{ width: 400, height: 200 }, { width: 200, height: 600 }]);
  });
});

describe('Rotation', () => {
  it('turns one item about its centre to the degrees typed, kept in 0–360', () => {
    const item = makeItem(0, [100, 200], [400, 400], 30);
    const [turned] = rotateSelectionTo([item], -15);
    expect(turned?.rotation).toBe(345);
    expect(turned?.TL_imageBounds).toEqual(item.TL_imageBounds);
    expect(rotateSelectionTo([item], 370)[0]?.rotation).toBe(10);
  });

  it('turns several items that share a rotation about their box\'s centre, so each ends at it', () => {
    const items = [makeItem(0, [0, 0], [100, 100], 10), makeItem(1, [200, 0], [300, 100], 10)];
    const turned = rotateSelectionTo(items, 100);
    expect(turned.map((item) => item.rotation)).toEqual([100, 100]);
    // The box's centre (150, 50) is the pivot: the left item's centre (50, 50) goes to (150, −50).
    const centre = turned[0] ? itemCentre(turned[0]) : { x: 0, y: 0 };
    expect(centre.x).toBeCloseTo(150, 9);
    expect(centre.y).toBeCloseTo(-50, 9);
  });

  it('turns several items of different rotations by the degrees typed', () => {
    const items = [makeItem(0, [0, 0], [100, 100], 10), makeItem(1, [200, 0], [300, 100], 40)];
    expect(rotateSelectionTo(items, 15).map((item) => item.rotation)).toEqual([25, 55]);
  });
});
