import { describe, expect, it } from 'vitest';
import { bodyPaceFault, type BodyInProgress } from '../../../src/server/plugins/bodyPace.ts';
import { loadEnv } from '../../../src/server/config.ts';
import { createUploadPlaces, holdingBytesPerSecond, leastHoldingBytesPerSecond, mayTakePlace, uploadPlaceRules } from '../../../src/server/plugins/uploadPlaces.ts';

const rules = uploadPlaceRules(8, { minBytesPerSecond: 16 * 1024, evictAfterMs: 1000 });

describe('the pace of a request body', () => {
  const pace = { minBytesPerSecond: 16 * 1024, graceMs: 5000, maxMs: 300_000 };
  it('judges nothing in the grace, then the average since the request began', () => {
    expect(bodyPaceFault(4999, 0, pace)).toBeUndefined();
    expect(bodyPaceFault(5000, 5000 * 16 * 1024 / 1000, pace)).toBeUndefined();
    expect(bodyPaceFault(5000, 5000 * 16 * 1024 / 1000 - 1, pace)).toBe('too slow');
    // 800 B/s, as a client holding a place cheaply would send.
    expect(bodyPaceFault(6000, 4800, pace)).toBe('too slow');
  });

  it('cuts a body still arriving past its total time, however fast', () => {
    expect(bodyPaceFault(300_000, 1e12, pace)).toBeUndefined();
    expect(bodyPaceFault(300_001, 1e12, pace)).toBe('too long');
  });
});

describe('upload places', () => {
  it('give one address a sixteenth of them (at least one), and keep the last quarter for addresses holding none', () => {
    const many = uploadPlaceRules(64, rules);
    expect(many).toMatchObject({ total: 64, perAddress: 4, keptForNewcomers: 16 });
    expect(mayTakePlace({ all: 3, address: 3 }, many)).toBe(true);
    expect(mayTakePlace({ all: 4, address: 4 }, many)).toBe(false);
    expect(mayTakePlace({ all: 47, address: 1 }, many)).toBe(true);
    expect(mayTakePlace({ all: 48, address: 1 }, many)).toBe(false);
    expect(mayTakePlace({ all: 63, address: 0 }, many)).toBe(true);
    expect(mayTakePlace({ all: 64, address: 0 }, many)).toBe(false);
    expect(rules).toMatchObject({ total: 8, perAddress: 1, keptForNewcomers: 2 });
    expect(uploadPlaceRules(1, rules)).toMatchObject({ perAddress: 1, keptForNewcomers: 0 });
  });

  it('leave a place for a fresh visitor however ten addresses fill them, from 16 places up', () => {
    for (const total of [16, 17, 32, 64, 100, 1000]) {
      const placeRules = uploadPlaceRules(total, rules);
      // Each of ten addresses takes what it may, in turns, as long as any can.
      const held = Array<number>(10).fill(0);
      for (let taken = true; taken; ) {
        taken = false;
        for (const [index, address] of held.entries()) {
          const all = held.reduce((sum, count) => sum + count, 0);
          if (!mayTakePlace({ all, address }, placeRules)) continue;
          held[index] = address + 1;
          taken = true;
        }
      }
      const all = held.reduce((sum, count) => sum + count, 0);
      expect(mayTakePlace({ all, address: 0 }, placeRules), `${total} places`).toBe(true);
    }
  });

  it('cannot all be held by any number of addresses with less than 10 MB/s in all, with the store’s defaults (issue 53)', () => {
    const env = loadEnv({});
    const defaults = uploadPlaceRules(env.UPLOAD_CONCURRENCY, { minBytesPerSecond: env.BODY_MIN_KB_PER_SECOND * 1024, evictAfterMs: 250 });
    expect(holdingBytesPerSecond(defaults)).toBeGreaterThanOrEqual(leastHoldingBytesPerSecond);
    // Every upload that keeps a place keeps the minimum pace: 10 MB/s pays for this many, from any addresses.
    const held = Math.floor((leastHoldingBytesPerSecond - 1) / defaults.minBytesPerSecond);
    expect(mayTakePlace({ all: held, address: 0 }, defaults)).toBe(true);
    expect(mayTakePlace({ all: held, address: 1 }, defaults)).toBe(true);
  });

  const body = (address: string, startedAt: number, bytes: number, cuts: string[]): BodyInProgress => ({
    address,
    startedAt,
    received: () => bytes,
    cut: (fault) => cuts.push(`${address} ${fault}`),
  });

  it('when all are taken, a newcomer takes the place of the slowest upload under the minimum pace', () => {
    let now = 0;
    const places = createUploadPlaces(rules, () => now);
    const cuts: string[] = [];
    const held = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((address, index) => places.tryTake(body(address, 0, index === 5 ? 500 : 2000, cuts)));
    expect(held.every(Boolean)).toBe(true);
    // Within its first second no upload is judged; an address holding a place never takes another's.
    expect(places.tryTake(body('new', 0, 0, cuts))).toBeUndefined();
    now = 1500;
    expect(places.tryTake(body('a', 1500, 0, cuts))).toBeUndefined();
    const taken = places.tryTake(body('new', 1500, 0, cuts));
    expect(taken).toBeDefined();
    expect(cuts).toEqual(['f place taken']);
    // Uploads at a good pace are never cut: with the slow one gone, the next newcomer waits.
    const fast = createUploadPlaces(rules, () => now);
    for (const address of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) fast.tryTake(body(address, 0, 1_000_000, cuts));
    expect(fast.tryTake(body('new', 1500, 0, cuts))).toBeUndefined();
    taken?.();
    expect(places.tryTake(body('other', 1500, 0, cuts))).toBeDefined();
  });

  it('a newcomer to a full house waits for a trickling upload to be old enough to yield, within its limit', async () => {
    const quick = uploadPlaceRules(2, { minBytesPerSecond: 16 * 1024, evictAfterMs: 100 });
    const cuts: string[] = [];
    const fullOf = (bytes: number) => {
      const places = createUploadPlaces(quick);
      for (const address of ['a', 'b']) places.tryTake(body(address, Date.now(), bytes, cuts));
      return places;
    };
    const started = Date.now();
    expect(await fullOf(0).take(body('new', Date.now(), 0, cuts), 1000)).toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(cuts).toEqual(['a place taken']);
    // Not past its own limit, never for an address holding a place, never in place of a good pace.
    expect(await fullOf(0).take(body('new', Date.now(), 0, cuts), 20)).toBeUndefined();
    expect(await fullOf(0).take(body('a', Date.now(), 0, cuts), 1000)).toBeUndefined();
    expect(await fullOf(1e9).take(body('new', Date.now(), 0, cuts), 1000)).toBeUndefined();
    expect(cuts).toEqual(['a place taken']);
  });
});
