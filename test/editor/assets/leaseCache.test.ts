import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeaseCache } from '../../../src/editor/assets/leaseCache.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function cacheOfLabels() {
  const disposed: string[] = [];
  const cache = createLeaseCache<string>((value) => disposed.push(value), 'Could not load');
  return { cache, disposed };
}

describe('createLeaseCache', () => {
  it('loads a key once while it is leased and shares the value', async () => {
    const { cache } = cacheOfLabels();
    const load = vi.fn(async () => 'a-value');
    const first = cache.lease('a', load);
    const second = cache.lease('a', load);
    expect(await first.value).toBe('a-value');
    expect(await second.value).toBe('a-value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('disposes of the value at the last release only, once, and loads afresh after', async () => {
    const { cache, disposed } = cacheOfLabels();
    let loads = 0;
    const load = async () => `v${++loads}`;
    const first = cache.lease('k', load);
    const second = cache.lease('k', load);
    await first.value;
    first.release();
    first.release();
    await Promise.resolve();
    expect(disposed).toEqual([]);
    second.release();
    await vi.waitFor(() => expect(disposed).toEqual(['v1']));
    expect(await cache.lease('k', load).value).toBe('v2');
  });

  it('leases a failed load as null, logs it, and tries again on the next lease', async () => {
    const { cache, disposed } = cacheOfLabels();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = cache.lease('bad', () => Promise.reject(new Error('broken')));
    expect(await failed.value).toBeNull();
    expect(warn).toHaveBeenCalledWith('Could not load', 'bad', expect.any(Error));
    expect(await cache.lease('bad', async () => 'fixed').value).toBe('fixed');
    failed.release();
    await Promise.resolve();
    expect(disposed).toEqual([]);
  });

  it('after forget, new leases of the matching keys load again; values in use stay until released', async () => {
    const { cache, disposed } = cacheOfLabels();
    const old = cache.lease('img@100', async () => 'old');
    const other = cache.lease('other@100', async () => 'other');
    await Promise.all([old.value, other.value]);
    cache.forget((key) => key.startsWith('img@'));
    const fresh = cache.lease('img@100', async () => 'fresh');
    expect(await fresh.value).toBe('fresh');
    expect(await cache.lease('other@100', async () => 'reloaded').value).toBe('other');
    expect(disposed).toEqual([]);
    old.release();
    await vi.waitFor(() => expect(disposed).toEqual(['old']));
    fresh.release();
    await vi.waitFor(() => expect(disposed).toEqual(['old', 'fresh']));
  });
});
