import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { GestureMachine } from '../../../src/editor/canvas/gestures/gestureMachine.ts';
import { noKeys, type PointerKeys } from '../../../src/editor/canvas/gestures/pointerKeys.ts';
import { itemCentre, itemSize } from '../../../src/editor/model/geometry.ts';
import type { CanvasItem, Point } from '../../../src/editor/model/types.ts';
import { designLoaded, itemLockToggled } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected, itemsSelected, toolChosen, viewportCommitted } from '../../../src/editor/state/editorSlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';
import { makeItem } from '../model/makeItem.ts';
import { memoryHost } from './memoryHost.ts';

/**
 * The Selector's gestures of issue 21 on model 16 (case back 40..786 × 40..1546, its centre
 * line x = 413; camera 95..395 × 95..455), at zoom 0.5: screen px are half the units.
 */
const a = makeItem(0, [500, 600], [700, 750], 0, 'a');
const b = makeItem(1, [500, 1000], [700, 1150], 0, 'b');
const c = makeItem(2, [100, 1200], [250, 1300], 0, 'c');
const screen = (point: Point) => ({ x: point.x / 2, y: point.y / 2 });

function setUp() {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '16', caseFinish: 'Matte' }));
  store.dispatch(designLoaded([a, b, c]));
  store.dispatch(ActionCreators.clearHistory());
  store.dispatch(viewportCommitted({ scale: 0.5, x: 0, y: 0 }));
  store.dispatch(toolChosen('selector'));
  const { stage, host } = memoryHost(store, { scale: 0.5, x: 0, y: 0 }, a);
  const machine = new GestureMachine(host);
  let time = 0;
  /** A press at `from`, held past the start delay (or `holdMs`), moved to `to` and let go (screen px). */
  const drag = (from: Point, to: Point, keys: Partial<PointerKeys> = {}, holdMs = 25) => {
    const withKeys = { ...noKeys, ...keys };
    machine.down(1, from, time, withKeys);
    machine.tick(time + holdMs);
    machine.move(1, to, time + holdMs + 10, withKeys);
    machine.up(1, to, time + holdMs + 20, withKeys);
    time += 1000;
  };
  const tap = (at: Point, keys: Partial<PointerKeys> = {}) => drag(at, at, keys, 10);
  const item = (itemID: string) => selectItems(store.getState()).find((candidate) => candidate.itemID === itemID) as CanvasItem;
  const selection = () => store.getState().editor.selectedItemIDs;
  return { store, stage, machine, drag, tap, item, selection };
}

describe('snapping while dragging', () => {
  it('lands the centre exactly on the case back\'s centre line within 6 screen px, with its guide, and not with Alt', () => {
    const { stage, machine, drag, item, store } = setUp();
    const from = screen(itemCentre(a));
    // 185 units left puts the centre at 415: 2 units (1 screen px) off the line at 413.
    machine.down(1, from, 0, noKeys);
    machine.tick(25);
    machine.move(1, { x: from.x - 92.5, y: from.y }, 40, noKeys);
    expect(itemCentre(stage.drawn).x).toBe(413);
    expect(stage.guides).toContainEqual(expect.objectContaining({ axis: 'x', at: 413 }));
    machine.up(1, { x: from.x - 92.5, y: from.y }, 50, noKeys);
    expect(itemCentre(item('a'))).toEqual({ x: 413, y: 675 });
    expect(stage.guides).toEqual([]);

    store.dispatch(ActionCreators.undo());
    drag(from, { x: from.x - 92.5, y: from.y }, { alt: true });
    expect(itemCentre(item('a'))).toEqual({ x: 415, y: 675 });
  });

  it('snaps an edge to another item\'s edge, and leaves a move far from every target alone', () => {
    const { drag, item } = setUp();
    // Down 150 units: a's edges and middle (750, 825, 900) near no target; then 96 more: its bottom
    // to 996, 4 units from b's top at 1000.
    drag(screen(itemCentre(a)), { x: 300, y: 337.5 + 75 });
    expect(item('a').BR_imageBounds.y).toBe(900);
    drag({ x: 300, y: 412.5 }, { x: 300, y: 412.5 + 48 });
    expect(item('a').BR_imageBounds.y).toBe(1000);
  });
});

describe('selecting several items', () => {
  it('Shift-click adds and removes; a click without it selects the item alone; a tap on empty space clears', () => {
    const { tap, selection } = setUp();
    tap(screen(itemCentre(a)));
    tap(screen(itemCentre(b)), { toggle: true });
    expect(selection()).toEqual(['a', 'b']);
    tap(screen(itemCentre(a)), { toggle: true });
    expect(selection()).toEqual(['b']);
    tap(screen(itemCentre(c)), { toggle: true });
    tap(screen(itemCentre(c)));
    expect(selection()).toEqual(['c']);
    tap({ x: 380, y: 700 });
    expect(selection()).toEqual([]);
  });

  it('a drag on one of them moves them all, in one undo step', () => {
    const { store, drag, tap, item } = setUp();
    tap(screen(itemCentre(a)));
    tap(screen(itemCentre(c)), { toggle: true });
    const past = store.getState().canvas.past.length;
    drag(screen(itemCentre(c)), { x: 87.5 + 30, y: 625 + 20 }, { alt: true });
    expect(item('a').TL_imageBounds).toEqual({ x: 560, y: 640 });
    expect(item('c').TL_imageBounds).toEqual({ x: 160, y: 1240 });
    expect(item('b').TL_imageBounds).toEqual(b.TL_imageBounds);
    expect(store.getState().canvas.past.length).toBe(past + 1);
    store.dispatch(ActionCreators.undo());
    expect([item('a'), item('c')]).toEqual([a, c]);
  });

  it('a marquee on empty canvas selects what it touches; with Shift it adds', () => {
    const { drag, tap, selection, stage } = setUp();
    // From empty space left of a, across a's left part and down into b.
    drag({ x: 230, y: 280 }, { x: 260, y: 520 });
    expect(selection()).toEqual(['a', 'b']);
    expect(stage.marquee).toBeNull();
    tap(screen(itemCentre(c)));
    drag({ x: 230, y: 280 }, { x: 260, y: 320 }, { toggle: true });
    expect(selection()).toEqual(['c', 'a']);
  });

  it('a finger held 500 ms on another item adds it, and the next drag moves both', () => {
    const { store, machine, drag, tap, item, selection } = setUp();
    tap(screen(itemCentre(a)), { touch: true });
    const on = screen(itemCentre(b));
    machine.down(1, on, 5000, { ...noKeys, touch: true });
    machine.tick(5025);
    expect(selection()).toEqual(['b']);
    machine.tick(5500);
    machine.up(1, on, 5600, { ...noKeys, touch: true });
    expect(selection()).toEqual(['a', 'b']);
    drag(on, { x: on.x + 10, y: on.y }, { touch: true, alt: true });
    expect([item('a').TL_imageBounds.x, item('b').TL_imageBounds.x]).toEqual([520, 520]);
    expect(store.getState().editor.selectedItemIDs).toEqual(['a', 'b']);
  });

  it('a locked item is not selected by a tap or a marquee; what lies under it is', () => {
    const { store, tap, drag, selection } = setUp();
    store.dispatch(itemLockToggled('c'));
    tap(screen(itemCentre(c)));
    expect(selection()).toEqual([]);
    drag({ x: 20, y: 480 }, { x: 400, y: 700 });
    expect(selection()).toEqual(['b']);
    store.dispatch(itemSelected(null));
  });
});

describe('two fingers on a selected group', () => {
  // a (500..700 × 600..750) and b (500..700 × 1000..1150) selected: their box is 500..700 × 600..1150
  // units, screen (250, 300)–(350, 575); the fingers go down in the gap between them.
  const fingers = (spread: number, y = 437.5): [Point, Point] => [{ x: 300, y: y - spread }, { x: 300, y: y + spread }];

  /** Two fingers down `from` px either side of the gap, moved to `to` px either side, at `time` ms. */
  function pinchApart(machine: GestureMachine, from: number, to: number, time = 0) {
    const [start1, start2] = fingers(from);
    const [end1, end2] = fingers(to);
    machine.down(1, start1, time);
    machine.down(2, start2, time + 5);
    machine.move(1, end1, time + 30);
    machine.move(2, end2, time + 31);
  }

  it('scale the group as one about their midpoint, drawn live, stored in one undo step', () => {
    const { store, stage, machine, item } = setUp();
    store.dispatch(itemsSelected(['a', 'b']));
    const past = store.getState().canvas.past.length;
    pinchApart(machine, 50, 75);
    expect(machine.stateName).toBe('stickerPinching');
    expect(stage.drawnGroup.map((drawn) => drawn.itemID)).toEqual(['a', 'b']);
    expect(item('a')).toEqual(a);
    machine.up(2, fingers(75)[1], 60);
    machine.up(1, fingers(75)[0], 61);
    // 1.5× about (600, 875) units: a's centre (600, 675) goes to (600, 575), b's (600, 1075) to (600, 1175).
    expect(itemSize(item('a'))).toEqual({ width: 300, height: 225 });
    expect(itemCentre(item('a'))).toEqual({ x: 600, y: 575 });
    expect(itemCentre(item('b'))).toEqual({ x: 600, y: 1175 });
    expect(item('c')).toEqual(c);
    expect(store.getState().canvas.past.length).toBe(past + 1);
    expect(store.getState().editor.viewport).toEqual({ scale: 0.5, x: 0, y: 0 });
    store.dispatch(ActionCreators.undo());
    expect([item('a'), item('b')]).toEqual([a, b]);
  });

  it('stop shrinking it where its smallest item reaches 75000 units², and never shrink an item already below it', () => {
    const { store, machine, item } = setUp();
    // 300 × 300 and 400 × 400 units on either side of the fingers (screen x 250..350).
    const small = makeItem(0, [450, 400], [750, 700], 0, 'a');
    const big = makeItem(1, [400, 900], [800, 1300], 0, 'b');
    store.dispatch(designLoaded([small, big]));
    store.dispatch(ActionCreators.clearHistory());
    store.dispatch(itemsSelected(['a', 'b']));
    pinchApart(machine, 60, 20);
    machine.up(2, fingers(20)[1], 60);
    machine.up(1, fingers(20)[0], 61);
    const limit = Math.sqrt(75000 / 90000);
    expect(itemSize(item('a')).width * itemSize(item('a')).height).toBeCloseTo(75000, 2);
    expect(itemSize(item('b')).width / 400).toBeCloseTo(limit, 6);
    expect(store.getState().canvas.past.length).toBe(1);

    // a and b of setUp are 200 × 150 = 30000 units², already below the minimum: that group does not shrink.
    store.dispatch(designLoaded([a, b]));
    store.dispatch(ActionCreators.clearHistory());
    store.dispatch(itemsSelected(['a', 'b']));
    pinchApart(machine, 60, 20, 1000);
    expect(machine.stateName).toBe('stickerPinching');
    machine.up(2, fingers(20)[1], 1060);
    machine.up(1, fingers(20)[0], 1061);
    expect([item('a'), item('b')]).toEqual([a, b]);
    expect(store.getState().canvas.past.length).toBe(0);
  });

  it('pinch the view when a finger is off the group\'s box, or with a single item selected and the fingers off it', () => {
    const { store, machine } = setUp();
    store.dispatch(itemsSelected(['a', 'b']));
    machine.down(1, { x: 300, y: 437.5 }, 0);
    machine.down(2, { x: 380, y: 437.5 }, 5);
    expect(machine.stateName).toBe('pinching');
    machine.up(1, { x: 300, y: 437.5 }, 10);
    machine.up(2, { x: 380, y: 437.5 }, 11);
    store.dispatch(itemSelected('a'));
    machine.down(1, fingers(50)[0], 100);
    machine.down(2, fingers(50)[1], 105);
    expect(machine.stateName).toBe('pinching');
  });
});
