import type { Redis } from 'ioredis';
import type { MockupIndex } from '../mockup/mockupIndex.ts';
import type { InFlightLimit } from '../plugins/inFlightLimit.ts';
import type { RateLimit, RateLimitRule } from '../plugins/rateLimit.ts';

/**
 * The sliding window of every key as a sorted set of request times. Checks all keys and, when
 * none is at the limit and ARGV[5] is 1, counts the request on every key, in one atomic step on
 * the Redis server; answers the milliseconds to wait (0 when free).
 * ARGV: now (ms), window (ms), limit, a unique member for this request, count it (1/0).
 */
const takeScript = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then
    local oldest = redis.call('ZRANGE', key, -limit, -limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
if wait > 0 or ARGV[5] ~= '1' then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

/** Takes a place on every key when each is under its maximum (ARGV[i]); 1 when taken, else 0. */
const tryTakeScript = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[#KEYS + 1])
end
return 1
`;

const releaseScript = `
for _, key in ipairs(KEYS) do
  if redis.call('DECR', key) <= 0 then redis.call('DEL', key) end
end
return 0
`;

/** A place held longer than this (a process that died holding it) is given back by Redis. */
const inFlightExpiryMs = 10 * 60_000;

let nextMember = 0;

/** The RateLimit of several store processes: the counts live in Redis under `prefix`. */
export function createRedisRateLimit(
  redis: Redis,
  prefix: string,
  { limit, windowSeconds }: RateLimitRule,
  now: () => number = () => Date.now(),
): RateLimit {
  const windowMs = windowSeconds * 1000;
  const keysOf = (keys: readonly string[]) => keys.map((key) => `${prefix}:${key}`);
  const run = async (keys: readonly string[], count: boolean) => {
    const member = `${now()}-${process.pid}-${(nextMember += 1)}`;
    const args = [now(), windowMs, limit, member, count ? 1 : 0];
    const waitMs = Number(await redis.eval(takeScript, keys.length, ...keysOf(keys), ...args));
    return Math.ceil(waitMs / 1000);
  };
  return {
    remainingSeconds: (keys) => run(keys, false),
    take: (keys) => run(keys, true),
    async cancel(keys) {
      await Promise.all(keysOf(keys).map((key) => redis.zpopmax(key)));
    },
  };
}

/** The InFlightLimit of several store processes: the counts live in Redis under `prefix`. */
export function createRedisInFlightLimit(redis: Redis, prefix: string): InFlightLimit {
  return {
    async tryTake(rules) {
      const keys = rules.map(({ key }) => `${prefix}:${key}`);
      const maxima = rules.map(({ max }) => max);
      const taken = Number(await redis.eval(tryTakeScript, keys.length, ...keys, ...maxima, inFlightExpiryMs));
      if (!taken) return undefined;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await redis.eval(releaseScript, keys.length, ...keys);
      };
    },
  };
}

/** The mockup index of several store processes: JSON lists of file names that expire with the files. */
export function createRedisMockupIndex(redis: Redis, prefix: string, ttlSeconds: number): MockupIndex {
  return {
    async get(key) {
      const names = await redis.get(`${prefix}:${key}`);
      return names === null ? undefined : (JSON.parse(names) as string[]);
    },
    async set(key, names) {
      await redis.set(`${prefix}:${key}`, JSON.stringify(names), 'EX', ttlSeconds);
    },
    async delete(key) {
      await redis.del(`${prefix}:${key}`);
    },
  };
}
