import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import type { PictureItem } from '../../../src/editor/model/types.ts';
import { finishCrop, selectCroppablePicture, selectCroppingItem, startCrop } from '../../../src/editor/state/cropCommands.ts';
import { stickerAdded, stickerRemoved, textAdded } from '../../../src/editor/state/canvasSlice.ts';
import { cropCancelled, cropDrafted, itemSelected, toolChosen } from '../../../src/editor/state/editorSlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { bounds, recordingStore } from './recordingStore.ts';

const draft = {
  bounds: { TL_imageBounds: { x: 120, y: 100 }, BR_imageBounds: { x: 320, y: 400 } },
  crop: { x: 200, y: 50, width: 400, height: 600 },
};

function cropping() {
  const setup = recordingStore();
  const item = () => selectItems(setup.store.getState()).find((candidate) => candidate.itemID === setup.middle) as PictureItem;
  return { ...setup, item };
}

describe('crop mode', () => {
  it('starts from the picture as it is and shows the draft without touching the design', async () => {
    const { store, run, item } = cropping();
    expect(await run(startCrop())).toEqual(['editor/cropStarted']);
    // 300 units square over an 800 × 600 picture: the middle 600 px.
    expect(store.getState().editor.cropping?.draft.crop).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    store.dispatch(cropDrafted(draft));
    expect(selectCroppingItem(store.getState())).toMatchObject({ ...draft.bounds, crop: draft.crop, itemID: item().itemID });
    expect(item().crop).toBeUndefined();
    expect(store.getState().canvas.past).toHaveLength(3);
  });

  it('Done is one action and one undo step; one Undo gives the picture back', async () => {
    const { store, run, item } = cropping();
    const before = item();
    store.dispatch(startCrop());
    store.dispatch(cropDrafted(draft));
    expect(await run(finishCrop())).toEqual(['canvas/pictureCropped']);
    expect(item()).toMatchObject({ ...draft.bounds, crop: draft.crop });
    expect(store.getState().editor.cropping).toBeNull();
    expect(store.getState().canvas.past).toHaveLength(4);
    store.dispatch(ActionCreators.undo());
    expect(item()).toEqual(before);
  });

  it('Cancel, and Done on an untouched crop, leave the picture and the history as they were', async () => {
    const { store, run, item } = cropping();
    const before = item();
    store.dispatch(startCrop());
    store.dispatch(cropDrafted(draft));
    store.dispatch(cropCancelled());
    store.dispatch(startCrop());
    expect(await run(finishCrop())).toEqual(['editor/cropCancelled']);
    expect(item()).toBe(before);
    expect(store.getState().editor.cropping).toBeNull();
    expect(store.getState().canvas.past).toHaveLength(3);
  });

  it('ends, as Cancel, on another selection, another tool, an undo, any other change of the design or the picture deleted', () => {
    const { store } = cropping();
    const first = () => selectItems(store.getState())[0]?.itemID ?? '';
    for (const leave of [() => itemSelected(null), () => toolChosen('pan'), () => ActionCreators.undo(), () => stickerAdded({ imageID: 'pic', ...bounds(500) }), () => stickerRemoved(first())]) {
      store.dispatch(toolChosen('selector'));
      store.dispatch(itemSelected(first()));
      store.dispatch(startCrop());
      expect(store.getState().editor.cropping).not.toBeNull();
      store.dispatch(leave());
      expect(store.getState().editor.cropping).toBeNull();
    }
  });

  it('is offered for one picture of known size, never for a text', () => {
    const { store } = cropping();
    expect(selectCroppablePicture(store.getState())?.picture).toEqual({ width: 800, height: 600, imageID: 'pic', name: 'pic.png' });
    store.dispatch(
      textAdded({ text: 'Hi', fontFamily: 'Pacifico', fill: '#000000', align: 'center', stroke: null, TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 100, y: 50 }, rotation: 0 }),
    );
    expect(selectCroppablePicture(store.getState())).toBeNull();
    store.dispatch(startCrop());
    expect(store.getState().editor.cropping).toBeNull();
  });
});
