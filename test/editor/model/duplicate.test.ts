import { describe, expect, it } from 'vitest';
import { duplicateItems, duplicateOffset, pasteItems } from '../../../src/editor/model/duplicate.ts';
import { makeItem } from './makeItem.ts';

const items = [makeItem(0, [0, 0], [100, 100]), makeItem(1, [50, 50], [150, 150], 30), makeItem(2, [300, 0], [400, 100])];

describe('duplicating items', () => {
  it('adds a copy 20 units down and right, on top, with the new id', () => {
    const result = duplicateItems(items, ['item-1'], ['copy']);
    expect(duplicateOffset).toBe(20);
    expect(result.copyIDs).toEqual(['copy']);
    expect(result.items.slice(0, 3)).toEqual(items);
    expect(result.items[3]).toEqual({ ...makeItem(3, [70, 70], [170, 170], 30, 'copy'), imageID: 'image-1' });
  });

  it('keeps the relative order of several copies, whatever order they were named in', () => {
    const result = duplicateItems(items, ['item-2', 'item-0'], ['first', 'second']);
    expect(result.copyIDs).toEqual(['first', 'second']);
    expect(result.items.slice(3).map((item) => [item.itemID, item.imageID, item.itemIndex, item.TL_imageBounds])).toEqual([
      ['first', 'image-0', 3, { x: 20, y: 20 }],
      ['second', 'image-2', 4, { x: 320, y: 20 }],
    ]);
  });

  it('carries the optional fields along', () => {
    const flipped = [{ ...makeItem(0, [0, 0], [100, 100]), flipX: true }];
    expect(duplicateItems(flipped, ['item-0'], ['copy']).items[1]).toMatchObject({ flipX: true, itemID: 'copy' });
  });

  it('ignores unknown ids and refuses too few new ids', () => {
    expect(duplicateItems(items, ['nope'], []).items).toEqual(items);
    expect(() => duplicateItems(items, ['item-0', 'item-1'], ['one'])).toThrow(RangeError);
  });

  it('pastes copies of items no longer in the design, 20 units on, on top', () => {
    const copied = [makeItem(5, [10, 10], [20, 20]), makeItem(4, [0, 0], [10, 10])];
    const result = pasteItems(items, copied, ['a', 'b']);
    expect(result.items.slice(3).map((item) => [item.itemID, item.imageID, item.itemIndex, item.TL_imageBounds])).toEqual([
      ['a', 'image-4', 3, { x: 20, y: 20 }],
      ['b', 'image-5', 4, { x: 30, y: 30 }],
    ]);
  });
});
