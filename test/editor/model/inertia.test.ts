import { describe, expect, it } from 'vitest';
import {
  addVelocitySample,
  inertiaDeltas,
  inertiaStep,
  releaseVelocity,
  type VelocitySample,
} from '../../../src/editor/model/inertia.ts';

/** A finger moving 10 px every 16 ms from t = 0 (0 px) to t = 80 (50 px). */
function steadySwipe(): VelocitySample[] {
  let samples: VelocitySample[] = [];
  for (let step = 0; step <= 5; step += 1) samples = addVelocitySample(samples, { time: step * 16, position: step * 10 });
  return samples;
}

describe('velocity tracking', () => {
  it('keeps the latest five samples', () => {
    expect(steadySwipe().map((sample) => sample.time)).toEqual([16, 32, 48, 64, 80]);
  });

  it('gives px per 60 Hz frame over the samples', () => {
    expect(releaseVelocity(steadySwipe(), 80)).toBeCloseTo(((50 - 10) / (80 - 16)) * (1000 / 60), 12);
    expect(releaseVelocity(steadySwipe(), 80)).toBeCloseTo(10.416666666667, 10);
  });

  it('smooths an uneven swipe over all five samples', () => {
    const uneven = [0, 2, 40, 42, 44].reduce<VelocitySample[]>(
      (samples, position, index) => addVelocitySample(samples, { time: index * 10, position }),
      [],
    );
    expect(releaseVelocity(uneven, 40)).toBeCloseTo((44 / 40) * (1000 / 60), 12);
  });

  it('ignores samples older than 100 ms at release', () => {
    expect(releaseVelocity(steadySwipe(), 150)).toBeCloseTo((10 / 16) * (1000 / 60), 12);
    expect(releaseVelocity(steadySwipe(), 170)).toBe(0);
    expect(releaseVelocity(steadySwipe(), 200)).toBe(0);
  });

  it('is 0 without two distinct times', () => {
    expect(releaseVelocity([], 0)).toBe(0);
    expect(releaseVelocity([{ time: 5, position: 100 }], 5)).toBe(0);
    expect(releaseVelocity([{ time: 5, position: 100 }, { time: 5, position: 120 }], 5)).toBe(0);
  });
});

describe('inertia', () => {
  it('moves by the velocity and decays it by 0.93', () => {
    expect(inertiaStep(10)).toEqual({ delta: 10, velocity: 9.3 });
    expect(inertiaStep(-10)).toEqual({ delta: -10, velocity: -9.3 });
  });

  it('stops below 0.1 px per frame', () => {
    expect(inertiaStep(0.1)).toEqual({ delta: 0.1, velocity: 0.1 * 0.93 });
    expect(inertiaStep(0.0999)).toBeNull();
    expect(inertiaStep(-0.0999)).toBeNull();
  });

  it('yields 32 frames from 1 px per frame, ending above 0.1', () => {
    const deltas = [...inertiaDeltas(1)];
    expect(deltas).toHaveLength(32);
    expect(deltas[0]).toBe(1);
    expect(deltas[1]).toBe(0.93);
    expect(deltas.at(-1)).toBeCloseTo(0.93 ** 31, 12);
    expect(deltas.reduce((sum, delta) => sum + delta, 0)).toBeCloseTo((1 - 0.93 ** 32) / 0.07, 10);
  });

  it('runs longer from a faster fling in the other direction, and not at all from a crawl', () => {
    const deltas = [...inertiaDeltas(-2)];
    expect(deltas).toHaveLength(42);
    expect(deltas.at(-1)).toBeCloseTo(-2 * 0.93 ** 41, 12);
    expect([...inertiaDeltas(0.05)]).toEqual([]);
  });
});
