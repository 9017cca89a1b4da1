import { ActionCreators } from 'redux-undo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findModel } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import {
  alignSelection,
  changeSelectionOpacity,
  distributeSelection,
  moveSelection,
  resizeSelection,
  rotateSelection,
  selectArrangeFields,
} from '../../../src/editor/state/arrangeCommands.ts';
import { itemsOpacityChanged, itemsPlaced } from '../../../src/editor/state/canvasSlice.ts';
import { itemsSelected } from '../../../src/editor/state/editorSlice.ts';
import { selectItems, selectSelectedItem } from '../../../src/editor/state/selectors.ts';
import { recordingStore } from './recordingStore.ts';

const model = findModel('15');
if (!model) throw new Error('The catalog lost the iPhone 15');
const back = templateGeometry(model).caseBack;

let now = 1000;
beforeEach(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The recording store (three pictures 300 × 300 at x 0, 100, 200, y 100; the middle one selected) and its undo depth. */
function arranged() {
  const recording = recordingStore();
  const steps = () => recording.store.getState().canvas.past.length;
  const selected = () => {
    const item = selectSelectedItem(recording.store.getState());
    if (!item) throw new Error('nothing selected');
    return item;
  };
  return { ...recording, steps, selected };
}

describe('the number fields', () => {
  it('show the selection in mm from the case back\'s top-left, and its rotation', () => {
    const { store } = arranged();
    expect(selectArrangeFields(store.getState())).toEqual({
      x: (100 - back.x) / 10,
      y: (100 - back.y) / 10,
      width: 30,
      height: 30,
      rotation: 0,
      opacity: 100,
    });
  });

  it('move the selection exactly to a typed X and Y, one undo step each, undone in one', async () => {
    const { store, run, steps, selected } = arranged();
    const before = steps();
    expect(await run(moveSelection('x', 12.3, 'typed'))).toEqual([itemsPlaced.type]);
    expect(selected().TL_imageBounds).toEqual({ x: back.x + 123, y: 100 });
    await run(moveSelection('y', 50, 'typed'));
    expect(selected().TL_imageBounds).toEqual({ x: back.x + 123, y: back.y + 500 });
    expect(selected().BR_imageBounds).toEqual({ x: back.x + 423, y: back.y + 800 });
    expect(steps()).toBe(before + 2);
    store.dispatch(ActionCreators.undo());
    expect(selected().TL_imageBounds).toEqual({ x: back.x + 123, y: 100 });
  });

  it('make no step for a value the selection already has', async () => {
    const { run, steps } = arranged();
    const before = steps();
    expect(await run(moveSelection('x', (100 - back.x) / 10, 'typed'))).toEqual([]);
    expect(await run(rotateSelection(360, 'typed'))).toEqual([]);
    expect(await run(changeSelectionOpacity(100, 'typed'))).toEqual([]);
    expect(steps()).toBe(before);
  });

  it('group a field\'s arrow steps less than a second apart into one undo step, and start another after', async () => {
    const { store, run, steps, selected } = arranged();
    const before = steps();
    for (const mm of [31, 32, 33]) {
      await run(resizeSelection('width', mm, true, 'step'));
      now += 300;
    }
    expect(selected().BR_imageBounds.x - selected().TL_imageBounds.x).toBe(330);
    expect(steps()).toBe(before + 1);
    now += 1500;
    await run(resizeSelection('width', 34, true, 'step'));
    expect(steps()).toBe(before + 2);
    // Another field's steps are a step of their own at once.
    await run(rotateSelection(1, 'step'));
    expect(steps()).toBe(before + 3);
    store.dispatch(ActionCreators.undo());
    store.dispatch(ActionCreators.undo());
    expect(selected().BR_imageBounds.x - selected().TL_imageBounds.x).toBe(330);
  });

  it('resize with the ratio kept from the top-left, and turn about the centre', async () => {
    const { run, selected } = arranged();
    await run(resizeSelection('height', 45, true, 'typed'));
    expect(selected().TL_imageBounds).toEqual({ x: 100, y: 100 });
    expect(selected().BR_imageBounds).toEqual({ x: 550, y: 550 });
    await run(resizeSelection('width', 30, false, 'typed'));
    expect(selected().BR_imageBounds).toEqual({ x: 400, y: 550 });
    await run(rotateSelection(-30, 'typed'));
    expect(selected().rotation).toBe(330);
    expect(selected().TL_imageBounds).toEqual({ x: 100, y: 100 });
  });
});

describe('align and distribute', () => {
  it('align one item to the case\'s back, one undo step', async () => {
    const { store, run, steps, selected } = arranged();
    const before = steps();
    expect(await run(alignSelection('right'))).toEqual([itemsPlaced.type]);
    expect(selected().BR_imageBounds.x).toBe(back.x + back.width);
    expect(steps()).toBe(before + 1);
    expect(await run(alignSelection('right'))).toEqual([]);
    store.dispatch(ActionCreators.undo());
    expect(selected().TL_imageBounds.x).toBe(100);
  });

  it('align several to each other and distribute them, one undo step each', async () => {
    const { store, run, steps } = arranged();
    const [first, middle] = selectItems(store.getState());
    if (!first || !middle) throw new Error('three pictures expected');
    // The first lower down, the middle 400 units square: three boxes x 0–300, 100–500, 200–500.
    store.dispatch(itemsSelected([first.itemID]));
    await run(moveSelection('y', 80, 'typed'));
    store.dispatch(itemsSelected([middle.itemID]));
    await run(resizeSelection('width', 40, true, 'typed'));
    store.dispatch(itemsSelected(selectItems(store.getState()).map((item) => item.itemID)));
    const before = steps();
    await run(alignSelection('bottom'));
    const bottoms = selectItems(store.getState()).map((item) => item.BR_imageBounds.y);
    expect(bottoms).toEqual([back.y + 1100, back.y + 1100, back.y + 1100]);
    expect(steps()).toBe(before + 1);
    // Widths 300, 400 and 300 between x 0 and 500: gaps of −250 units, in the order of their centres.
    expect(await run(distributeSelection('horizontal'))).toEqual([itemsPlaced.type]);
    expect(selectItems(store.getState()).map((item) => [item.TL_imageBounds.x, item.BR_imageBounds.x])).toEqual([[0, 300], [50, 450], [200, 500]]);
    expect(steps()).toBe(before + 2);
  });
});

describe('opacity', () => {
  it('one drag of the slider is one undo step, and the steps of another drag another', async () => {
    const { store, run, steps, selected } = arranged();
    const before = steps();
    for (const percent of [90, 70, 50]) await run(changeSelectionOpacity(percent, { drag: 'first' }));
    expect(selected().opacity).toBe(0.5);
    expect(steps()).toBe(before + 1);
    await run(changeSelectionOpacity(20, { drag: 'second' }));
    expect(steps()).toBe(before + 2);
    store.dispatch(ActionCreators.undo());
    expect(selected().opacity).toBe(0.5);
    store.dispatch(ActionCreators.undo());
    expect(selected()).not.toHaveProperty('opacity');
  });

  it('sets every selected item, and a reducer call that changes nothing makes no history', async () => {
    const { store, run, steps } = arranged();
    const items = selectItems(store.getState());
    store.dispatch(itemsSelected(items.map((item) => item.itemID)));
    expect(await run(changeSelectionOpacity(40, 'typed'))).toEqual([itemsOpacityChanged.type]);
    expect(selectItems(store.getState()).map((item) => item.opacity)).toEqual([0.4, 0.4, 0.4]);
    expect(selectArrangeFields(store.getState())?.opacity).toBe(40);
    const before = steps();
    store.dispatch(itemsOpacityChanged({ itemIDs: items.map((item) => item.itemID), opacity: 0.4 }));
    expect(steps()).toBe(before);
  });
});
