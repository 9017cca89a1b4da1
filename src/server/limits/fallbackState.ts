import type { ByteBudget } from '../plugins/byteBudget.ts';
import type { MockupIndex } from '../mockup/mockupIndex.ts';
import type { InFlightLimit } from '../plugins/inFlightLimit.ts';
import type { RateLimit } from '../plugins/rateLimit.ts';
import type { RedisCircuit } from './redisCircuit.ts';

/*
 * Each limit and index of the shared state in two copies, Redis's and this process's: every call
 * goes to Redis while the circuit has it up, else to the process's copy, so the shop keeps selling
 * through a Redis outage with per-process limits, and shares them again once Redis is back.
 */

/**
 * Turns taken in the process's copy during an outage, per set of keys, so that giving one back
 * goes to the copy that counted it even once Redis is back. Forgotten after the limit's window.
 */
function localTurns(windowMs: number, now: () => number) {
  const turns = new Map<string, number[]>();
  const idOf = (keys: readonly string[]) => keys.join('\n');
  return {
    add(keys: readonly string[]) {
      const time = now();
      if (turns.size > 1000) for (const [id, times] of turns) if ((times.at(-1) ?? 0) + windowMs <= time) turns.delete(id);
      turns.set(idOf(keys), [...(turns.get(idOf(keys)) ?? []), time]);
    },
    /** Forgets the latest turn of `keys`; false when none was taken here. */
    remove(keys: readonly string[]): boolean {
      const times = turns.get(idOf(keys));
      if (!times?.length) return false;
      times.pop();
      if (!times.length) turns.delete(idOf(keys));
      return true;
    },
  };
}

/**
 * Takes go to Redis while the circuit has it up, else to this process's copy; each is given back
 * where it was taken: in this process's copy if it was counted there, else in Redis, at once or,
 * while Redis is down, once it returns (a shopper refused for the store's own failure is not then
 * locked out when the outage ends).
 */
function givenBackWhereTaken(circuit: RedisCircuit, windowMs: number, now: () => number) {
  const takenHere = localTurns(windowMs, now);
  return {
    take: (id: readonly string[], shared: () => Promise<number>, local: () => Promise<number>) =>
      circuit.run(shared, async () => {
        const wait = await local();
        if (wait === 0) takenHere.add(id);
        return wait;
      }),
    async giveBack(id: readonly string[], shared: () => Promise<void>, local: () => Promise<void>) {
      if (takenHere.remove(id)) return local();
      await circuit.whenUp(shared);
    },
  };
}

export function rateLimitWithFallback(
  circuit: RedisCircuit,
  shared: RateLimit,
  local: RateLimit,
  windowMs: number,
  now: () => number = Date.now,
): RateLimit {
  const turns = givenBackWhereTaken(circuit, windowMs, now);
  return {
    remainingSeconds: (keys) => circuit.run(() => shared.remainingSeconds(keys), () => local.remainingSeconds(keys)),
    take: (keys) => turns.take(keys, () => shared.take(keys), () => local.take(keys)),
    cancel: (keys) => turns.giveBack(keys, () => shared.cancel(keys), () => local.cancel(keys)),
    count: (key) => circuit.run(() => shared.count(key), () => local.count(key)),
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

/** Bytes are given back where they were counted, as turns are (givenBackWhereTaken). */
export function byteBudgetWithFallback(
  circuit: RedisCircuit,
  shared: ByteBudget,
  local: ByteBudget,
  windowMs: number,
  now: () => number = Date.now,
): ByteBudget {
  const takes = givenBackWhereTaken(circuit, windowMs, now);
  const idOf = (key: string, bytes: number) => [key, String(bytes)];
  return {
    remainingSeconds: (key, bytes) =>
      circuit.run(() => shared.remainingSeconds(key, bytes), () => local.remainingSeconds(key, bytes)),
    take: (key, bytes) => takes.take(idOf(key, bytes), () => shared.take(key, bytes), () => local.take(key, bytes)),
    refund: (key, bytes) => takes.giveBack(idOf(key, bytes), () => shared.refund(key, bytes), () => local.refund(key, bytes)),
  };
}
