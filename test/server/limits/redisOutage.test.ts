import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openSharedState, type SharedState } from '../../../src/server/limits/sharedState.ts';
import { designPng, variantOf } from '../../helpers/designPng.ts';
import { buildTestApp, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { checkoutForm } from '../orders/orderFixtures.ts';
import { startLocalRedis, type LocalRedis } from '../../setup/redisServer.ts';

/**
 * Redis going away and coming back under a running store: this file's own redis-server, so it can
 * be stopped without touching the other tests' server. Runs in the `redis` project.
 */
const log = { warn: vi.fn(), info: vi.fn() };
let redis: LocalRedis;
let state: SharedState;
let prefix: string;

const warnings = () => log.warn.mock.calls.filter(([, message]) => String(message).startsWith('Redis is unreachable'));

async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `work` and answers its result with how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

describe.runIf(inject('redisUrl'))('when Redis goes away', () => {
  beforeAll(async () => {
    redis = await startLocalRedis();
    prefix = `test-${randomBytes(6).toString('hex')}`;
    state = await openSharedState({ REDIS_URL: redis.url, REDIS_PREFIX: prefix }, log);
  });
  afterAll(async () => {
    await state.close();
    await redis.stop();
  });

  it('limits, places and the mockup index fall back to the process at once, and return to Redis with it', async () => {
    const limit = state.rateLimit('checkout', { limit: 1, windowSeconds: 600 });
    const places = state.inFlight('heic');
    const index = state.mockupIndex();
    expect(await limit.take(['visitor-1'])).toBe(0);
    await index.set('design-1', ['a.jpg']);

    await redis.halt();
    // No request waits for the absent server: answered from this process's memory.
    const first = await timed(() => limit.take(['visitor-2']));
    expect(first.result).toBe(0);
    expect(first.ms).toBeLessThan(1000);
    expect(await limit.take(['visitor-2'])).toBeGreaterThan(0);
    const release = await places.tryTake([{ key: 'visitor-2', max: 1 }]);
    expect(release).toBeDefined();
    expect(await places.tryTake([{ key: 'visitor-2', max: 1 }])).toBeUndefined();
    await release?.();
    // The index of renders Redis kept is out of reach: the design is rendered again.
    expect(await index.get('design-1')).toBeUndefined();
    expect(state.shared).toBe(false);
    expect(warnings()).toHaveLength(1);

    await redis.resume();
    await eventually(() => state.shared);
    expect(log.info).toHaveBeenCalledWith('Redis is reachable again: limits, cooldowns and HEIC places are shared again');
    // Counted in Redis again, where every process sees it.
    expect(await limit.take(['visitor-3'])).toBe(0);
    const direct = new Redis(redis.url);
    try {
      expect(await direct.zcard(`${prefix}:checkout:visitor-3`)).toBe(1);
    } finally {
      direct.disconnect();
    }

    // A second outage warns again, once.
    await redis.halt();
    for (let i = 0; i < 5; i++) await limit.take([`visitor-${4 + i}`]);
    expect(warnings()).toHaveLength(2);
    await redis.resume();
    await eventually(() => state.shared);
  });

  it('gives a turn counted in the process during an outage back there, not in Redis once it returns', async () => {
    const limit = state.rateLimit('turns', { limit: 2, windowSeconds: 600 });
    const direct = new Redis(redis.url);
    try {
      await redis.halt();
      expect(await limit.take(['shopper'])).toBe(0);
      await redis.resume();
      await eventually(() => state.shared);
      // A turn in Redis after the outage (the test server comes back empty), then the outage's
      // turn is given back: the Redis one stays.
      expect(await limit.take(['shopper'])).toBe(0);
      await limit.cancel(['shopper']);
      expect(await direct.zcard(`${prefix}:turns:shopper`)).toBe(1);
      await limit.cancel(['shopper']);
      expect(await direct.zcard(`${prefix}:turns:shopper`)).toBe(0);
    } finally {
      direct.disconnect();
    }
  });

  it('a release given while Redis is down neither throws nor waits', async () => {
    const places = state.inFlight('heic-release');
    const release = await places.tryTake([{ key: 'visitor', max: 1 }]);
    await redis.halt();
    const released = await timed(async () => release?.());
    expect(released.ms).toBeLessThan(1000);
    await redis.resume();
    await eventually(() => state.shared);
  });
});

describe.runIf(inject('redisUrl'))('a store whose Redis goes away', () => {
  let test: TestApp;
  beforeAll(async () => {
    redis = await startLocalRedis();
    test = await buildTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` });
  });
  afterAll(async () => {
    await test.close();
    await redis.stop();
  });

  const ready = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { statusCode: response.statusCode, body: response.json<{ status: string; redis: string }>() };
  };

  it('keeps selling and previewing, reports itself degraded, and is ready again when Redis returns', async () => {
    expect(await ready()).toMatchObject({ statusCode: 200, body: { status: 'ready', redis: 'reachable' } });
    await redis.halt();

    const checkout = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: await checkoutForm() });
    expect(checkout.statusCode).toBe(200);
    const preview = await test.app.inject({
      method: 'POST',
      url: '/api/preview_printful_product',
      payload: multipartForm({ variantID: variantOf() }, { bytes: await designPng('#5e6472'), type: 'image/png' }),
    });
    expect(preview.statusCode).toBe(200);
    expect(await ready()).toMatchObject({ statusCode: 200, body: { status: 'degraded', redis: 'unreachable' } });

    await redis.resume();
    await eventually(async () => (await ready()).body.status === 'ready');
  });
});
