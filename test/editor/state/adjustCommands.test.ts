import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import {
  applyLookToAll,
  chooseLook,
  moveSlider,
  openAdjust,
  resetAll,
  selectAdjustablePictures,
  selectAdjustedPictures,
} from '../../../src/editor/state/adjustCommands.ts';
import { designLoaded, stickerRemoved } from '../../../src/editor/state/canvasSlice.ts';
import { itemsSelected } from '../../../src/editor/state/editorSlice.ts';
import { closeSection, openSection } from '../../../src/editor/state/sectionCommands.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { makeItem, makeText } from '../model/makeItem.ts';

function storeWith(items = [makeItem(0, [0, 0], [200, 200]), makeItem(1, [300, 0], [500, 200]), makeItem(2, [0, 300], [200, 500]), makeText({ itemIndex: 3 })]) {
  const store = makeStore();
  store.dispatch(designLoaded(items));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

const filters = (store: ReturnType<typeof storeWith>) =>
  selectItems(store.getState()).map((item) => (item.kind === 'picture' ? [item.look, item.adjust] : 'text'));

describe('the Adjust section', () => {
  it('changes the selected pictures only, and nothing without one', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['words']));
    expect(selectAdjustablePictures(store.getState())).toEqual([]);
    store.dispatch(openAdjust());
    store.dispatch(chooseLook('mono'));
    expect(store.getState().adjust.visit).toBeNull();
    expect(store.getState().canvas.past).toHaveLength(0);
    store.dispatch(itemsSelected(['item-2', 'words', 'item-0']));
    expect(selectAdjustedPictures(store.getState()).map((item) => item.itemID)).toEqual(['item-0', 'item-2']);
    store.dispatch(chooseLook('mono'));
    expect(store.getState().adjust.itemIDs).toEqual(['item-0', 'item-2']);
    expect(filters(store)).toEqual([['mono', undefined], [undefined, undefined], ['mono', undefined], 'text']);
  });

  it('follows the selection while it stays open, each set of pictures its own undo step', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-0']));
    store.dispatch(openAdjust());
    store.dispatch(moveSlider('warmth', 10));
    store.dispatch(moveSlider('warmth', 20));
    store.dispatch(itemsSelected(['item-1']));
    store.dispatch(moveSlider('warmth', -10));
    expect(filters(store)).toEqual([[undefined, { warmth: 20 }], [undefined, { warmth: -10 }], [undefined, undefined], 'text']);
    expect(store.getState().canvas.past).toHaveLength(2);
    store.dispatch(ActionCreators.undo());
    expect(filters(store)[1]).toEqual([undefined, undefined]);
    expect(filters(store)[0]).toEqual([undefined, { warmth: 20 }]);
  });

  it('is closed by another section, and changes nothing then', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-0']));
    store.dispatch(openAdjust());
    store.dispatch(openSection('layers'));
    expect(selectAdjustedPictures(store.getState())).toEqual([]);
    store.dispatch(chooseLook('noir'));
    expect(filters(store)[0]).toEqual([undefined, undefined]);
  });

  it('makes every look, slider and Reset all of one visit one undo step, and the next visit another', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-1']));
    store.dispatch(openAdjust());
    store.dispatch(chooseLook('mono'));
    store.dispatch(moveSlider('brightness', 20));
    store.dispatch(moveSlider('brightness', 45));
    store.dispatch(chooseLook('noir'));
    store.dispatch(moveSlider('contrast', -30));
    store.dispatch(closeSection());
    expect(filters(store)).toEqual([[undefined, undefined], ['noir', { brightness: 45, contrast: -30 }], [undefined, undefined], 'text']);
    expect(store.getState().canvas.past).toHaveLength(1);

    store.dispatch(openAdjust());
    store.dispatch(resetAll());
    store.dispatch(closeSection());
    expect(filters(store)[1]).toEqual([undefined, undefined]);
    expect(selectItems(store.getState())[1]).not.toHaveProperty('look');
    expect(store.getState().canvas.past).toHaveLength(2);
    store.dispatch(ActionCreators.undo());
    expect(filters(store)[1]).toEqual(['noir', { brightness: 45, contrast: -30 }]);
    store.dispatch(ActionCreators.undo());
    expect(filters(store)[1]).toEqual([undefined, undefined]);
  });

  it('adds no undo step for a visit that changes nothing', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-0']));
    store.dispatch(openAdjust());
    store.dispatch(chooseLook('original'));
    store.dispatch(moveSlider('warmth', 0));
    store.dispatch(closeSection());
    expect(store.getState().canvas.past).toHaveLength(0);
  });

  it('changes all the selected pictures together', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-0', 'item-2']));
    store.dispatch(openAdjust());
    store.dispatch(chooseLook('warm'));
    store.dispatch(moveSlider('saturation', -100));
    expect(filters(store)).toEqual([['warm', { saturation: -100 }], [undefined, undefined], ['warm', { saturation: -100 }], 'text']);
  });

  it('Apply to all gives every picture on the case the look, keeping their own sliders, in one undo step', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-0']));
    store.dispatch(openAdjust());
    store.dispatch(moveSlider('brightness', 30));
    store.dispatch(closeSection());
    store.dispatch(itemsSelected(['item-2']));
    store.dispatch(openAdjust());
    store.dispatch(chooseLook('vintage'));
    store.dispatch(applyLookToAll());
    store.dispatch(closeSection());
    expect(filters(store)).toEqual([['vintage', { brightness: 30 }], ['vintage', undefined], ['vintage', undefined], 'text']);
    expect(store.getState().canvas.past).toHaveLength(2);
    store.dispatch(ActionCreators.undo());
    expect(filters(store)).toEqual([[undefined, { brightness: 30 }], [undefined, undefined], [undefined, undefined], 'text']);
  });

  it('forgets a picture that left the case while the sheet was open (an undo key, time travel)', () => {
    const store = storeWith();
    store.dispatch(itemsSelected(['item-0', 'item-1']));
    store.dispatch(openAdjust());
    store.dispatch(stickerRemoved('item-0'));
    expect(selectAdjustedPictures(store.getState()).map((item) => item.itemID)).toEqual(['item-1']);
    store.dispatch(chooseLook('cool'));
    expect(filters(store)).toEqual([['cool', undefined], [undefined, undefined], 'text']);
  });
});
