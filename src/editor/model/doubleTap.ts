import { doubleTapMs, doubleTapSlopPx } from './constants.ts';
import { distance } from './geometry.ts';
import type { Point } from './types.ts';

/** A tap on an item: where (screen px) and when (ms). */
export interface Tap {
  itemID: string;
  at: Point;
  time: number;
}

/** Whether `tap` makes a double tap with the one before it: the same item, soon after, close by. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return (
    previous !== null &&
    previous.itemID === tap.itemID &&
    tap.time - previous.time <= doubleTapMs &&
    distance(previous.at, tap.at) <= doubleTapSlopPx
  );
}
