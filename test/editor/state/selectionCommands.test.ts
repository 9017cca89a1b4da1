import { ActionCreators } from 'redux-undo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemCentre } from '../../../src/editor/model/geometry.ts';
import { itemSelected, itemSelectionToggled, itemsSelected, toolChosen } from '../../../src/editor/state/editorSlice.ts';
import { imageStore } from '../../../src/editor/state/editorImageStore.ts';
import { trayCleared } from '../../../src/editor/state/librarySlice.ts';
import { copySelected, duplicateSelected, flipSelected, pasteCopied } from '../../../src/editor/state/selectionCommands.ts';
import { selectItems, selectItemsBackToFront, selectSelectedLayerPosition } from '../../../src/editor/state/selectors.ts';
import { deleteSelected, reorderSelected } from '../../../src/editor/state/stickerCommands.ts';
import { recordingStore } from './recordingStore.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await imageStore.removeMany(await imageStore.keys());
  vi.restoreAllMocks();
});

const ids = (store: ReturnType<typeof recordingStore>['store']) => selectItemsBackToFront(store.getState()).map((item) => item.itemID);

describe('duplicate, copy and paste', () => {
  it('Duplicate adds a copy 20 units down and right, on top and selected, in one step that Undo takes back', async () => {
    const { store, run, middle } = recordingStore();
    const before = selectItems(store.getState());
    expect(await run(duplicateSelected())).toEqual(['canvas/itemsDuplicated']);
    const items = selectItemsBackToFront(store.getState());
    const copy = items[3];
    const original = items.find((item) => item.itemID === middle);
    expect(copy?.itemIndex).toBe(3);
    expect(copy?.TL_imageBounds).toEqual({ x: (original?.TL_imageBounds.x ?? 0) + 20, y: (original?.TL_imageBounds.y ?? 0) + 20 });
    expect(store.getState().editor).toMatchObject({ selectedItemIDs: [copy?.itemID], selectedItemID: copy?.itemID });
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState())).toEqual(before);
  });

  it('duplicates several items keeping their order, and selects all the copies', async () => {
    const { store, run } = recordingStore();
    const [back, , front] = ids(store);
    store.dispatch(itemsSelected([front ?? '', back ?? '']));
    expect(await run(duplicateSelected())).toEqual(['canvas/itemsDuplicated']);
    const items = selectItemsBackToFront(store.getState());
    expect(items.slice(3).map((item) => item.TL_imageBounds.x)).toEqual([20, 220]);
    expect(store.getState().editor.selectedItemIDs).toEqual(items.slice(3).map((item) => item.itemID));
    expect(store.getState().editor.selectedItemID).toBeNull();
  });

  it('Copy then Paste adds the copy as it was when copied, and a second paste another 20 units on', async () => {
    const { store, run } = recordingStore();
    expect(await run(copySelected())).toEqual(['editor/itemsCopied']);
    expect(await run(deleteSelected())).toEqual(['canvas/stickerRemoved']);
    expect(await run(pasteCopied())).toEqual(['canvas/itemsPasted']);
    expect(await run(pasteCopied())).toEqual(['canvas/itemsPasted']);
    const items = selectItemsBackToFront(store.getState());
    expect(items.map((item) => item.TL_imageBounds.x)).toEqual([0, 200, 120, 140]);
    expect(store.getState().editor.selectedItemIDs).toEqual([items[3]?.itemID]);
  });

  it('copies nothing without a selection and pastes nothing whose picture left the library', async () => {
    const { store, run } = recordingStore();
    await run(copySelected());
    store.dispatch(itemSelected(null));
    expect(await run(copySelected())).toEqual([]);
    store.dispatch(trayCleared([]));
    expect(await run(pasteCopied())).toEqual([]);
  });
});

describe('flip', () => {
  it('mirrors the selected item in one step; a second Flip gives it back', async () => {
    const { store, run, middle } = recordingStore();
    const before = selectItems(store.getState());
    expect(await run(flipSelected())).toEqual(['canvas/itemsFlipped']);
    expect(selectItems(store.getState()).find((item) => item.itemID === middle)).toMatchObject({ flipX: true });
    await run(flipSelected());
    expect(selectItems(store.getState())).toEqual(before);
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState()).find((item) => item.itemID === middle)?.flipX).toBe(true);
  });

  it('mirrors a group about its centre line', async () => {
    const { store, run } = recordingStore();
    const [back, , front] = ids(store);
    store.dispatch(itemsSelected([back ?? '', front ?? '']));
    await run(flipSelected());
    const items = selectItemsBackToFront(store.getState());
    // The group spans x 0..500: the back picture's centre 150 goes to 350, the front's 350 to 150.
    expect(items.map((item) => itemCentre(item).x)).toEqual([350, 250, 150]);
    expect(items.map((item) => item.flipX ?? false)).toEqual([true, false, true]);
  });
});

describe('a selection of several items', () => {
  it('Shift-click toggles, choosing another tool clears', () => {
    const { store } = recordingStore();
    const [back, middle] = ids(store);
    store.dispatch(itemSelectionToggled(back ?? ''));
    expect(store.getState().editor).toMatchObject({ selectedItemIDs: [middle, back], selectedItemID: null });
    store.dispatch(itemSelectionToggled(middle ?? ''));
    expect(store.getState().editor).toMatchObject({ selectedItemIDs: [back], selectedItemID: back });
    store.dispatch(toolChosen('pan'));
    expect(store.getState().editor).toMatchObject({ selectedItemIDs: [], selectedItemID: null });
  });

  it('Close deletes them all in one step', async () => {
    const { store, run } = recordingStore();
    const [back, , front] = ids(store);
    store.dispatch(itemsSelected([back ?? '', front ?? '']));
    expect(await run(deleteSelected())).toEqual(['canvas/itemsRemoved']);
    expect(selectItems(store.getState()).map((item) => item.itemIndex)).toEqual([0]);
    expect(store.getState().editor.selectedItemIDs).toEqual([]);
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState())).toHaveLength(3);
  });

  it('Front and Back move them all keeping their order, one step each', async () => {
    const { store, run } = recordingStore();
    const [back, middle, front] = ids(store);
    store.dispatch(itemsSelected([back ?? '', middle ?? '']));
    expect(selectSelectedLayerPosition(store.getState())).toEqual({ isAtTop: false, isAtBottom: true });
    expect(await run(reorderSelected('front'))).toEqual(['canvas/stickersReordered']);
    expect(ids(store)).toEqual([front, back, middle]);
    expect(selectSelectedLayerPosition(store.getState())).toEqual({ isAtTop: true, isAtBottom: false });
    expect(await run(reorderSelected('back'))).toEqual(['canvas/stickersReordered']);
    expect(ids(store)).toEqual([back, middle, front]);
  });
});
