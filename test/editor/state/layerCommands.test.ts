import { ActionCreators } from 'redux-undo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemLockToggled } from '../../../src/editor/state/canvasSlice.ts';
import { layerSelected, toolChosen } from '../../../src/editor/state/editorSlice.ts';
import { imageStore } from '../../../src/editor/state/editorImageStore.ts';
import { moveLayer } from '../../../src/editor/state/layerCommands.ts';
import { selectItemsBackToFront } from '../../../src/editor/state/selectors.ts';
import { recordingStore } from './recordingStore.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await imageStore.removeMany(await imageStore.keys());
  vi.restoreAllMocks();
});

describe('the Layers list', () => {
  it('a reorder is one action and one undo step, renumbering the layers 0..n-1', async () => {
    const { store, run } = recordingStore();
    const [back, middle, front] = selectItemsBackToFront(store.getState()).map((item) => item.itemID);
    expect(await run(moveLayer(back ?? '', 2))).toEqual(['canvas/stickersReordered']);
    const after = selectItemsBackToFront(store.getState());
    expect(after.map((item) => [item.itemID, item.itemIndex])).toEqual([[middle, 0], [front, 1], [back, 2]]);
    expect(await run(moveLayer(back ?? '', 5))).toEqual([]);
    store.dispatch(ActionCreators.undo());
    expect(selectItemsBackToFront(store.getState()).map((item) => item.itemID)).toEqual([back, middle, front]);
  });

  it('a tap on a row selects the item with the Selector; locking it deselects it, and the lock is one undo step', () => {
    const { store, middle } = recordingStore();
    store.dispatch(toolChosen('pan'));
    store.dispatch(layerSelected(middle));
    expect(store.getState().editor).toMatchObject({ tool: 'selector', selectedItemIDs: [middle] });
    store.dispatch(itemLockToggled(middle));
    expect(store.getState().editor.selectedItemIDs).toEqual([]);
    expect(selectItemsBackToFront(store.getState())[1]?.locked).toBe(true);
    store.dispatch(itemLockToggled(middle));
    expect(selectItemsBackToFront(store.getState())[1]).not.toHaveProperty('locked');
    store.dispatch(ActionCreators.undo());
    expect(selectItemsBackToFront(store.getState())[1]?.locked).toBe(true);
  });
});
