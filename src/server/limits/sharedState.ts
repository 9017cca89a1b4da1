import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError, withoutCredentials, type Env } from '../config.ts';
import { createByteBudget, type ByteBudget, type ByteBudgetRule } from '../plugins/byteBudget.ts';
import { createInFlightLimit, type InFlightLimit } from '../plugins/inFlightLimit.ts';
import { createRateLimit, type RateLimit, type RateLimitRule } from '../plugins/rateLimit.ts';
import { previewImageRetentionDays } from '../../shared/business.ts';
import { createMemoryMockupIndex, type MockupIndex } from '../mockup/mockupIndex.ts';
import { createRedisByteBudget } from './redisByteBudget.ts';
import { byteBudgetWithFallback, inFlightWithFallback, mockupIndexWithFallback, rateLimitWithFallback } from './fallbackState.ts';
import { createRedisCircuit } from './redisCircuit.ts';
import { createRedisInFlightLimit, createRedisMockupIndex, createRedisRateLimit } from './redisLimits.ts';

/**
 * What the store's processes must agree on (the checkout limits, the preview cooldown, the HEIC
 * places, the bytes shares store, the mockup cache index): kept in this process, or in Redis
 * (REDIS_URL), shared by every store process. While Redis is unreachable each process uses copies
 * of its own.
 */
export interface SharedState {
  readonly backend: 'memory' | 'redis';
  /** False while Redis is unreachable and this process's own copies stand in. */
  readonly shared: boolean;
  rateLimit(name: string, rule: RateLimitRule): RateLimit;
  inFlight(name: string): InFlightLimit;
  byteBudget(name: string, rule: ByteBudgetRule): ByteBudget;
  mockupIndex(): MockupIndex;
  close(): Promise<void>;
}

const inProcess: SharedState = {
  backend: 'memory',
  shared: true,
  rateLimit: (_name, rule) => createRateLimit(rule),
  inFlight: () => createInFlightLimit(),
  byteBudget: (_name, rule) => createByteBudget(rule),
  mockupIndex: () => createMemoryMockupIndex(),
  close: async () => undefined,
};

/**
 * Connects to REDIS_URL at start-up; an unreachable server stops the store with the reason. After
 * that a command never waits for Redis: it fails at once while the connection is down (no offline
 * queue, no retries) or after a second, and ioredis reconnects in the background.
 */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`REDIS_URL: cannot reach Redis at ${withoutCredentials(url)} (${reason})`);
  }
  return redis;
}

export async function openSharedState(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<SharedState> {
  if (!env.REDIS_URL) return inProcess;
  const redis = await connectRedis(env.REDIS_URL);
  const circuit = createRedisCircuit(redis, log);
  const prefix = (name: string) => `${env.REDIS_PREFIX}:${name}`;
  return {
    backend: 'redis',
    get shared() {
      return circuit.up;
    },
    rateLimit: (name, rule) =>
      rateLimitWithFallback(circuit, createRedisRateLimit(redis, prefix(name), rule), createRateLimit(rule), rule.windowSeconds * 1000),
    inFlight: (name) => inFlightWithFallback(circuit, createRedisInFlightLimit(redis, prefix(name)), createInFlightLimit()),
    byteBudget: (name, rule) =>
      byteBudgetWithFallback(circuit, createRedisByteBudget(redis, prefix(name), rule), createByteBudget(rule), rule.windowSeconds * 1000),
    mockupIndex: () =>
      mockupIndexWithFallback(
        circuit,
        createRedisMockupIndex(redis, prefix('mockups'), previewImageRetentionDays * 86_400),
        createMemoryMockupIndex(),
      ),
    close: async () => {
      circuit.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
