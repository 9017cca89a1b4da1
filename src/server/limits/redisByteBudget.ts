import type { Redis } from 'ioredis';
import type { ByteBudget, ByteBudgetRule } from '../plugins/byteBudget.ts';

/**
 * A key's entries as a sorted set of `<bytes>:<unique>` members scored by their time. Drops the
 * entries out of the window, then answers the milliseconds until ARGV[4] bytes fit (as
 * waitForBytes does in process) and, when they fit now and ARGV[6] is 1, adds them, in one
 * atomic step on the Redis server.
 * ARGV: now (ms), window (ms), budget (bytes), bytes, a unique member suffix, count it (1/0).
 */
const takeScript = `
local now, window, budget, bytes = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if bytes > budget then return window end
local entries = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local sizes, excess = {}, bytes - budget
for i = 1, #entries, 2 do
  sizes[i] = tonumber(string.match(entries[i], '^(%d+):'))
  excess = excess + sizes[i]
end
if excess <= 0 then
  if ARGV[6] == '1' then
    redis.call('ZADD', KEYS[1], now, bytes .. ':' .. ARGV[5])
    redis.call('PEXPIRE', KEYS[1], window)
  end
  return 0
end
for i = 1, #entries, 2 do
  excess = excess - sizes[i]
  if excess <= 0 then return tonumber(entries[i + 1]) + window - now end
end
return window
`;

/** Removes the latest entry of ARGV[1] bytes from the key's sorted set. */
const refundScript = `
local members = redis.call('ZREVRANGE', KEYS[1], 0, -1)
for _, member in ipairs(members) do
  if string.match(member, '^(%d+):') == ARGV[1] then
    redis.call('ZREM', KEYS[1], member)
    return 1
  end
end
return 0
`;

let nextMember = 0;

/** The ByteBudget of several store processes: the entries live in Redis under `prefix`. */
export function createRedisByteBudget(
  redis: Redis,
  prefix: string,
  rule: ByteBudgetRule,
  now: () => number = () => Date.now(),
): ByteBudget {
  const run = async (key: string, bytes: number, count: boolean) => {
    const member = `${now()}-${process.pid}-${(nextMember += 1)}`;
    const args = [now(), rule.windowSeconds * 1000, rule.bytes, bytes, member, count ? 1 : 0];
    const waitMs = Number(await redis.eval(takeScript, 1, `${prefix}:${key}`, ...args));
    return Math.ceil(waitMs / 1000);
  };
  return {
    remainingSeconds: (key, bytes) => run(key, bytes, false),
    take: (key, bytes) => run(key, bytes, true),
    async refund(key, bytes) {
      await redis.eval(refundScript, 1, `${prefix}:${key}`, String(bytes));
    },
  };
}
