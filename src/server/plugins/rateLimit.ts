/** At most `limit` requests every `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * A sliding-window limit on keys (the visitor cookie, the client address): a request is refused
 * while any of its keys has made `limit` requests within the last `windowSeconds`.
 */
export interface RateLimit {
  /** Whole seconds until every key may make one more request; 0 when none is at the limit. */
  remainingSeconds(keys: readonly string[]): number;
  /** Counts one request against every key. */
  record(keys: readonly string[]): void;
  /** Takes back the latest request of every key (it failed, so it should not cost a turn). */
  cancel(keys: readonly string[]): void;
}

const pruneAbove = 1000;

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

  return {
    remainingSeconds(keys) {
      const until = Math.max(0, ...keys.map(freeAt));
      return Math.max(0, Math.ceil((until - now()) / 1000));
    },
    record(keys) {
      const time = now();
      if (hits.size > pruneAt) prune(time);
      for (const key of keys) {
        const recent = (hits.get(key) ?? []).filter((at) => at + windowMs > time);
        recent.push(time);
        hits.set(key, recent.slice(-limit));
      }
    },
    cancel(keys) {
      for (const key of keys) {
        const times = hits.get(key);
        times?.pop();
        if (times?.length === 0) hits.delete(key);
      }
    },
  };
}
