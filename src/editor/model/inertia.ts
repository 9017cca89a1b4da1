import { frameMs, inertiaDecayPerFrame, inertiaStopSpeed, velocitySampleCount, velocitySampleMaxAgeMs } from './constants.ts';

/**
 * Tray scroll inertia (SPEC §4, §9): the finger's velocity, smoothed over its last five samples,
 * keeps the tray moving after release, decaying by 0.93 per animation frame until below 0.1 px
 * per frame. Positions are CSS px along one axis; times are ms (e.g. event.timeStamp).
 */

export interface VelocitySample {
  /** ms */
  time: number;
  /** px */
  position: number;
}

/** The samples with `sample` appended, keeping only the latest five. */
export function addVelocitySample(samples: readonly VelocitySample[], sample: VelocitySample): VelocitySample[] {
  return [...samples, sample].slice(-velocitySampleCount);
}

/**
 * The finger's velocity at release time `now` (ms), in px per frame (60 Hz): the displacement
 * over the time between the oldest and newest sample, ignoring samples older than 100 ms so a
 * finger that stopped before lifting flings nothing. 0 with fewer than two usable samples.
 */
export function releaseVelocity(samples: readonly VelocitySample[], now: number): number {
  const recent = samples.filter((sample) => now - sample.time <= velocitySampleMaxAgeMs);
  const first = recent[0];
  const last = recent.at(-1);
  if (!first || !last || last.time <= first.time) return 0;
  return ((last.position - first.position) / (last.time - first.time)) * frameMs;
}

/**
 * One inertia frame from velocity `velocity` (px per frame): the distance to move now (px) and
 * the velocity for the next frame, or null once the speed is below 0.1 (stop).
 */
export function inertiaStep(velocity: number): { delta: number; velocity: number } | null {
  if (Math.abs(velocity) < inertiaStopSpeed) return null;
  return { delta: velocity, velocity: velocity * inertiaDecayPerFrame };
}

/** Every frame's distance (px) from a release velocity (px per frame) until inertia stops. */
export function* inertiaDeltas(velocity: number): Generator<number, void, undefined> {
  for (let step = inertiaStep(velocity); step; step = inertiaStep(step.velocity)) yield step.delta;
}
