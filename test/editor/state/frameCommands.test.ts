import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import type { CanvasItem, FrameItem, PictureItem } from '../../../src/editor/model/types.ts';
import { designCleared } from '../../../src/editor/state/designCleared.ts';
import { designLoaded } from '../../../src/editor/state/canvasSlice.ts';
import { dropOnCell, fillCellWith } from '../../../src/editor/state/frameCommands.ts';
import { imageAdded, trayCleared } from '../../../src/editor/state/librarySlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';
import { makeItem } from '../model/makeItem.ts';

const frame: FrameItem = {
  kind: 'frame',
  itemID: 'frame',
  itemIndex: 1,
  TL_imageBounds: { x: 100, y: 600 },
  BR_imageBounds: { x: 400, y: 900 },
  rotation: 0,
};
const cell: PictureItem = { ...makeItem(0, [400, 600], [700, 900], 0, 'cell'), imageID: 'old', crop: { x: 0, y: 0, width: 600, height: 600 } };

function storeWith(items: CanvasItem[]) {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
  for (const imageID of ['old', 'new']) store.dispatch(imageAdded({ imageID, name: `${imageID}.jpg`, width: 1200, height: 800 }));
  store.dispatch(designLoaded(items));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

const itemNamed = (items: readonly CanvasItem[], itemID: string) => items.find((item) => item.itemID === itemID);

describe('filling collage cells', () => {
  it('puts a picture in an empty frame in one undo step, and Undo gives the frame back', () => {
    const store = storeWith([cell, frame]);
    expect(store.dispatch(fillCellWith('frame', 'new'))).toBe(true);
    const filled = itemNamed(selectItems(store.getState()), 'frame');
    expect(filled).toMatchObject({ kind: 'picture', imageID: 'new', itemIndex: 1, crop: { x: 200, y: 0, width: 800, height: 800 } });
    expect(store.getState().canvas.past).toHaveLength(1);
    store.dispatch(ActionCreators.undo());
    expect(itemNamed(selectItems(store.getState()), 'frame')).toEqual(frame);
  });

  it('drops a tray picture on the cell under the finger, replacing its picture; the old one returns to the tray', () => {
    const store = storeWith([cell, frame]);
    store.dispatch(trayCleared(['old']));
    store.dispatch(imageAdded({ imageID: 'new', name: 'new.jpg', width: 1200, height: 800 }));
    expect(store.getState().library.trayImageIDs).toEqual(['new']);
    expect(store.dispatch(dropOnCell('new', { x: 550, y: 750 }))).toBe(true);
    expect(itemNamed(selectItems(store.getState()), 'cell')).toMatchObject({ imageID: 'new', crop: { x: 200, y: 0, width: 800, height: 800 } });
    expect(store.getState().library.trayImageIDs).toEqual(['new', 'old']);
    expect(store.getState().canvas.past).toHaveLength(1);
  });

  it('leaves a drop outside every cell to the caller, and fills nothing that is no cell', () => {
    const plain = makeItem(2, [100, 1000], [400, 1300], 0, 'plain');
    const store = storeWith([cell, frame, plain]);
    expect(store.dispatch(dropOnCell('new', { x: 250, y: 1100 }))).toBe(false);
    expect(store.dispatch(dropOnCell('new', { x: 700, y: 1400 }))).toBe(false);
    expect(store.dispatch(fillCellWith('plain', 'new'))).toBe(false);
    expect(store.dispatch(fillCellWith('frame', 'unknown'))).toBe(false);
    expect(store.getState().canvas.past).toHaveLength(0);
  });

  it('clears the frames with the canvas', () => {
    const store = storeWith([cell, frame]);
    store.dispatch(designCleared());
    expect(selectItems(store.getState())).toEqual([]);
  });
});
