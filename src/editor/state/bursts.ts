/** Changes of one kind less than this far apart are one burst (one undo step). */
const burstGapMs = 1000;
let last = { at: Number.NEGATIVE_INFINITY, key: '', burst: 0 };

/**
 * The burst a change of `key` made now belongs to: a keyboard nudge of one sticker, a ghost
 * slider or the background colour picker dragged. The same as the last change's while changes
 * of the same key follow each other less than a second apart; a new one otherwise.
 */
export function burstOf(key: string, now = performance.now()): number {
  if (now - last.at > burstGapMs || last.key !== key) last = { at: now, key, burst: last.burst + 1 };
  last.at = now;
  return last.burst;
}
