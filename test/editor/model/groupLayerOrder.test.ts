import { describe, expect, it } from 'vitest';
import {
  bringAllForward,
  bringAllToFront,
  moveToLayer,
  sendAllBackward,
  sendAllToBack,
} from '../../../src/editor/model/groupLayerOrder.ts';
import { bringForward, sendBackward } from '../../../src/editor/model/layerOrder.ts';
import type { CanvasItem } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

/**
 * Five layers back to front: a, b, c and e overlap one another at the left; d lies apart on the right.
 */
const items = [
  makeItem(0, [0, 0], [100, 100], 0, 'a'),
  makeItem(1, [50, 50], [150, 150], 0, 'b'),
  makeItem(2, [60, 0], [160, 100], 0, 'c'),
  makeItem(3, [500, 0], [600, 100], 0, 'd'),
  makeItem(4, [20, 20], [120, 120], 0, 'e'),
];

const order = (result: readonly CanvasItem[]) => result.map((item) => `${item.itemIndex}:${item.itemID}`).join(' ');

describe('front and back for several items', () => {
  it('brings the selected items to the top in their own order', () => {
    expect(order(bringAllToFront(items, ['c', 'a']))).toBe('0:b 1:d 2:e 3:a 4:c');
  });

  it('sends the selected items to the bottom in their own order', () => {
    expect(order(sendAllToBack(items, ['e', 'c']))).toBe('0:c 1:e 2:a 3:b 4:d');
  });

  it('keeps unmoved items as they were', () => {
    const result = bringAllToFront(items, ['e']);
    expect(result[0]).toBe(items[0]);
  });
});

describe('forward and backward for several items', () => {
  it('moves each selected item past the next one it overlaps, the topmost first', () => {
    // b passes c, which it overlaps; then a passes c too and stays under b.
    expect(order(bringAllForward(items, ['a', 'b']))).toBe('0:c 1:a 2:b 3:d 4:e');
  });

  it('passes items that do not overlap on the way', () => {
    // c passes d (apart) and then e (overlapping).
    expect(order(bringAllForward(items, ['c']))).toBe('0:a 1:b 2:d 3:e 4:c');
  });

  it('stops a selected item under the next selected one, keeping their order', () => {
    // Alone, d (apart from everything) would go to the top past e.
    expect(order(bringForward(items, 'd'))).toBe('0:a 1:b 2:c 3:e 4:d');
    expect(order(bringAllForward(items, ['d', 'e']))).toBe(order(items));
  });

  it('moves each selected item back past the next one it overlaps, the bottommost first', () => {
    // d overlaps nothing and goes to the bottom; e passes c, which it overlaps.
    expect(order(sendAllBackward(items, ['d', 'e']))).toBe('0:d 1:a 2:b 3:e 4:c');
  });

  it('is bringForward and sendBackward for one item', () => {
    for (const item of items) {
      expect(order(bringAllForward(items, [item.itemID]))).toBe(order(bringForward(items, item.itemID)));
      expect(order(sendAllBackward(items, [item.itemID]))).toBe(order(sendBackward(items, item.itemID)));
    }
  });
});

describe('reordering from the layers list', () => {
  it('moves an item to a layer and renumbers', () => {
    expect(order(moveToLayer(items, 'a', 3))).toBe('0:b 1:c 2:d 3:a 4:e');
    expect(order(moveToLayer(items, 'e', 0))).toBe('0:e 1:a 2:b 3:c 4:d');
  });

  it('holds the layer to the stack and ignores an unknown item', () => {
    expect(order(moveToLayer(items, 'a', 99))).toBe('0:b 1:c 2:d 3:e 4:a');
    expect(order(moveToLayer(items, 'a', -3))).toBe(order(items));
    expect(order(moveToLayer(items, 'zz', 2))).toBe(order(items));
  });
});
