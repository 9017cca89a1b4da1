import { describe, expect, it } from 'vitest';
import { burstOf } from '../../../src/editor/state/bursts.ts';

describe('burstOf', () => {
  it('keeps changes of one key less than a second apart in one burst, and starts another after a pause', () => {
    const first = burstOf('x', 1000);
    expect(burstOf('x', 1900)).toBe(first);
    expect(burstOf('x', 2800)).toBe(first);
    expect(burstOf('x', 3801)).toBe(first + 1);
  });

  it('starts a new burst for another key, however soon', () => {
    const first = burstOf('a', 10_000);
    expect(burstOf('b', 10_001)).toBe(first + 1);
    expect(burstOf('a', 10_002)).toBe(first + 2);
  });
});
