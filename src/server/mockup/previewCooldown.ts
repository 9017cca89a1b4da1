/**
 * One preview per visitor per cooldown: each key (visitor cookie, client address) is blocked
 * until its time runs out, and a request is refused while any of its keys is blocked.
 */
export interface PreviewCooldown {
  /** Whole seconds until every key is free; 0 when none is blocked. */
  remainingSeconds(keys: readonly string[]): number;
  start(keys: readonly string[]): void;
  /** Frees the keys again (the preview failed, so it should not cost the visitor their turn). */
  cancel(keys: readonly string[]): void;
}

const pruneAbove = 1000;

export function createPreviewCooldown(seconds: number, now: () => number = () => Date.now()): PreviewCooldown {
  const blockedUntil = new Map<string, number>();
  return {
    remainingSeconds(keys) {
      const until = Math.max(0, ...keys.map((key) => blockedUntil.get(key) ?? 0));
      return Math.max(0, Math.ceil((until - now()) / 1000));
    },
    start(keys) {
      const time = now();
      if (blockedUntil.size > pruneAbove) {
        for (const [key, until] of blockedUntil) if (until <= time) blockedUntil.delete(key);
      }
      for (const key of keys) blockedUntil.set(key, time + seconds * 1000);
    },
    cancel(keys) {
      for (const key of keys) blockedUntil.delete(key);
    },
  };
}
