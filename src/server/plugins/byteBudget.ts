/** At most `bytes` every `windowSeconds`. */
export interface ByteBudgetRule {
  bytes: number;
  windowSeconds: number;
}

/**
 * A sliding-window budget of bytes per key (a client address): how much one key may store
 * within the last `windowSeconds`. Asynchronous so that a shared store (Redis) can hold the
 * counts when several processes serve the store.
 */
export interface ByteBudget {
  /** Whole seconds until `bytes` more would fit in the key's budget; 0 when they fit now. */
  remainingSeconds(key: string, bytes: number): Promise<number>;
  /**
   * Counts `bytes` against the key when they fit in what is left, as one step: 0 when counted,
   * else the whole seconds until they would fit (a whole window when they never can).
   */
  take(key: string, bytes: number): Promise<number>;
  /** Gives back `bytes` a take counted against the key (what a share the store then failed to keep stored). */
  refund(key: string, bytes: number): Promise<void>;
}

interface Entry {
  at: number;
  bytes: number;
}

/**
 * Milliseconds until `bytes` more fit in the budget, given the entries still in the window
 * (oldest first): 0 when they fit now, a whole window when they never can.
 */
export function waitForBytes(entries: readonly Entry[], bytes: number, rule: ByteBudgetRule, now: number): number {
  const windowMs = rule.windowSeconds * 1000;
  if (bytes > rule.bytes) return windowMs;
  let excess = entries.reduce((sum, entry) => sum + entry.bytes, 0) + bytes - rule.bytes;
  if (excess <= 0) return 0;
  for (const entry of entries) {
    excess -= entry.bytes;
    if (excess <= 0) return entry.at + windowMs - now;
  }
  return windowMs;
}

const pruneAbove = 1000;

/** The in-process ByteBudget: right for one server process. */
export function createByteBudget(rule: ByteBudgetRule, now: () => number = () => Date.now()): ByteBudget {
  const windowMs = rule.windowSeconds * 1000;
  const entries = new Map<string, Entry[]>();
  let pruneAt = pruneAbove;

  const recent = (key: string, time: number) => (entries.get(key) ?? []).filter((entry) => entry.at + windowMs > time);
  const prune = (time: number) => {
    for (const [key, list] of entries) if ((list.at(-1)?.at ?? 0) + windowMs <= time) entries.delete(key);
    pruneAt = Math.max(pruneAbove, entries.size * 2);
  };
  const wait = (key: string, bytes: number) => {
    const time = now();
    return Math.ceil(waitForBytes(recent(key, time), bytes, rule, time) / 1000);
  };

  return {
    remainingSeconds: async (key, bytes) => wait(key, bytes),
    async take(key, bytes) {
      const seconds = wait(key, bytes);
      if (seconds > 0) return seconds;
      const time = now();
      if (entries.size > pruneAt) prune(time);
      entries.set(key, [...recent(key, time), { at: time, bytes }]);
      return 0;
    },
    async refund(key, bytes) {
      const list = entries.get(key) ?? [];
      const latest = list.findLastIndex((entry) => entry.bytes === bytes);
      if (latest >= 0) list.splice(latest, 1);
    },
  };
}
