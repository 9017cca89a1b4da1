import { describe, expect, it } from 'vitest';
import { continueBurst } from '../../../src/editor/model/burst.ts';

describe('a burst of changes', () => {
  it('goes on while changes to one target come at most the gap apart, and a new one starts after', () => {
    const first = continueBurst(null, 'x', 1000, 1000);
    expect(first).toEqual({ id: 1, target: 'x', at: 1000 });
    const same = continueBurst(first, 'x', 2000, 1000);
    expect(same).toEqual({ id: 1, target: 'x', at: 2000 });
    expect(continueBurst(same, 'x', 3001, 1000).id).toBe(2);
  });

  it('starts anew for another target however soon', () => {
    expect(continueBurst({ id: 4, target: 'x', at: 1000 }, 'y', 1001, 1000)).toEqual({ id: 5, target: 'y', at: 1001 });
  });
});
