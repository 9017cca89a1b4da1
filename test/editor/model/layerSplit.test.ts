import { describe, expect, it } from 'vitest';
import { splitAround } from '../../../src/editor/model/layerSplit.ts';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('splitAround', () => {
  it('one moving item: everything under it, it alone, everything over it', () => {
    expect(splitAround(ids, new Set(['c']))).toEqual({ under: [0, 2], live: [2, 3], over: [3, 6] });
  });

  it('the topmost or bottom item leaves nothing over or under it', () => {
    expect(splitAround(ids, new Set(['f']))).toEqual({ under: [0, 5], live: [5, 6], over: [6, 6] });
    expect(splitAround(ids, new Set(['a']))).toEqual({ under: [0, 0], live: [0, 1], over: [1, 6] });
  });

  it('a group keeps the items between its members live, in their order', () => {
    expect(splitAround(ids, new Set(['e', 'b']))).toEqual({ under: [0, 1], live: [1, 5], over: [5, 6] });
  });

  it('ids that are not in the layer do not count; none at all: no split', () => {
    expect(splitAround(ids, new Set(['x', 'd']))).toEqual({ under: [0, 3], live: [3, 4], over: [4, 6] });
    expect(splitAround(ids, new Set(['x']))).toBeNull();
    expect(splitAround([], new Set(['a']))).toBeNull();
  });
});
