import { describe, expect, it } from 'vitest';
import {
  addOnTop,
  bringForward,
  bringToFront,
  isAtBottom,
  isAtTop,
  removeItem,
  renumber,
  sendBackward,
  sendToBack,
} from '../../../src/editor/model/layerOrder.ts';
import type { CanvasItem } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

/** itemID:itemIndex pairs, back to front. */
function order(items: CanvasItem[]): string[] {
  return items.map((item) => `${item.itemID}:${item.itemIndex}`);
}

function frozen(items: CanvasItem[]): readonly CanvasItem[] {
  return Object.freeze(items.map((item) => Object.freeze(item)));
}

// A and C overlap; B and D overlap nothing.
const a = makeItem(0, [0, 0], [300, 300], 0, 'A');
const b = makeItem(1, [1000, 0], [1300, 300], 0, 'B');
const c = makeItem(2, [200, 200], [500, 500], 0, 'C');
const d = makeItem(3, [2000, 0], [2300, 300], 0, 'D');
const scene = frozen([c, a, d, b]);

describe('renumber', () => {
  it('sorts back to front and closes gaps, keeping unchanged items', () => {
    const first = makeItem(5, [0, 0], [10, 10], 0, 'first');
    const middle = makeItem(1, [0, 0], [10, 10], 0, 'middle');
    const last = makeItem(9, [0, 0], [10, 10], 0, 'last');
    const result = renumber(frozen([first, middle, last]));
    expect(order(result)).toEqual(['middle:0', 'first:1', 'last:2']);
    expect(result[0]).not.toBe(middle);
    expect(order(renumber(scene))).toEqual(['A:0', 'B:1', 'C:2', 'D:3']);
    expect(renumber(scene)[0]).toBe(a);
  });
});

describe('front and back', () => {
  it('moves an item to either extreme', () => {
    expect(order(bringToFront(scene, 'A'))).toEqual(['B:0', 'C:1', 'D:2', 'A:3']);
    expect(order(sendToBack(scene, 'D'))).toEqual(['D:0', 'A:1', 'B:2', 'C:3']);
    expect(order(sendToBack(scene, 'A'))).toEqual(['A:0', 'B:1', 'C:2', 'D:3']);
  });

  it('only renumbers for an unknown item', () => {
    expect(order(bringToFront(scene, 'nope'))).toEqual(['A:0', 'B:1', 'C:2', 'D:3']);
    expect(order(sendToBack(scene, 'nope'))).toEqual(['A:0', 'B:1', 'C:2', 'D:3']);
    expect(order(bringForward(scene, 'nope'))).toEqual(['A:0', 'B:1', 'C:2', 'D:3']);
    expect(order(sendBackward(scene, 'nope'))).toEqual(['A:0', 'B:1', 'C:2', 'D:3']);
  });
});

describe('one-step moves', () => {
  it('brings an item forward past non-overlapping items until it passes an overlapping one', () => {
    expect(order(bringForward(scene, 'A'))).toEqual(['B:0', 'C:1', 'A:2', 'D:3']);
  });

  it('brings an item that overlaps nothing above it to the top', () => {
    expect(order(bringForward(scene, 'B'))).toEqual(['A:0', 'C:1', 'D:2', 'B:3']);
  });

  it('sends an item backward until it passes an overlapping one', () => {
    expect(order(sendBackward(scene, 'C'))).toEqual(['C:0', 'A:1', 'B:2', 'D:3']);
  });

  it('sends an item that overlaps nothing below it to the bottom', () => {
    expect(order(sendBackward(scene, 'D'))).toEqual(['D:0', 'A:1', 'B:2', 'C:3']);
  });

  it('stops at the nearest overlapping neighbour, not a farther one', () => {
    const base = makeItem(0, [0, 0], [300, 300], 0, 'base');
    const near = makeItem(1, [100, 100], [200, 200], 0, 'near');
    const far = makeItem(2, [150, 150], [400, 400], 0, 'far');
    expect(order(bringForward([base, near, far], 'base'))).toEqual(['near:0', 'base:1', 'far:2']);
    expect(order(sendBackward([base, near, far], 'far'))).toEqual(['base:0', 'far:1', 'near:2']);
  });

  it('tests overlap with the rotated bounds', () => {
    const diamond = makeItem(0, [0, 0], [100, 100], 45, 'E');
    const square = makeItem(0, [0, 0], [100, 100], 0, 'E');
    const besideDiamond = makeItem(1, [95, -10], [125, 15], 0, 'F');
    const onDiamond = makeItem(2, [80, -10], [110, 20], 0, 'G');
    const elsewhere = makeItem(3, [500, 500], [600, 600], 0, 'H');
    expect(order(bringForward([diamond, besideDiamond, onDiamond, elsewhere], 'E'))).toEqual(['F:0', 'G:1', 'E:2', 'H:3']);
    expect(order(bringForward([square, besideDiamond, onDiamond, elsewhere], 'E'))).toEqual(['F:0', 'E:1', 'G:2', 'H:3']);
  });

  it('keeps the moved item and the input untouched', () => {
    const result = bringForward(scene, 'A');
    expect(result.find((item) => item.itemID === 'A')).toEqual({ ...a, itemIndex: 2 });
    expect(order([...scene])).toEqual(['C:2', 'A:0', 'D:3', 'B:1']);
  });
});

describe('isAtTop and isAtBottom', () => {
  it('knows the extremes', () => {
    expect(isAtTop(scene, 'D')).toBe(true);
    expect(isAtTop(scene, 'C')).toBe(false);
    expect(isAtBottom(scene, 'A')).toBe(true);
    expect(isAtBottom(scene, 'B')).toBe(false);
  });

  it('is both for a single item, and neither for an unknown one', () => {
    const single = [makeItem(0, [0, 0], [300, 300], 0, 'only')];
    expect(isAtTop(single, 'only')).toBe(true);
    expect(isAtBottom(single, 'only')).toBe(true);
    expect(isAtTop(single, 'nope')).toBe(false);
    expect(isAtBottom([], 'nope')).toBe(false);
  });
});

describe('removeItem and addOnTop', () => {
  it('renumbers after removing', () => {
    expect(order(removeItem(scene, 'C'))).toEqual(['A:0', 'B:1', 'D:2']);
    expect(order(removeItem(scene, 'A'))).toEqual(['B:0', 'C:1', 'D:2']);
  });

  it('appends a new item as the top layer', () => {
    const fresh = {
      kind: 'picture' as const,
      itemID: 'new',
      imageID: 'image-new',
      TL_imageBounds: { x: 0, y: 0 },
      BR_imageBounds: { x: 300, y: 300 },
      rotation: 0,
    };
    const result = addOnTop(scene, fresh);
    expect(order(result)).toEqual(['A:0', 'B:1', 'C:2', 'D:3', 'new:4']);
    expect(isAtTop(result, 'new')).toBe(true);
    expect(order(addOnTop([], fresh))).toEqual(['new:0']);
  });
});
