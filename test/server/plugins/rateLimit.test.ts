import { describe, expect, test } from 'vitest';
import { limitsBackend, rateLimitUnderTest } from '../../helpers/limitsUnderTest.ts';

describe(`rate limit (${limitsBackend})`, async () => {
  test('one per window blocks every key it recorded until the time is up', async () => {
    let now = 1_000_000;
    const limit = rateLimitUnderTest({ limit: 1, windowSeconds: 120 }, () => now);
    await limit.take(['visitor:a', 'address:1']);
    expect(await limit.remainingSeconds(['visitor:a'])).toBe(120);
    expect(await limit.remainingSeconds(['visitor:new', 'address:1'])).toBe(120);
    expect(await limit.remainingSeconds(['visitor:b', 'address:2'])).toBe(0);
    now += 119_500;
    expect(await limit.remainingSeconds(['address:1'])).toBe(1);
    now += 500;
    expect(await limit.remainingSeconds(['visitor:a', 'address:1'])).toBe(0);
  });

  test('allows `limit` requests in any window, then waits for the oldest to leave it', async () => {
    let now = 0;
    const limit = rateLimitUnderTest({ limit: 3, windowSeconds: 600 }, () => now);
    for (const at of [0, 100_000, 200_000]) {
      now = at;
      expect(await limit.remainingSeconds(['address:1'])).toBe(0);
      await limit.take(['address:1']);
    }
    now = 250_000;
    expect(await limit.remainingSeconds(['address:1'])).toBe(350);
    now = 600_000;
    expect(await limit.remainingSeconds(['address:1'])).toBe(0);
    await limit.take(['address:1']);
    // The request at 100 s is now the oldest of the last three.
    expect(await limit.remainingSeconds(['address:1'])).toBe(100);
  });

  test('take refuses at the limit without counting, and parallel takes count one at a time', async () => {
    const limit = rateLimitUnderTest({ limit: 2, windowSeconds: 60 }, () => 0);
    const answers = await Promise.all([1, 2, 3, 4].map(() => limit.take(['address:1'])));
    expect(answers).toEqual([0, 0, 60, 60]);
    await limit.cancel(['address:1']);
    expect(await limit.take(['address:1'])).toBe(0);
  });

  test('counts what a key has made within the window, without what was cancelled or refused', async () => {
    let now = 0;
    const limit = rateLimitUnderTest({ limit: 3, windowSeconds: 60 }, () => now);
    expect(await limit.count('all')).toBe(0);
    for (const at of [0, 10_000, 20_000, 30_000]) {
      now = at;
      await limit.take(['all']);
    }
    expect(await limit.count('all')).toBe(3);
    await limit.cancel(['all']);
    expect(await limit.count('all')).toBe(2);
    now = 60_000;
    expect(await limit.count('all')).toBe(1);
    expect(await limit.count('other')).toBe(0);
  });

  test('a cancelled request is free again', async () => {
    const limit = rateLimitUnderTest({ limit: 1, windowSeconds: 120 }, () => 0);
    await limit.take(['visitor:a', 'address:1']);
    await limit.cancel(['visitor:a', 'address:1']);
    expect(await limit.remainingSeconds(['visitor:a', 'address:1'])).toBe(0);
  });

  test('forgetting expired keys among thousands keeps the live ones counted', async () => {
    let now = 0;
    const limit = rateLimitUnderTest({ limit: 1, windowSeconds: 10 }, () => now);
    for (let visitor = 0; visitor < 5000; visitor++) {
      now = visitor * 10;
      await limit.take([`visitor:${visitor}`]);
    }
    expect(await limit.remainingSeconds(['visitor:4999'])).toBe(10);
    expect(await limit.remainingSeconds(['visitor:4000'])).toBe(1);
    expect(await limit.remainingSeconds(['visitor:3000'])).toBe(0);
  });
});
