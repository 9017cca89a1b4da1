import { ActionCreators } from 'redux-undo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemBoundingBox, itemCentre } from '../../../src/editor/model/geometry.ts';
import { rectsOverlap } from '../../../src/editor/model/rects.ts';
import { designLoaded, stickerAdded } from '../../../src/editor/state/canvasSlice.ts';
import { imageStore } from '../../../src/editor/state/editorImageStore.ts';
import { resetDesign } from '../../../src/editor/state/resetDesign.ts';
import { selectBackdrop, selectCanUndo, selectItems } from '../../../src/editor/state/selectors.ts';
import { backgroundColorChanged } from '../../../src/editor/state/designSlice.ts';
import {
  deleteSelected,
  nudgeSelected,
  placeSticker,
  reorderSelected,
} from '../../../src/editor/state/stickerCommands.ts';
import { bounds, recordingStore } from './recordingStore.ts';

beforeEach(() => {
  // Under node the image store says once that it keeps pictures in memory.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await imageStore.removeMany(await imageStore.keys());
  vi.restoreAllMocks();
});

describe('sticker commands are one DevTools entry each', () => {
  it.each([
    ['front', 'canvas/stickersReordered'],
    ['back', 'canvas/stickersReordered'],
    ['forward', 'canvas/stickersReordered'],
    ['backward', 'canvas/stickersReordered'],
  ] as const)('reorderSelected(%s) dispatches only %s', async (move, type) => {
    const { run } = recordingStore();
    expect(await run(reorderSelected(move))).toEqual([type]);
  });

  it('a layer move that changes nothing dispatches nothing', async () => {
    const { run } = recordingStore();
    await run(reorderSelected('front'));
    expect(await run(reorderSelected('forward'))).toEqual([]);
  });

  it('deleteSelected dispatches only stickerRemoved, which also deselects', async () => {
    const { store, run, middle } = recordingStore();
    expect(await run(deleteSelected())).toEqual(['canvas/stickerRemoved']);
    expect(store.getState().editor.selectedItemID).toBeNull();
    expect(selectItems(store.getState()).map((item) => item.itemID)).not.toContain(middle);
  });

  it('nudgeSelected dispatches only stickerNudged', async () => {
    const { run } = recordingStore();
    expect(await run(nudgeSelected({ dx: 1, dy: 0 }))).toEqual(['canvas/stickerNudged']);
  });

  it('placeSticker dispatches only stickerAdded', async () => {
    const { store, run } = recordingStore();
    expect(await run(placeSticker({ imageID: 'pic' }))).toEqual(['canvas/stickerAdded']);
    expect(selectItems(store.getState())).toHaveLength(4);
  });

  it('placeSticker puts three Adds in three places that hide no earlier sticker', async () => {
    const { store } = recordingStore();
    store.dispatch(designLoaded([]));
    for (let added = 0; added < 3; added += 1) store.dispatch(placeSticker({ imageID: 'pic' }));
    const items = selectItems(store.getState());
    expect(items).toHaveLength(3);
    const boxes = items.map(itemBoundingBox);
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) expect(rectsOverlap(box, other)).toBe(false);
    }
  });

  it('placeSticker with a centre (a drag from the tray) places the sticker at that point', async () => {
    const { store } = recordingStore();
    store.dispatch(placeSticker({ imageID: 'pic', centre: { x: 400, y: 900 } }));
    const added = selectItems(store.getState()).at(-1);
    expect(added && itemCentre(added)).toEqual({ x: 400, y: 900 });
  });

  it('resetDesign dispatches only designCleared: no stickers, no selection, default background, no undo', async () => {
    const { store, run } = recordingStore();
    store.dispatch(backgroundColorChanged('#000000'));
    expect(await run(resetDesign())).toEqual(['canvas/designCleared']);
    const state = store.getState();
    expect(selectItems(state)).toEqual([]);
    expect(state.editor.selectedItemID).toBeNull();
    expect(selectBackdrop(state)).toMatchObject({ backgroundColor: '#4a5759', showBackgroundImage: true, backgroundImageID: null });
    expect(selectCanUndo(state)).toBe(false);
    expect(state.canvas.future).toEqual([]);
    // The next change is undone to the empty design, not to what was cleared.
    store.dispatch(stickerAdded({ imageID: 'pic', ...bounds(0) }));
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState())).toEqual([]);
    expect(selectCanUndo(store.getState())).toBe(false);
  });
});
