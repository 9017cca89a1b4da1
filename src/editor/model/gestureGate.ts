import { postTouchIgnoreMs, touchStartDelayMs } from './constants.ts';

/**
 * The touch timing rules of SPEC §4 as a pure state machine. The caller feeds it touch events with
 * their time (ms, e.g. event.timeStamp) and the number of fingers on the screen after the event
 * (TouchEvent.touches.length), plus a `tick` when the start delay may have passed (schedule it at
 * touchStartDueAt), and acts on the decision. It holds no timers.
 */

/**
 * idle: no finger; pending: one finger waiting out the start delay; single: a one-finger pan,
 * select or drag in progress; pinch: two fingers; drain: fingers left over from a pinch, ignored
 * until they all lift.
 */
export type GesturePhase = 'idle' | 'pending' | 'single' | 'pinch' | 'drain';

export interface GestureGate {
  phase: GesturePhase;
  /** When the finger of a pending touch went down, ms. */
  downAt: number;
  /** When a finger last lifted, ms; null before the first. */
  lastUpAt: number | null;
}

export type GestureEvent =
  | { type: 'down'; time: number; touches: number }
  | { type: 'move'; time: number }
  | { type: 'up'; time: number; touches: number }
  | { type: 'cancel'; time: number }
  | { type: 'tick'; time: number };

/**
 * none: do nothing with this event. startSingle: begin the one-finger gesture from where the finger
 * went down, at this event's position. moveSingle / movePinch: apply this move. endSingle / endPinch:
 * finish and commit. tap: the finger lifted before the delay; select or deselect at its position.
 * startPinch: begin a pinch (nothing had started). cancelSingleStartPinch: put back whatever the
 * one-finger drag moved, without committing, then begin a pinch. cancel: put back the gesture in
 * progress, commit nothing.
 */
export type GestureDecision =
  | 'none'
  | 'startSingle'
  | 'moveSingle'
  | 'endSingle'
  | 'tap'
  | 'startPinch'
  | 'cancelSingleStartPinch'
  | 'movePinch'
  | 'endPinch'
  | 'cancel';

export const initialGestureGate: GestureGate = { phase: 'idle', downAt: 0, lastUpAt: null };

/** When (ms) a pending single touch may start, so the caller can schedule a tick; else null. */
export function touchStartDueAt(gate: GestureGate): number | null {
  return gate.phase === 'pending' ? gate.downAt + touchStartDelayMs : null;
}

function onDown(gate: GestureGate, time: number, touches: number): [GestureGate, GestureDecision] {
  if (touches < 2) return [{ ...gate, phase: 'pending', downAt: time }, 'none'];
  if (gate.phase === 'pinch') return [gate, 'none'];
  return [{ ...gate, phase: 'pinch' }, gate.phase === 'single' ? 'cancelSingleStartPinch' : 'startPinch'];
}

function onUp(gate: GestureGate, time: number, touches: number): [GestureGate, GestureDecision] {
  const lifted = { ...gate, lastUpAt: time };
  if (gate.phase === 'pinch') {
    if (touches >= 2) return [lifted, 'none'];
    return [{ ...lifted, phase: touches === 0 ? 'idle' : 'drain' }, 'endPinch'];
  }
  if (touches > 0) return [lifted, 'none'];
  const decision = gate.phase === 'pending' ? 'tap' : gate.phase === 'single' ? 'endSingle' : 'none';
  return [{ ...lifted, phase: 'idle' }, decision];
}

function onTime(gate: GestureGate, time: number, isMove: boolean): [GestureGate, GestureDecision] {
  if (isMove && gate.lastUpAt !== null && time - gate.lastUpAt < postTouchIgnoreMs) return [gate, 'none'];
  if (gate.phase === 'pending') {
    return time - gate.downAt >= touchStartDelayMs ? [{ ...gate, phase: 'single' }, 'startSingle'] : [gate, 'none'];
  }
  if (!isMove) return [gate, 'none'];
  if (gate.phase === 'single') return [gate, 'moveSingle'];
  return [gate, gate.phase === 'pinch' ? 'movePinch' : 'none'];
}

/** The gate after `event`, and what the caller should do with the event. */
export function stepGestureGate(
  gate: GestureGate,
  event: GestureEvent,
): { gate: GestureGate; decision: GestureDecision } {
  let next: [GestureGate, GestureDecision];
  switch (event.type) {
    case 'down':
      next = onDown(gate, event.time, event.touches);
      break;
    case 'up':
      next = onUp(gate, event.time, event.touches);
      break;
    case 'cancel': {
      const inProgress = gate.phase === 'single' || gate.phase === 'pinch';
      next = [{ ...gate, phase: 'idle', lastUpAt: event.time }, inProgress ? 'cancel' : 'none'];
      break;
    }
    case 'move':
    case 'tick':
      next = onTime(gate, event.time, event.type === 'move');
  }
  return { gate: next[0], decision: next[1] };
}
