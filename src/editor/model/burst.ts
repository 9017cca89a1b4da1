/**
 * A burst: changes to one target close together in time (a run of arrow presses, a slider's
 * steps) that make one undo step, as the canvas history groups them by the burst's id.
 */
export interface Burst {
  id: number;
  /** What the changes are to (an item, a field of the selection). */
  target: string;
  /** When the last change came, ms. */
  at: number;
}

/** The burst a change to `target` at `now` (ms) belongs to: the last one when it is to the same target at most `gapMs` later, else a new one. */
export function continueBurst(last: Burst | null, target: string, now: number, gapMs: number): Burst {
  if (last && last.target === target && now - last.at <= gapMs) return { ...last, at: now };
  return { id: (last?.id ?? 0) + 1, target, at: now };
}
