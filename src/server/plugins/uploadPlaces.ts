import { isUnderPace, type BodyInProgress } from './bodyPace.ts';

/** How the places for uploads being received are shared between client addresses. */
export interface UploadPlaceRules {
  /** Uploads received at once. */
  total: number;
  /** The most one address may hold. */
  perAddress: number;
  /** The last free places, which only an address holding none may take. */
  keptForNewcomers: number;
  /** A body averaging less than this (bytes a second) for `evictAfterMs` yields its place to a newcomer when all are taken. */
  minBytesPerSecond: number;
  evictAfterMs: number;
}

/** The share of all places one client address may hold. */
const perAddressShare = 1 / 16;

/**
 * The byte rate below which clients could hold every place of a process at the minimum pace
 * (issue 53: any number of addresses with less than 10 MB/s in all must leave places free).
 */
export const leastHoldingBytesPerSecond = 10_000_000;

/** What it costs to hold every place: each held upload must keep the minimum pace. */
export const holdingBytesPerSecond = (rules: Pick<UploadPlaceRules, 'total' | 'minBytesPerSecond'>) => rules.total * rules.minBytesPerSecond;

/**
 * A sixteenth of the places at most for one address (at least one), and the last quarter kept
 * for addresses holding none. So, with 16 places or more, ten addresses uploading at any pace
 * hold at most 10/16 of them, less than the three quarters they may fill between them: a fresh
 * visitor always finds a place. However many addresses there are, holding every place costs
 * holdingBytesPerSecond (16 MiB/s with the default 1024 places at 16 KiB/s): below it, places
 * stay free. (A held place costs a socket and a few buffers: bodies stream to disk.)
 */
export function uploadPlaceRules(
  total: number,
  { minBytesPerSecond, evictAfterMs }: Pick<UploadPlaceRules, 'minBytesPerSecond' | 'evictAfterMs'>,
): UploadPlaceRules {
  const perAddress = Math.max(1, Math.floor(total * perAddressShare));
  return { total, perAddress, keptForNewcomers: Math.floor(total / 4), minBytesPerSecond, evictAfterMs };
}

/** Whether an address holding `address` places may take one more while `all` are taken. */
export function mayTakePlace(held: { all: number; address: number }, rules: UploadPlaceRules): boolean {
  if (held.all >= rules.total || held.address >= rules.perAddress) return false;
  return held.address === 0 || rules.total - held.all > rules.keptForNewcomers;
}

/**
 * Milliseconds until one of the uploads now below the minimum pace has run `evictAfterMs` (when
 * a newcomer could take its place), or undefined when none is below it.
 */
export function msUntilEvictable(holders: Iterable<BodyInProgress>, now: number, rules: UploadPlaceRules): number | undefined {
  let soonest: number | undefined;
  for (const body of holders) {
    const elapsed = now - body.startedAt;
    if (!isUnderPace(Math.max(elapsed, 1), body.received(), rules.minBytesPerSecond)) continue;
    const wait = Math.max(0, rules.evictAfterMs - elapsed);
    soonest = Math.min(soonest ?? wait, wait);
  }
  return soonest;
}

/** The slowest upload that has run `evictAfterMs` below the minimum pace, if any. */
export function slowestUnderPace(holders: Iterable<BodyInProgress>, now: number, rules: UploadPlaceRules): BodyInProgress | undefined {
  let slowest: { body: BodyInProgress; rate: number } | undefined;
  for (const body of holders) {
    const elapsed = now - body.startedAt;
    const received = body.received();
    if (elapsed < rules.evictAfterMs || !isUnderPace(elapsed, received, rules.minBytesPerSecond)) continue;
    const rate = received / elapsed;
    if (!slowest || rate < slowest.rate) slowest = { body, rate };
  }
  return slowest?.body;
}

/**
 * The places of this process's uploads. When every place is taken, an address holding none
 * takes the place of the slowest upload that has fallen behind the minimum pace (it is cut
 * off), so clients trickling bytes from many addresses cannot keep a shopper out either.
 */
export function createUploadPlaces(rules: UploadPlaceRules, now: () => number = () => Date.now()) {
  const holders = new Set<BodyInProgress>();
  const perAddress = new Map<string, number>();
  const heldBy = (address: string) => perAddress.get(address) ?? 0;
  const letGo = (body: BodyInProgress) => {
    if (!holders.delete(body)) return;
    const left = heldBy(body.address) - 1;
    if (left > 0) perAddress.set(body.address, left);
    else perAddress.delete(body.address);
  };
  const hold = (body: BodyInProgress) => {
    holders.add(body);
    perAddress.set(body.address, heldBy(body.address) + 1);
    return () => letGo(body);
  };
  /** A place for `body`, or undefined; the answer gives it back (call it however the request ended). */
  const tryTake = (body: BodyInProgress): (() => void) | undefined => {
    const held = { all: holders.size, address: heldBy(body.address) };
    if (mayTakePlace(held, rules)) return hold(body);
    if (held.address > 0 || held.all < rules.total) return undefined;
    const slowest = slowestUnderPace(holders, now(), rules);
    if (!slowest) return undefined;
    letGo(slowest);
    slowest.cut('place taken');
    return hold(body);
  };
  return {
    tryTake,
    /**
     * A place for `body`, waiting up to `maxWaitMs` for one while every place is taken and some
     * upload below the minimum pace is not yet old enough to yield it; undefined when none came.
     */
    async take(body: BodyInProgress, maxWaitMs: number): Promise<(() => void) | undefined> {
      const deadline = now() + maxWaitMs;
      for (;;) {
        const release = tryTake(body);
        if (release) return release;
        // Only a newcomer to a full house ever takes a trickling upload's place.
        if (heldBy(body.address) > 0 || holders.size < rules.total) return undefined;
        const wait = msUntilEvictable(holders, now(), rules);
        if (wait === undefined || now() + wait > deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, wait + 1));
      }
    },
  };
}
