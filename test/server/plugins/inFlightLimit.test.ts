import { describe, expect, it } from 'vitest';
import { createInFlightLimit } from '../../../src/server/plugins/inFlightLimit.ts';

describe('createInFlightLimit', () => {
  it('takes a place on every key or on none, and gives them back once', () => {
    const limit = createInFlightLimit();
    const first = limit.tryTake([{ key: 'visitor:a', max: 1 }, { key: 'address:x', max: 2 }]);
    expect(first).toBeDefined();
    // The same visitor again: refused, and the address keeps its one free place.
    expect(limit.tryTake([{ key: 'visitor:a', max: 1 }, { key: 'address:x', max: 2 }])).toBeUndefined();
    const second = limit.tryTake([{ key: 'visitor:b', max: 1 }, { key: 'address:x', max: 2 }]);
    expect(second).toBeDefined();
    expect(limit.tryTake([{ key: 'visitor:c', max: 1 }, { key: 'address:x', max: 2 }])).toBeUndefined();

    first?.();
    first?.();
    expect(limit.tryTake([{ key: 'visitor:a', max: 1 }, { key: 'address:x', max: 2 }])).toBeDefined();
    expect(limit.tryTake([{ key: 'visitor:d', max: 1 }, { key: 'address:x', max: 2 }])).toBeUndefined();
  });
});
