/** A seeded PRNG (mulberry32), so `npm run media` draws the same pictures on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

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
