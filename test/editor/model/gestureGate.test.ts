import { describe, expect, it } from 'vitest';
import {
  initialGestureGate,
  stepGestureGate,
  touchStartDueAt,
  type GestureDecision,
  type GestureEvent,
  type GestureGate,
} from '../../../src/editor/model/gestureGate.ts';

/** Plays events from the idle gate; returns each decision and the final gate. */
function play(events: GestureEvent[], from: GestureGate = initialGestureGate): { decisions: GestureDecision[]; gate: GestureGate } {
  let gate = from;
  const decisions = events.map((event) => {
    const step = stepGestureGate(gate, event);
    gate = step.gate;
    return step.decision;
  });
  return { decisions, gate };
}

const down = (time: number, touches = 1): GestureEvent => ({ type: 'down', time, touches });
const up = (time: number, touches = 0): GestureEvent => ({ type: 'up', time, touches });
const move = (time: number): GestureEvent => ({ type: 'move', time });
const tick = (time: number): GestureEvent => ({ type: 'tick', time });
const cancel = (time: number): GestureEvent => ({ type: 'cancel', time });

describe('single touch start delay', () => {
  it('down → 10 ms → still waiting → 25 ms → start → move → up', () => {
    const { decisions, gate } = play([down(0), tick(10), tick(25), move(30), up(60)]);
    expect(decisions).toEqual(['none', 'none', 'startSingle', 'moveSingle', 'endSingle']);
    expect(gate).toEqual({ phase: 'idle', downAt: 0, lastUpAt: 60 });
  });

  it('starts on a move that comes 25 ms or more after the down, not before', () => {
    expect(play([down(100), move(110), move(124), move(125), move(140)]).decisions).toEqual([
      'none',
      'none',
      'none',
      'startSingle',
      'moveSingle',
    ]);
  });

  it('tells when to tick', () => {
    expect(touchStartDueAt(play([down(100)]).gate)).toBe(125);
    expect(touchStartDueAt(play([down(100), tick(125)]).gate)).toBeNull();
    expect(touchStartDueAt(initialGestureGate)).toBeNull();
  });

  it('turns a lift before 25 ms into a tap', () => {
    const { decisions, gate } = play([down(0), up(15)]);
    expect(decisions).toEqual(['none', 'tap']);
    expect(gate.phase).toBe('idle');
  });
});

describe('second finger', () => {
  it('down → 10 ms → second down → pinch, nothing single ever started', () => {
    const { decisions, gate } = play([down(0), move(5), down(10, 2), tick(25), move(30)]);
    expect(decisions).toEqual(['none', 'none', 'startPinch', 'none', 'movePinch']);
    expect(gate.phase).toBe('pinch');
  });

  it('cancels a started single drag when a second finger arrives', () => {
    expect(play([down(0), tick(25), move(40), down(50, 2), move(60)]).decisions).toEqual([
      'none',
      'startSingle',
      'moveSingle',
      'cancelSingleStartPinch',
      'movePinch',
    ]);
  });

  it('starts a pinch when two fingers land together and ignores a third', () => {
    const { decisions, gate } = play([down(0, 2), down(5, 3), up(10, 2), move(70), up(80, 1)]);
    expect(decisions).toEqual(['startPinch', 'none', 'none', 'movePinch', 'endPinch']);
    expect(gate.phase).toBe('drain');
  });

  it('ignores the finger left after a pinch until it lifts, then starts afresh', () => {
    const afterPinch = play([down(0), down(10, 2), move(20), up(30, 1), move(100), up(110)]);
    expect(afterPinch.decisions).toEqual(['none', 'startPinch', 'movePinch', 'endPinch', 'none', 'none']);
    expect(afterPinch.gate.phase).toBe('idle');
    expect(play([down(200), tick(225)], afterPinch.gate).decisions).toEqual(['none', 'startSingle']);
  });

  it('lets a new second finger pinch again while one is left over', () => {
    expect(play([down(0, 2), up(30, 1), down(200, 2), move(260)]).decisions).toEqual([
      'startPinch',
      'endPinch',
      'startPinch',
      'movePinch',
    ]);
  });

  it('ends a pinch when both fingers lift at once', () => {
    const { decisions, gate } = play([down(0, 2), up(30, 0)]);
    expect(decisions).toEqual(['startPinch', 'endPinch']);
    expect(gate.phase).toBe('idle');
  });
});

describe('post-touch ignore', () => {
  it('ignores moves within 50 ms after a touch ends', () => {
    const { decisions } = play([down(0), tick(25), up(100), down(120), tick(145), move(149), move(150)]);
    expect(decisions).toEqual(['none', 'startSingle', 'endSingle', 'none', 'startSingle', 'none', 'moveSingle']);
  });

  it('ignores pinch moves within 50 ms after a third finger lifts', () => {
    expect(play([down(0, 3), up(10, 2), move(59), move(60)]).decisions).toEqual(['startPinch', 'none', 'none', 'movePinch']);
  });

  it('ignores moves with no finger down', () => {
    expect(play([move(500)]).decisions).toEqual(['none']);
  });
});

describe('cancel', () => {
  it('cancels a gesture in progress and nothing when none has started', () => {
    expect(play([down(0), tick(25), cancel(30)]).decisions).toEqual(['none', 'startSingle', 'cancel']);
    expect(play([down(0, 2), cancel(30)]).decisions).toEqual(['startPinch', 'cancel']);
    const pending = play([down(0), cancel(10), tick(25)]);
    expect(pending.decisions).toEqual(['none', 'none', 'none']);
    expect(pending.gate).toEqual({ phase: 'idle', downAt: 0, lastUpAt: 10 });
  });
});
