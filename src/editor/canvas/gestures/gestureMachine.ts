import { postTouchIgnoreMs } from '../../model/constants.ts';
import { isDoubleTap, type Tap } from '../../model/doubleTap.ts';
import type { Point } from '../../model/types.ts';
import { selectItems } from '../../state/selectors.ts';
import { editItemText } from '../../state/textCommands.ts';
import type { GestureHost } from './gestureHost.ts';
import { idle, type GestureState } from './gestureStates.ts';
import { noKeys, type PointerKeys } from './pointerKeys.ts';

/**
 * Feeds pointer events to the current gesture state (gestureStates.ts) and keeps the fingers
 * down. Moves just after a finger lifts are ignored (SPEC §4: 50 ms). A tap on an empty frame
 * opens the photo picker to fill it; a second tap on the same item soon after the first (a
 * double tap or double click) opens the item's editor: a text's sheet.
 */
export class GestureMachine {
  private state: GestureState = idle;
  private readonly pointers = new Map<number, Point>();
  private lastUpAt: number | null = null;
  private lastTap: Tap | null = null;

  private readonly host: GestureHost;

  constructor(host: GestureHost) {
    this.host = host;
  }

  get stateName(): GestureState['name'] {
    return this.state.name;
  }

  down(pointerId: number, at: Point, time: number, keys: PointerKeys = noKeys): void {
    this.pointers.set(pointerId, at);
    this.state = this.state.down?.(this.context(), { at, time, keys }) ?? this.state;
  }

  move(pointerId: number, at: Point, time: number, keys: PointerKeys = noKeys): void {
    if (!this.pointers.has(pointerId)) return;
    this.pointers.set(pointerId, at);
    if (this.lastUpAt !== null && time - this.lastUpAt < postTouchIgnoreMs) return;
    this.state = this.state.move?.(this.context(), { at, time, keys }) ?? this.state;
  }

  up(pointerId: number, at: Point, time: number, keys: PointerKeys = noKeys): void {
    if (!this.pointers.delete(pointerId)) return;
    this.lastUpAt = time;
    this.state = this.state.up?.(this.context(), { at, time, keys }) ?? this.state;
  }

  cancel(pointerId: number, time: number): void {
    if (!this.pointers.delete(pointerId)) return;
    this.lastUpAt = time;
    this.state = this.state.cancel?.(this.context()) ?? idle;
  }

  tick(time: number): void {
    this.state = this.state.tick?.(this.context(), time) ?? this.state;
  }

  private tapped(tap: Tap): void {
    const item = selectItems(this.host.store.getState()).find((candidate) => candidate.itemID === tap.itemID);
    if (item?.kind === 'frame') {
      this.lastTap = null;
      this.host.pickPhotoFor(item.itemID);
    } else if (isDoubleTap(this.lastTap, tap)) {
      this.lastTap = null;
      this.host.store.dispatch(editItemText(tap.itemID));
    } else {
      this.lastTap = tap;
    }
  }

  private context() {
    return { host: this.host, pointers: this.pointers, tapped: (tap: Tap) => this.tapped(tap) };
  }
}
