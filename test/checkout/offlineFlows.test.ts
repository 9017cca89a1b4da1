import { ActionCreators } from 'redux-undo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../src/app/store.ts';
import { checkoutCase } from '../../src/checkout/checkoutThunks.ts';
import { designLoaded, stickerAdded } from '../../src/editor/state/canvasSlice.ts';
import { imageAdded } from '../../src/editor/state/librarySlice.ts';
import { phoneModelChosen } from '../../src/editor/state/designSlice.ts';
import { shareDesign } from '../../src/editor/state/shareDesign.ts';
import { previewCase } from '../../src/preview/previewThunks.ts';
import { offlineMessage } from '../../src/shared/offline.ts';

/** A design that would go straight on to the store's flows: one sharp picture on an iPhone 15. */
function storeWithDesign() {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
  store.dispatch(imageAdded({ imageID: 'photo', name: 'photo.jpg', width: 1200, height: 1200 }));
  store.dispatch(designLoaded([]));
  store.dispatch(stickerAdded({ imageID: 'photo', TL_imageBounds: { x: 300, y: 800 }, BR_imageBounds: { x: 575, y: 1075 } }));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the store’s flows while offline', () => {
  it.each([
    ['Checkout', checkoutCase],
    ['Preview', previewCase],
  ] as const)('%s says so at once and changes nothing', async (title, flow) => {
    const store = storeWithDesign();
    const before = store.getState();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.stubGlobal('navigator', { onLine: false });
    await store.dispatch(flow({ reviewed: false }));
    const after = store.getState();
    expect(after.editor.modal).toEqual({ kind: 'message', title, text: offlineMessage });
    expect(after.editor.busy).toBeNull();
    expect(after.preview).toEqual(before.preview);
    expect(after.canvas).toBe(before.canvas);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('Share rejects with the offline message before it exports or sends anything', async () => {
    const store = storeWithDesign();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.stubGlobal('navigator', { onLine: false });
    await expect(store.dispatch(shareDesign()).unwrap()).rejects.toMatchObject({ message: offlineMessage });
    expect(store.getState().editor.busy).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
