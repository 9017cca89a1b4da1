import { zoomStops } from './constants.ts';
import { clampZoom } from './viewport.ts';

/** Scales this close (relative) count as the same stop, so a stop reached by a button is not stepped to again. */
const sameStop = 0.005;

/**
 * The studio's zoom buttons (DESIGN §15): the next of zoomStops above (`in`) or below (`out`)
 * `scale` (screen px per unit), within the zoom limits; `scale` itself when there is none.
 */
export function nextZoom(scale: number, direction: 'in' | 'out'): number {
  const next =
    direction === 'in'
      ? zoomStops.find((stop) => stop > scale * (1 + sameStop))
      : [...zoomStops].reverse().find((stop) => stop < scale * (1 - sameStop));
  if (next === undefined) return scale;
  const clamped = clampZoom(next);
  return Math.abs(clamped - scale) <= scale * sameStop ? scale : clamped;
}

/** A scale as the percentage the studio shows. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}
