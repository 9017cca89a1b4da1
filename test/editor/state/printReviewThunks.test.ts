import { ActionCreators } from 'redux-undo';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { checkoutCase } from '../../../src/checkout/checkoutThunks.ts';
import { designLoaded, stickerAdded } from '../../../src/editor/state/canvasSlice.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { selectLowResolutionItemIDs, selectPrintReview } from '../../../src/editor/state/printQualitySelectors.ts';
import { fixFirstFinding, openPrintReview } from '../../../src/editor/state/printReviewThunks.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';

/** iPhone 15 with a 64 px picture at the back (59 DPI) and a 1200 px one on top (sharp). */
function storeWithLowSticker() {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
  store.dispatch(imageAdded({ imageID: 'tiny', name: 'tiny.jpg', width: 64, height: 64 }));
  store.dispatch(imageAdded({ imageID: 'photo', name: 'photo.jpg', width: 1200, height: 1200 }));
  store.dispatch(designLoaded([]));
  store.dispatch(stickerAdded({ imageID: 'tiny', TL_imageBounds: { x: 200, y: 700 }, BR_imageBounds: { x: 475, y: 975 } }));
  store.dispatch(stickerAdded({ imageID: 'photo', TL_imageBounds: { x: 300, y: 800 }, BR_imageBounds: { x: 575, y: 1075 } }));
  store.dispatch(ActionCreators.clearHistory());
  const [tiny] = selectItems(store.getState());
  return { store, tinyID: tiny?.itemID ?? '' };
}

describe('the review before paying, in the store', () => {
  it('finds the low sticker and only it', () => {
    const { store, tinyID } = storeWithLowSticker();
    expect(selectLowResolutionItemIDs(store.getState())).toEqual(new Set([tinyID]));
    expect(selectPrintReview(store.getState()).map((finding) => finding.kind)).toEqual(['lowResolution']);
  });

  it('Checkout opens the review instead of exporting; "Fix it" closes it and selects the sticker with the Selector', async () => {
    const { store, tinyID } = storeWithLowSticker();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await store.dispatch(checkoutCase({ reviewed: false }));
    expect(store.getState().editor.modal).toEqual({ kind: 'printReview', next: 'checkout' });
    expect(store.getState().editor.busy).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();

    store.dispatch(fixFirstFinding());
    const { editor } = store.getState();
    expect([editor.modal, editor.tool, editor.selectedItemID]).toEqual([null, 'selector', tinyID]);
    fetchSpy.mockRestore();
  });

  it('a design with nothing to say opens no review', () => {
    const store = makeStore();
    store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
    store.dispatch(imageAdded({ imageID: 'photo', name: 'photo.jpg', width: 1200, height: 1200 }));
    store.dispatch(stickerAdded({ imageID: 'photo', TL_imageBounds: { x: 300, y: 800 }, BR_imageBounds: { x: 575, y: 1075 } }));
    expect(store.dispatch(openPrintReview('preview'))).toBe(false);
    expect(store.getState().editor.modal).toBeNull();
  });

  it('an empty design is reviewed before a preview, and "Fix it" has no sticker to select', () => {
    const store = makeStore();
    store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
    expect(store.dispatch(openPrintReview('preview'))).toBe(true);
    expect(store.getState().editor.modal).toEqual({ kind: 'printReview', next: 'preview' });
    store.dispatch(fixFirstFinding());
    expect([store.getState().editor.modal, store.getState().editor.selectedItemID]).toEqual([null, null]);
  });
});
