import { describe, expect, it } from 'vitest';
import { inFlightLimitUnderTest, limitsBackend } from '../../helpers/limitsUnderTest.ts';

describe(`in-flight limit (${limitsBackend})`, async () => {
  it('takes a place on every key or on none, and gives them back once', async () => {
    const limit = inFlightLimitUnderTest();
    const first = await limit.tryTake([{ key: 'visitor:a', max: 1 }, { key: 'address:x', max: 2 }]);
    expect(first).toBeDefined();
    // The same visitor again: refused, and the address keeps its one free place.
    expect(await limit.tryTake([{ key: 'visitor:a', max: 1 }, { key: 'address:x', max: 2 }])).toBeUndefined();
    const second = await limit.tryTake([{ key: 'visitor:b', max: 1 }, { key: 'address:x', max: 2 }]);
    expect(second).toBeDefined();
    expect(await limit.tryTake([{ key: 'visitor:c', max: 1 }, { key: 'address:x', max: 2 }])).toBeUndefined();

    await first?.();
    await first?.();
    expect(await limit.tryTake([{ key: 'visitor:a', max: 1 }, { key: 'address:x', max: 2 }])).toBeDefined();
    expect(await limit.tryTake([{ key: 'visitor:d', max: 1 }, { key: 'address:x', max: 2 }])).toBeUndefined();
  });
});
