import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { createRedisByteBudget } from '../../src/server/limits/redisByteBudget.ts';
import { createRedisInFlightLimit, createRedisMockupIndex, createRedisRateLimit } from '../../src/server/limits/redisLimits.ts';
import { createMemoryMockupIndex, type MockupIndex } from '../../src/server/mockup/mockupIndex.ts';
import { createByteBudget, type ByteBudget, type ByteBudgetRule } from '../../src/server/plugins/byteBudget.ts';
import { createInFlightLimit, type InFlightLimit } from '../../src/server/plugins/inFlightLimit.ts';
import { createRateLimit, type RateLimit, type RateLimitRule } from '../../src/server/plugins/rateLimit.ts';

/**
 * The shared state a test exercises (limits, the mockup index): the in-process kind, or in the
 * vitest project `redis` the Redis kind against the test server (each under a prefix of its own).
 */
const redisUrl = inject('redisUrl');
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const prefix = () => `test-${randomBytes(6).toString('hex')}`;

export const limitsBackend = redis ? 'redis' : 'memory';

export function rateLimitUnderTest(rule: RateLimitRule, now: () => number): RateLimit {
  return redis ? createRedisRateLimit(redis, prefix(), rule, now) : createRateLimit(rule, now);
}

export function byteBudgetUnderTest(rule: ByteBudgetRule, now: () => number): ByteBudget {
  return redis ? createRedisByteBudget(redis, prefix(), rule, now) : createByteBudget(rule, now);
}

export function inFlightLimitUnderTest(): InFlightLimit {
  return redis ? createRedisInFlightLimit(redis, prefix()) : createInFlightLimit();
}

export function mockupIndexUnderTest(size?: number): MockupIndex {
  return redis ? createRedisMockupIndex(redis, prefix(), 60) : createMemoryMockupIndex(size);
}
