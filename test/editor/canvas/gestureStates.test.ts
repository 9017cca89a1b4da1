import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { GestureMachine } from '../../../src/editor/canvas/gestures/gestureMachine.ts';
import { itemCentre, itemSize } from '../../../src/editor/model/geometry.ts';
import type { CanvasItem, Point, Viewport } from '../../../src/editor/model/types.ts';
import { designLoaded } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected, toolChosen, viewportCommitted, type Tool } from '../../../src/editor/state/editorSlice.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { makeItem } from '../model/makeItem.ts';
import { memoryHost } from './memoryHost.ts';

/** A sticker from (100, 100) to (700, 500) units; at zoom 0.5 it covers screen (50, 50)–(350, 250). */
const sticker = makeItem(0, [100, 100], [700, 500], 0, 'sticker');
const startView: Viewport = { scale: 0.5, x: 0, y: 0 };

/**
 * The real store with one sticker, and an in-memory stage: the view it shows, the sticker as
 * drawn, the ticks asked for, and what was done to the Transformer.
 */
function setUp(tool: Tool, { anchorAt, selected = false }: { anchorAt?: Point; selected?: boolean } = {}) {
  const store = makeStore();
  store.dispatch(designLoaded([sticker]));
  store.dispatch(ActionCreators.clearHistory());
  store.dispatch(viewportCommitted(startView));
  store.dispatch(toolChosen(tool));
  if (selected) store.dispatch(itemSelected(sticker.itemID));
  const { stage, host } = memoryHost(store, startView, sticker, anchorAt);
  const machine = new GestureMachine(host);
  const stored = () => selectItems(store.getState())[0] as CanvasItem;
  const snapshots = () => store.getState().canvas.past.length;
  return { store, stage, machine, stored, snapshots };
}

describe('pendingTouch', () => {
  it('waits 25 ms where the finger went down, then starts the one-finger gesture', () => {
    const { stage, machine } = setUp('pan');
    machine.down(1, { x: 10, y: 10 }, 100);
    expect(machine.stateName).toBe('pendingTouch');
    expect(stage.ticks).toEqual([125]);
    machine.tick(110);
    expect(machine.stateName).toBe('pendingTouch');
    machine.move(1, { x: 12, y: 10 }, 120);
    expect(machine.stateName).toBe('pendingTouch');
    machine.tick(125);
    expect(machine.stateName).toBe('panning');
  });

  it('starts on a move 25 ms after the down, and applies that move', () => {
    const { stage, machine } = setUp('pan');
    machine.down(1, { x: 10, y: 10 }, 0);
    machine.move(1, { x: 40, y: 30 }, 30);
    expect(machine.stateName).toBe('panning');
    expect(stage.view).toEqual({ scale: 0.5, x: 30, y: 20 });
  });

  it('turns a lift before 25 ms into a tap that selects with the Selector, and deselects on empty space', () => {
    const { store, machine, snapshots } = setUp('selector');
    machine.down(1, { x: 200, y: 150 }, 0);
    machine.up(1, { x: 200, y: 150 }, 15);
    expect(machine.stateName).toBe('idle');
    expect(store.getState().editor.selectedItemID).toBe(sticker.itemID);
    machine.down(1, { x: 500, y: 500 }, 200);
    machine.up(1, { x: 500, y: 500 }, 210);
    expect(store.getState().editor.selectedItemID).toBeNull();
    expect(snapshots()).toBe(0);
  });
});

describe('panning', () => {
  it('moves the view with the finger and commits it to the store once, at the lift', () => {
    const { store, stage, machine, snapshots } = setUp('pan');
    machine.down(1, { x: 10, y: 10 }, 0);
    machine.tick(25);
    machine.move(1, { x: 60, y: 90 }, 40);
    expect(stage.view).toEqual({ scale: 0.5, x: 50, y: 80 });
    expect(store.getState().editor.viewport).toEqual(startView);
    machine.up(1, { x: 60, y: 90 }, 60);
    expect(store.getState().editor.viewport).toEqual({ scale: 0.5, x: 50, y: 80 });
    expect(machine.stateName).toBe('idle');
    expect(snapshots()).toBe(0);
  });

  it('ignores moves within 50 ms of a lift', () => {
    const { stage, machine } = setUp('pan');
    machine.down(1, { x: 0, y: 0 }, 0);
    machine.up(1, { x: 0, y: 0 }, 100);
    machine.down(2, { x: 0, y: 0 }, 105);
    machine.tick(130);
    machine.move(2, { x: 40, y: 0 }, 140);
    expect(stage.view).toEqual(startView);
    machine.move(2, { x: 40, y: 0 }, 150);
    expect(stage.view.x).toBe(40);
  });
});

describe('moving', () => {
  it('selects the sticker under the finger, drags it on the stage, and makes one snapshot at the lift', () => {
    const { store, stage, machine, stored, snapshots } = setUp('selector');
    machine.down(1, { x: 100, y: 100 }, 0);
    machine.tick(25);
    expect(machine.stateName).toBe('moving');
    expect(store.getState().editor.selectedItemID).toBe(sticker.itemID);
    machine.move(1, { x: 150, y: 100 }, 40);
    // 50 screen px at zoom 0.5 are 100 units; the store is untouched meanwhile.
    expect(itemCentre(stage.drawn)).toEqual({ x: 500, y: 300 });
    expect(stored()).toEqual(sticker);
    machine.up(1, { x: 160, y: 100 }, 60);
    expect(itemCentre(stored())).toEqual({ x: 520, y: 300 });
    expect(snapshots()).toBe(1);
  });

  it('puts the sticker back when the gesture is cancelled, with nothing in the store', () => {
    const { stage, machine, stored, snapshots } = setUp('selector');
    machine.down(1, { x: 100, y: 100 }, 0);
    machine.tick(25);
    machine.move(1, { x: 150, y: 150 }, 40);
    machine.cancel(1, 50);
    expect(machine.stateName).toBe('idle');
    expect(stage.drawn).toEqual(sticker);
    expect(stored()).toEqual(sticker);
    expect(snapshots()).toBe(0);
  });

  it('puts the sticker back when a second finger lands, which then pinches the view', () => {
    const { store, stage, machine, stored, snapshots } = setUp('selector');
    machine.down(1, { x: 100, y: 100 }, 0);
    machine.tick(25);
    machine.move(1, { x: 150, y: 150 }, 40);
    machine.down(2, { x: 500, y: 500 }, 50);
    expect(machine.stateName).toBe('pinching');
    expect(stage.drawn).toEqual(sticker);
    expect(stored()).toEqual(sticker);
    expect(snapshots()).toBe(0);
    expect(store.getState().editor.selectedItemID).toBe(sticker.itemID);
  });
});

describe('transforming', () => {
  const anchor = { x: 350, y: 250 };

  it('leaves a press on an anchor to the Transformer: no delay, no selection change, no store write', () => {
    const { store, stage, machine, snapshots } = setUp('selector', { anchorAt: anchor, selected: true });
    machine.down(1, anchor, 0);
    expect(machine.stateName).toBe('transforming');
    expect(stage.ticks).toEqual([]);
    machine.move(1, { x: 380, y: 270 }, 40);
    machine.up(1, { x: 380, y: 270 }, 60);
    expect(machine.stateName).toBe('idle');
    expect(store.getState().editor.selectedItemID).toBe(sticker.itemID);
    expect(snapshots()).toBe(0);
  });

  it('is cancelled by a second finger, which becomes a pinch with the anchors off until it ends', () => {
    const { store, stage, machine, snapshots } = setUp('selector', { anchorAt: anchor, selected: true });
    machine.down(1, anchor, 0);
    machine.move(1, { x: 380, y: 270 }, 40);
    machine.down(2, { x: 500, y: 700 }, 50);
    expect(stage.transformer).toEqual(['cancelled', 'anchors off']);
    expect(machine.stateName).toBe('pinching');
    machine.move(2, { x: 560, y: 800 }, 80);
    machine.up(2, { x: 560, y: 800 }, 100);
    expect(machine.stateName).toBe('draining');
    expect(stage.transformer).toEqual(['cancelled', 'anchors off', 'anchors on']);
    machine.up(1, { x: 380, y: 270 }, 120);
    expect(machine.stateName).toBe('idle');
    expect(store.getState().editor.viewport).toEqual(stage.view);
    expect(snapshots()).toBe(0);
  });
});

describe('pinching', () => {
  it('zooms with the fingers elsewhere than on the selected sticker, and commits the view when a finger lifts', () => {
    const { store, stage, machine, stored } = setUp('selector', { selected: true });
    machine.down(1, { x: 400, y: 400 }, 0);
    machine.down(2, { x: 500, y: 400 }, 5);
    expect(machine.stateName).toBe('pinching');
    machine.move(2, { x: 600, y: 400 }, 40);
    expect(stage.view.scale).toBeGreaterThan(startView.scale);
    expect(store.getState().editor.viewport).toEqual(startView);
    machine.up(2, { x: 600, y: 400 }, 60);
    expect(store.getState().editor.viewport).toEqual(stage.view);
    expect(stored()).toEqual(sticker);
  });
});

describe('stickerPinching', () => {
  it('scales the selected sticker about the fingers when both start on it: one snapshot at the end', () => {
    const { store, stage, machine, stored, snapshots } = setUp('selector', { selected: true });
    machine.down(1, { x: 150, y: 150 }, 0);
    machine.down(2, { x: 250, y: 150 }, 5);
    expect(machine.stateName).toBe('stickerPinching');
    machine.move(1, { x: 100, y: 150 }, 30);
    machine.move(2, { x: 300, y: 150 }, 31);
    expect(itemSize(stage.drawn)).toEqual({ width: 1200, height: 800 });
    expect(stored()).toEqual(sticker);
    machine.up(2, { x: 300, y: 150 }, 60);
    expect(itemSize(stored())).toEqual({ width: 1200, height: 800 });
    expect(itemCentre(stored())).toEqual({ x: 400, y: 300 });
    expect(snapshots()).toBe(1);
    expect(store.getState().editor.viewport).toEqual(startView);
    machine.up(1, { x: 100, y: 150 }, 70);
    expect(machine.stateName).toBe('idle');
  });

  it('pinches the view instead when the sticker is not selected or the Pan tool is on', () => {
    for (const [tool, selected] of [['selector', false], ['pan', true]] as const) {
      const { machine } = setUp(tool, { selected });
      machine.down(1, { x: 150, y: 150 }, 0);
      machine.down(2, { x: 250, y: 150 }, 5);
      expect(machine.stateName).toBe('pinching');
    }
  });
});

describe('taps on an item', () => {
  const words: CanvasItem = { ...sticker, kind: 'text', text: 'Pat & Sam', fontFamily: 'Pacifico', fill: '#ffffff', align: 'center', stroke: null };

  function setUpText() {
    const parts = setUp('selector');
    parts.store.dispatch(designLoaded([words]));
    parts.store.dispatch(ActionCreators.clearHistory());
    return parts;
  }

  it('opens a text’s sheet on a double tap, quick taps or taps past the start delay alike', () => {
    const { store, machine } = setUpText();
    machine.down(1, { x: 200, y: 150 }, 0);
    machine.up(1, { x: 200, y: 150 }, 15);
    expect(store.getState().editor.textEditing).toBeNull();
    // The second tap waits out the start delay (the machine is moving) and lifts where it went down.
    machine.down(1, { x: 202, y: 151 }, 200);
    machine.tick(226);
    expect(machine.stateName).toBe('moving');
    machine.up(1, { x: 202, y: 151 }, 260);
    expect(store.getState().editor.textEditing?.itemID).toBe(sticker.itemID);
    expect(store.getState().canvas.past).toHaveLength(0);
  });

  it('does not open it on taps too far apart in time, nor on a tap that follows a drag', () => {
    const { store, machine, stored } = setUpText();
    machine.down(1, { x: 200, y: 150 }, 0);
    machine.up(1, { x: 200, y: 150 }, 15);
    machine.down(1, { x: 200, y: 150 }, 600);
    machine.up(1, { x: 200, y: 150 }, 615);
    expect(store.getState().editor.textEditing).toBeNull();
    machine.down(1, { x: 200, y: 150 }, 1000);
    machine.tick(1026);
    machine.move(1, { x: 260, y: 150 }, 1040);
    machine.up(1, { x: 260, y: 150 }, 1060);
    machine.down(1, { x: 260, y: 150 }, 1100);
    machine.up(1, { x: 260, y: 150 }, 1110);
    expect(store.getState().editor.textEditing).toBeNull();
    expect(stored().TL_imageBounds.x).toBe(220);
  });

  it('leaves a sticker where it was when the finger trembled less than 4 px: a tap, no snapshot', () => {
    const { stage, machine, stored, snapshots } = setUp('selector');
    machine.down(1, { x: 200, y: 150 }, 0);
    machine.tick(26);
    machine.move(1, { x: 201.5, y: 151 }, 40);
    machine.up(1, { x: 201.5, y: 151 }, 60);
    expect(stored()).toEqual(sticker);
    expect(stage.drawn).toEqual(sticker);
    expect(snapshots()).toBe(0);
  });
});

describe('moving a collage cell', () => {
  it('let go over another cell, swaps the two pictures and puts the dragged cell back, in one snapshot', () => {
    const { store, stage, machine, snapshots } = setUp('selector');
    const cropped = (item: CanvasItem, imageID: string) => ({ ...item, imageID, crop: { x: 0, y: 0, width: 600, height: 400 } });
    const left = cropped(makeItem(0, [100, 100], [700, 500], 0, 'left'), 'pic-left');
    const right = cropped(makeItem(1, [800, 100], [1400, 500], 0, 'right'), 'pic-right');
    for (const imageID of ['pic-left', 'pic-right']) store.dispatch(imageAdded({ imageID, name: `${imageID}.jpg`, width: 900, height: 600 }));
    store.dispatch(designLoaded([left, right]));
    store.dispatch(ActionCreators.clearHistory());
    // Screen = units × 0.5: from the left cell's middle (200, 150) to the right one's (550, 150).
    machine.down(1, { x: 200, y: 150 }, 0);
    for (const [index, x] of [250, 350, 450, 550].entries()) machine.move(1, { x, y: 150 }, 30 + index * 16);
    machine.up(1, { x: 550, y: 150 }, 120);
    const [newLeft, newRight] = selectItems(store.getState());
    expect(newLeft).toMatchObject({ itemID: 'left', imageID: 'pic-right', TL_imageBounds: left.TL_imageBounds });
    expect(newRight).toMatchObject({ itemID: 'right', imageID: 'pic-left', TL_imageBounds: right.TL_imageBounds });
    expect(stage.drawn).toEqual(left);
    expect(snapshots()).toBe(1);
  });
});


describe('an empty frame', () => {
  const frame = { kind: 'frame' as const, itemID: 'frame', itemIndex: 1, TL_imageBounds: { x: 800, y: 100 }, BR_imageBounds: { x: 1200, y: 500 }, rotation: 0 };

  function withFrame(tool: Tool) {
    const set = setUp(tool);
    set.store.dispatch(designLoaded([sticker, frame]));
    return set;
  }

  it.each(['pan', 'selector'] as const)('opens its photo picker when tapped with the %s tool, quick or slow', (tool) => {
    const { stage, machine } = withFrame(tool);
    // The frame covers screen (400, 50)–(600, 250) at zoom 0.5.
    machine.down(1, { x: 500, y: 150 }, 0);
    machine.up(1, { x: 500, y: 150 }, 10);
    machine.down(1, { x: 500, y: 150 }, 1000);
    machine.tick(1030);
    machine.up(1, { x: 501, y: 151 }, 1120);
    expect(stage.pickedFor).toEqual(['frame', 'frame']);
  });

  it('opens nothing for a tap on a picture, a drag across the frame, or a tap on empty canvas', () => {
    const { stage, machine } = withFrame('pan');
    machine.down(1, { x: 100, y: 100 }, 0);
    machine.up(1, { x: 100, y: 100 }, 10);
    machine.down(1, { x: 500, y: 150 }, 1000);
    machine.tick(1030);
    machine.move(1, { x: 560, y: 150 }, 1100);
    machine.up(1, { x: 560, y: 150 }, 1150);
    machine.down(1, { x: 700, y: 700 }, 2000);
    machine.up(1, { x: 700, y: 700 }, 2010);
    expect(stage.pickedFor).toEqual([]);
  });
});
