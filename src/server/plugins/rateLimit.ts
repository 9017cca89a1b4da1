/** At most `limit` requests every `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * A sliding-window limit on keys (the visitor cookie, the client address): a request is refused
 * while any of its keys has made `limit` requests within the last `windowSeconds`. Asynchronous
 * so that a shared store (Redis) can hold the counts when several processes serve the store.
 */
export interface RateLimit {
  /** Whole seconds until every key may make one more request; 0 when none is at the limit. */
  remainingSeconds(keys: readonly string[]): Promise<number>;
  /**
   * Counts one request against every key when none is at the limit, as one step (parallel
   * requests cannot all slip through between a check and a count): 0 when counted, else the
   * whole seconds to wait, as remainingSeconds.
   */
  take(keys: readonly string[]): Promise<number>;
  /** Takes back the latest request of every key (it failed, so it should not cost a turn). */
  cancel(keys: readonly string[]): Promise<void>;
  /** The requests the key has made within the window (at most `limit`: refused ones are not counted). */
  count(key: string): Promise<number>;
}

const pruneAbove = 1000;

/** The in-process RateLimit: right for one server process. */
export function createRateLimit(
  { limit, windowSeconds }: RateLimitRule,
  now: () => number = () => Date.now(),
): RateLimit {
  const windowMs = windowSeconds * 1000;
  // Each key's request times within the window, oldest first, at most `limit` of them.
  const hits = new Map<string, number[]>();
  let pruneAt = pruneAbove;

  const freeAt = (key: string) => {
    const times = hits.get(key) ?? [];
    return times.length < limit ? 0 : (times.at(-limit) ?? 0) + windowMs;
  };
  const prune = (time: number) => {
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) + windowMs <= time) hits.delete(key);
    // Scans again only once the map has doubled, so a busy window costs no scan per request.
    pruneAt = Math.max(pruneAbove, hits.size * 2);
  };

  const remainingSeconds = (keys: readonly string[]) => {
    const until = Math.max(0, ...keys.map(freeAt));
    return Math.max(0, Math.ceil((until - now()) / 1000));
  };

  return {
    remainingSeconds: async (keys) => remainingSeconds(keys),
    async take(keys) {
      const wait = remainingSeconds(keys);
      if (wait > 0) return wait;
      const time = now();
      if (hits.size > pruneAt) prune(time);
      for (const key of keys) {
        const recent = (hits.get(key) ?? []).filter((at) => at + windowMs > time);
        recent.push(time);
        hits.set(key, recent.slice(-limit));
      }
      return 0;
    },
    async cancel(keys) {
      for (const key of keys) {
        const times = hits.get(key);
        times?.pop();
        if (times?.length === 0) hits.delete(key);
      }
    },
    async count(key) {
      const time = now();
      return (hits.get(key) ?? []).filter((at) => at + windowMs > time).length;
    },
  };
}
