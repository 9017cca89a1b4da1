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

/**
 * Each key's places as a sorted set of holders scored by the end of their lease. Drops expired
 * leases, then takes a place on every key when each is under its maximum (ARGV[i]), leased until
 * ARGV[n+2] for holder ARGV[n+3]; 1 when taken, else 0. ARGV[n+1] is now (ms).
 */
const tryTakeScript = `
local n = #KEYS
local now, leaseEnd, holder = tonumber(ARGV[n + 1]), tonumber(ARGV[n + 2]), ARGV[n + 3]
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, leaseEnd, holder)
  redis.call('PEXPIREAT', key, leaseEnd)
end
return 1
`;

/** Extends the holder's lease (ARGV[2], until ARGV[1]) on every key it still holds. */
const renewScript = `
for _, key in ipairs(KEYS) do
  if redis.call('ZSCORE', key, ARGV[2]) then
    redis.call('ZADD', key, ARGV[1], ARGV[2])
    redis.call('PEXPIREAT', key, ARGV[1])
  end
end
return 0
`;

/**
 * A place is leased for this long and renewed every third of it while the work runs, so the
 * place of a process that died (killed, out of memory) is free again within a lease.
 */
export const placeLeaseMs = 30_000;

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
    count: (key) => redis.zcount(`${prefix}:${key}`, `(${now() - windowMs}`, '+inf'),
  };
}

/**
 * The InFlightLimit of several store processes: the places live in Redis under `prefix`, each
 * on a lease its holder renews while it holds the place.
 */
export function createRedisInFlightLimit(
  redis: Redis,
  prefix: string,
  { leaseMs = placeLeaseMs, now = () => Date.now() }: { leaseMs?: number; now?: () => number } = {},
): InFlightLimit {
  return {
    async tryTake(rules) {
      const keys = rules.map(({ key }) => `${prefix}:${key}`);
      const maxima = rules.map(({ max }) => max);
      const holder = `${process.pid}-${now()}-${(nextMember += 1)}`;
      const taken = Number(await redis.eval(tryTakeScript, keys.length, ...keys, ...maxima, now(), now() + leaseMs, holder));
      if (!taken) return undefined;
      const renew = setInterval(() => {
        // A renewal Redis misses is no fault: the lease runs out, as a dead holder's would.
        redis.eval(renewScript, keys.length, ...keys, now() + leaseMs, holder).catch(() => undefined);
      }, leaseMs / 3);
      renew.unref();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        await Promise.all(keys.map((key) => redis.zrem(key, holder)));
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
