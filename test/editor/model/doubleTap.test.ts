import { describe, expect, it } from 'vitest';
import { isDoubleTap } from '../../../src/editor/model/doubleTap.ts';

const first = { itemID: 'a', at: { x: 100, y: 100 }, time: 1000 };

describe('a double tap', () => {
  it('is a second tap on the same item within 400 ms and 24 px', () => {
    expect(isDoubleTap(first, { itemID: 'a', at: { x: 110, y: 95 }, time: 1300 })).toBe(true);
    expect(isDoubleTap(first, { itemID: 'a', at: { x: 100, y: 100 }, time: 1400 })).toBe(true);
  });

  it('is not a first tap, a late one, a far one or one on another item', () => {
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { ...first, time: 1401 })).toBe(false);
    expect(isDoubleTap(first, { ...first, at: { x: 125, y: 100 } })).toBe(false);
    expect(isDoubleTap(first, { ...first, itemID: 'b', time: 1100 })).toBe(false);
  });
});
