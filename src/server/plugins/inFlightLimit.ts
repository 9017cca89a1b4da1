/** How many requests one key (a visitor, an address) may have in progress at once. */
export interface InFlightRule {
  key: string;
  max: number;
}

/**
 * Counts requests in progress per key, so no one key can take every place in a shared queue.
 * Asynchronous so that a shared store (Redis) can hold the counts across processes.
 */
export interface InFlightLimit {
  /**
   * Takes a place on every key, or none when any of them is at its maximum; the answer gives the
   * places back (call it once the work is done, however it ended).
   */
  tryTake(rules: readonly InFlightRule[]): Promise<(() => Promise<void>) | undefined>;
}

/** The in-process InFlightLimit: right for one server process. */
export function createInFlightLimit(): InFlightLimit {
  const counts = new Map<string, number>();
  const countOf = (key: string) => counts.get(key) ?? 0;
  return {
    async tryTake(rules) {
      if (rules.some(({ key, max }) => countOf(key) >= max)) return undefined;
      for (const { key } of rules) counts.set(key, countOf(key) + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        for (const { key } of rules) {
          const left = countOf(key) - 1;
          if (left > 0) counts.set(key, left);
          else counts.delete(key);
        }
      };
    },
  };
}
