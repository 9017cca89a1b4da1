import { describe, expect, test } from 'vitest';
import { createRateLimit } from '../../../src/server/plugins/rateLimit.ts';

describe('rate limit', () => {
  test('one per window blocks every key it recorded until the time is up', () => {
    let now = 1_000_000;
    const limit = createRateLimit({ limit: 1, windowSeconds: 120 }, () => now);
    limit.record(['visitor:a', 'address:1']);
    expect(limit.remainingSeconds(['visitor:a'])).toBe(120);
    expect(limit.remainingSeconds(['visitor:new', 'address:1'])).toBe(120);
    expect(limit.remainingSeconds(['visitor:b', 'address:2'])).toBe(0);
    now += 119_500;
    expect(limit.remainingSeconds(['address:1'])).toBe(1);
    now += 500;
    expect(limit.remainingSeconds(['visitor:a', 'address:1'])).toBe(0);
  });

  test('allows `limit` requests in any window, then waits for the oldest to leave it', () => {
    let now = 0;
    const limit = createRateLimit({ limit: 3, windowSeconds: 600 }, () => now);
    for (const at of [0, 100_000, 200_000]) {
      now = at;
      expect(limit.remainingSeconds(['address:1'])).toBe(0);
      limit.record(['address:1']);
    }
    now = 250_000;
    expect(limit.remainingSeconds(['address:1'])).toBe(350);
    now = 600_000;
    expect(limit.remainingSeconds(['address:1'])).toBe(0);
    limit.record(['address:1']);
    // The request at 100 s is now the oldest of the last three.
    expect(limit.remainingSeconds(['address:1'])).toBe(100);
  });

  test('a cancelled request is free again', () => {
    const limit = createRateLimit({ limit: 1, windowSeconds: 120 }, () => 0);
    limit.record(['visitor:a', 'address:1']);
    limit.cancel(['visitor:a', 'address:1']);
    expect(limit.remainingSeconds(['visitor:a', 'address:1'])).toBe(0);
  });

  test('forgetting expired keys among thousands keeps the live ones counted', () => {
    let now = 0;
    const limit = createRateLimit({ limit: 1, windowSeconds: 10 }, () => now);
    for (let visitor = 0; visitor < 5000; visitor++) {
      now = visitor * 10;
      limit.record([`visitor:${visitor}`]);
    }
    expect(limit.remainingSeconds(['visitor:4999'])).toBe(10);
    expect(limit.remainingSeconds(['visitor:4000'])).toBe(1);
    expect(limit.remainingSeconds(['visitor:3000'])).toBe(0);
  });
});
