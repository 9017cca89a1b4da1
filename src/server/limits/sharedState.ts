import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError, withoutCredentials, type Env } from '../config.ts';
import { createByteBudget, type ByteBudget, type ByteBudgetRule } from '../plugins/byteBudget.ts';
import { createInFlightLimit, type InFlightLimit } from '../plugins/inFlightLimit.ts';
import { createRateLimit, type RateLimit, type RateLimitRule } from '../plugins/rateLimit.ts';
import { previewImageRetentionDays } from '../../shared/business.ts';
import { createMemoryMockupIndex, type MockupIndex } from '../mockup/mockupIndex.ts';
import { createRedisByteBudget } from './redisByteBudget.ts';
import { createRedisInFlightLimit, createRedisMockupIndex, createRedisRateLimit } from './redisLimits.ts';

/**
 * What the store's processes must agree on (the checkout limits, the preview cooldown, the HEIC
 * places, the bytes shares store, the mockup cache index): kept in this process, or in Redis
 * (REDIS_URL), shared by every store process.
 */
export interface SharedState {
  readonly backend: 'memory' | 'redis';
  rateLimit(name: string, rule: RateLimitRule): RateLimit;
  inFlight(name: string): InFlightLimit;
  byteBudget(name: string, rule: ByteBudgetRule): ByteBudget;
  mockupIndex(): MockupIndex;
  close(): Promise<void>;
}

const inProcess: SharedState = {
  backend: 'memory',
  rateLimit: (_name, rule) => createRateLimit(rule),
  inFlight: () => createInFlightLimit(),
  byteBudget: (_name, rule) => createByteBudget(rule),
  mockupIndex: () => createMemoryMockupIndex(),
  close: async () => undefined,
};

/** Connects to REDIS_URL at start-up; an unreachable server stops the store with the reason. */
async function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'error'>): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  let started = false;
  // After start-up a lost connection is logged while ioredis reconnects; requests that need
  // Redis meanwhile fail (500s, reported) rather than skip a limit.
  redis.on('error', (error: Error) => {
    if (started) log.error({ err: error }, 'Redis connection error');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`REDIS_URL: cannot reach Redis at ${withoutCredentials(url)} (${reason})`);
  }
  started = true;
  return redis;
}

export async function openSharedState(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<SharedState> {
  if (!env.REDIS_URL) return inProcess;
  const redis = await connectRedis(env.REDIS_URL, log);
  return {
    backend: 'redis',
    rateLimit: (name, rule) => createRedisRateLimit(redis, `${env.REDIS_PREFIX}:${name}`, rule),
    inFlight: (name) => createRedisInFlightLimit(redis, `${env.REDIS_PREFIX}:${name}`),
    byteBudget: (name, rule) => createRedisByteBudget(redis, `${env.REDIS_PREFIX}:${name}`, rule),
    mockupIndex: () => createRedisMockupIndex(redis, `${env.REDIS_PREFIX}:mockups`, previewImageRetentionDays * 86_400),
    close: async () => {
      await redis.quit();
    },
  };
}
