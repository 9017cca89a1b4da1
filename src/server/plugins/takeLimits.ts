import type { RateLimit } from './rateLimit.ts';

/** A turn on both limits, or on neither: 0 when taken, else the seconds to wait. */
export async function takeBoth(
  first: RateLimit,
  firstKeys: readonly string[],
  second: RateLimit,
  secondKeys: readonly string[],
): Promise<number> {
  const wait = await first.take(firstKeys);
  if (wait > 0) return wait;
  const secondWait = await second.take(secondKeys);
  if (secondWait > 0) await first.cancel(firstKeys);
  return secondWait;
}
