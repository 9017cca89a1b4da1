import { ActionCreators } from 'redux-undo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { designLoaded, stickerAdded, stickerRemoved } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected } from '../../../src/editor/state/editorSlice.ts';
import { imageStore } from '../../../src/editor/state/editorImageStore.ts';
import { clearTray } from '../../../src/editor/state/libraryThunks.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { selectImageIDsInHistory, selectItems } from '../../../src/editor/state/selectors.ts';
import { deleteSelected, nudgeSelected, reorderSelected } from '../../../src/editor/state/stickerCommands.ts';
import { pictureImageIDs } from '../../../src/editor/model/items.ts';

const bounds = (x: number) => ({ TL_imageBounds: { x, y: 100 }, BR_imageBounds: { x: x + 300, y: 400 } });
const picture = (imageID: string) => ({ imageID, name: `${imageID}.png`, width: 300, height: 300 });

/** A store whose tray holds pictures `ids`, each stored in the (in-memory, under node) image store. */
async function storeWithPictures(ids: string[]) {
  const store = makeStore();
  for (const imageID of ids) {
    await imageStore.put(imageID, { blob: new Blob([imageID], { type: 'image/png' }), ...picture(imageID) });
    store.dispatch(imageAdded(picture(imageID)));
  }
  store.dispatch(designLoaded([]));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

const idOfSticker = (store: ReturnType<typeof makeStore>, imageID: string) =>
  selectItems(store.getState()).find((item) => 'imageID' in item && item.imageID === imageID)?.itemID ?? '';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await imageStore.removeMany(await imageStore.keys());
  vi.restoreAllMocks();
});

describe('clearTray', () => {
  it('keeps every picture a state of the undo history shows, so Undo brings the sticker back whole', async () => {
    const store = await storeWithPictures(['deleted', 'placed', 'unused']);
    store.dispatch(stickerAdded({ imageID: 'deleted', ...bounds(0) }));
    store.dispatch(stickerRemoved(idOfSticker(store, 'deleted')));
    store.dispatch(stickerAdded({ imageID: 'placed', ...bounds(400) }));
    expect(selectImageIDsInHistory(store.getState())).toEqual(new Set(['deleted', 'placed']));

    await store.dispatch(clearTray());
    expect(store.getState().library.trayImageIDs).toEqual([]);
    expect((await imageStore.keys()).sort()).toEqual(['deleted', 'placed']);
    expect(store.getState().library.images.map((image) => image.imageID).sort()).toEqual(['deleted', 'placed']);

    store.dispatch(ActionCreators.undo());
    store.dispatch(ActionCreators.undo());
    const restored = selectItems(store.getState()).find((item) => 'imageID' in item && item.imageID === 'deleted');
    expect(restored).toBeDefined();
    expect(await imageStore.get('deleted')).not.toBeNull();
  });

  it('keeps a picture only the redo future shows', async () => {
    const store = await storeWithPictures(['redone']);
    store.dispatch(stickerAdded({ imageID: 'redone', ...bounds(0) }));
    store.dispatch(ActionCreators.undo());
    await store.dispatch(clearTray());
    expect(await imageStore.keys()).toEqual(['redone']);
    store.dispatch(ActionCreators.redo());
    expect(pictureImageIDs(selectItems(store.getState()))).toEqual(['redone']);
  });
});

describe('sticker commands', () => {
  async function threeStickers() {
    const store = await storeWithPictures(['a', 'b', 'c']);
    // Overlapping, so Send Backward passes exactly one of them (SPEC §4).
    for (const [index, imageID] of ['a', 'b', 'c'].entries()) store.dispatch(stickerAdded({ imageID, ...bounds(index * 100) }));
    return store;
  }
  const order = (store: ReturnType<typeof makeStore>) =>
    pictureImageIDs([...selectItems(store.getState())].sort((x, y) => x.itemIndex - y.itemIndex));

  it('reorders the selected sticker with one snapshot, and none when nothing changes', async () => {
    const store = await threeStickers();
    store.dispatch(itemSelected(idOfSticker(store, 'a')));
    const pastBefore = store.getState().canvas.past.length;
    store.dispatch(reorderSelected('front'));
    expect(order(store)).toEqual(['b', 'c', 'a']);
    expect(store.getState().canvas.past.length).toBe(pastBefore + 1);
    store.dispatch(reorderSelected('forward'));
    expect(store.getState().canvas.past.length).toBe(pastBefore + 1);
    store.dispatch(reorderSelected('backward'));
    expect(order(store)).toEqual(['b', 'a', 'c']);
    store.dispatch(reorderSelected('back'));
    expect(order(store)).toEqual(['a', 'b', 'c']);
  });

  it('deletes the selected sticker and deselects; nothing without a selection', async () => {
    const store = await threeStickers();
    store.dispatch(deleteSelected());
    expect(selectItems(store.getState())).toHaveLength(3);
    store.dispatch(itemSelected(idOfSticker(store, 'b')));
    store.dispatch(deleteSelected());
    expect(order(store)).toEqual(['a', 'c']);
    expect(store.getState().editor.selectedItemID).toBeNull();
  });

  it('nudges the selected sticker; a burst of presses is one snapshot', async () => {
    const store = await threeStickers();
    const id = idOfSticker(store, 'c');
    store.dispatch(itemSelected(id));
    const pastBefore = store.getState().canvas.past.length;
    for (let press = 0; press < 5; press++) store.dispatch(nudgeSelected({ dx: 10, dy: -1 }));
    const moved = selectItems(store.getState()).find((item) => item.itemID === id);
    expect(moved?.TL_imageBounds).toEqual({ x: 250, y: 95 });
    expect(store.getState().canvas.past.length).toBe(pastBefore + 1);
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState()).find((item) => item.itemID === id)?.TL_imageBounds).toEqual({ x: 200, y: 100 });
  });
});
