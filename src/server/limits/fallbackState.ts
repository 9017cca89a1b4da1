import type { MockupIndex } from '../mockup/mockupIndex.ts';
import type { InFlightLimit } from '../plugins/inFlightLimit.ts';
import type { RateLimit } from '../plugins/rateLimit.ts';
import type { RedisCircuit } from './redisCircuit.ts';

/*
 * Each limit and index of the shared state in two copies, Redis's and this process's: every call
 * goes to Redis while the circuit has it up, else to the process's copy, so the shop keeps selling
 * through a Redis outage with per-process limits, and shares them again once Redis is back.
 */

export function rateLimitWithFallback(circuit: RedisCircuit, shared: RateLimit, local: RateLimit): RateLimit {
  return {
    remainingSeconds: (keys) => circuit.run(() => shared.remainingSeconds(keys), () => local.remainingSeconds(keys)),
    take: (keys) => circuit.run(() => shared.take(keys), () => local.take(keys)),
    cancel: (keys) => circuit.run(() => shared.cancel(keys), () => local.cancel(keys)),
  };
}

const nothing = async () => undefined;

export function inFlightWithFallback(circuit: RedisCircuit, shared: InFlightLimit, local: InFlightLimit): InFlightLimit {
  return {
    tryTake: (rules) =>
      circuit.run(
        async () => {
          const release = await shared.tryTake(rules);
          // A place taken in Redis is given back there; if Redis is down by then, its expiry does it.
          return release && (() => circuit.run(release, nothing));
        },
        () => local.tryTake(rules),
      ),
  };
}

/** Without Redis a process renders what it has not rendered itself (its own index starts empty). */
export function mockupIndexWithFallback(circuit: RedisCircuit, shared: MockupIndex, local: MockupIndex): MockupIndex {
  return {
    get: (key) => circuit.run(() => shared.get(key), () => local.get(key)),
    set: (key, names) => circuit.run(() => shared.set(key, names), () => local.set(key, names)),
    delete: (key) => circuit.run(() => shared.delete(key), () => local.delete(key)),
  };
}
