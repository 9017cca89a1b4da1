/** Cubic ease in and out of t in [0, 1]. */
export function easeInOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c < 0.5 ? 4 * c * c * c : 1 - (-2 * c + 2) ** 3 / 2;
}

export function lerp(from: number, to: number, t: number): number {
  return from + (to - from) * t;
}

/** Progress of `time` through [start, start + duration], clamped to [0, 1]. */
export function progress(time: number, start: number, duration: number): number {
  return Math.min(1, Math.max(0, (time - start) / duration));
}
