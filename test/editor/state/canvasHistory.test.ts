import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import {
  designLoaded,
  stickerAdded,
  stickerNudged,
  stickerTransformed,
} from '../../../src/editor/state/canvasSlice.ts';
import {
  itemSelected,
  noticeDismissed,
  noticeShown,
  toolChosen,
  viewportCommitted,
} from '../../../src/editor/state/editorSlice.ts';
import { selectCanRedo, selectCanUndo, selectItems, selectSelectedItem } from '../../../src/editor/state/selectors.ts';

const bounds = (x: number) => ({ TL_imageBounds: { x, y: 100 }, BR_imageBounds: { x: x + 300, y: 400 } });

function storeWithOneSticker() {
  const store = makeStore();
  store.dispatch(designLoaded([]));
  store.dispatch(ActionCreators.clearHistory());
  store.dispatch(stickerAdded({ imageID: 'img-1', ...bounds(0) }));
  return store;
}

describe('canvas history', () => {
  it('starts with one snapshot after restore: nothing to undo or redo', () => {
    const store = makeStore();
    store.dispatch(designLoaded([{ kind: 'picture', itemID: 'a', imageID: 'i', itemIndex: 0, ...bounds(0), rotation: 0 }]));
    store.dispatch(ActionCreators.clearHistory());
    expect(selectItems(store.getState())).toHaveLength(1);
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('makes one snapshot per change; undo restores it and finds the selection again; a new change clears redo', () => {
    const store = storeWithOneSticker();
    const [item] = selectItems(store.getState());
    if (!item) throw new Error('no sticker');
    store.dispatch(itemSelected(item.itemID));
    store.dispatch(stickerTransformed({ itemID: item.itemID, ...bounds(50), rotation: 30 }));
    expect(store.getState().canvas.past).toHaveLength(2);

    store.dispatch(ActionCreators.undo());
    expect(selectSelectedItem(store.getState())).toMatchObject({ itemID: item.itemID, rotation: 0 });
    expect(selectCanRedo(store.getState())).toBe(true);
    store.dispatch(ActionCreators.redo());
    expect(selectSelectedItem(store.getState())?.rotation).toBe(30);

    store.dispatch(ActionCreators.undo());
    store.dispatch(stickerTransformed({ itemID: item.itemID, ...bounds(80), rotation: 0 }));
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('keeps selection, tool and view changes out of the history', () => {
    const store = storeWithOneSticker();
    const before = store.getState().canvas;
    store.dispatch(itemSelected('x'));
    store.dispatch(toolChosen('ghosts'));
    store.dispatch(viewportCommitted({ scale: 0.5, x: 10, y: 20 }));
    expect(store.getState().canvas).toBe(before);
  });

  it('groups a burst of nudges into one snapshot, and separate bursts into separate ones', () => {
    const store = storeWithOneSticker();
    const [item] = selectItems(store.getState());
    if (!item) throw new Error('no sticker');
    const pastBefore = store.getState().canvas.past.length;
    for (let press = 0; press < 4; press += 1) {
      store.dispatch(stickerNudged({ itemID: item.itemID, dx: 10, dy: 0, burst: 1 }));
    }
    expect(store.getState().canvas.past).toHaveLength(pastBefore + 1);
    expect(selectItems(store.getState())[0]?.TL_imageBounds.x).toBe(40);
    store.dispatch(stickerNudged({ itemID: item.itemID, dx: 0, dy: 10, burst: 2 }));
    expect(store.getState().canvas.past).toHaveLength(pastBefore + 2);
    store.dispatch(ActionCreators.undo());
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState())[0]?.TL_imageBounds).toEqual({ x: 0, y: 100 });
  });
});

describe('notices', () => {
  it('shows the same words only once at a time', () => {
    const store = makeStore();
    store.dispatch(noticeShown('Storage is full.'));
    store.dispatch(noticeShown('Storage is full.'));
    store.dispatch(noticeShown('photo.jpg was skipped.'));
    const notices = store.getState().editor.notices;
    expect(notices.map((notice) => notice.text)).toEqual(['Storage is full.', 'photo.jpg was skipped.']);
    store.dispatch(noticeDismissed(notices[0]?.id ?? ''));
    store.dispatch(noticeShown('Storage is full.'));
    expect(store.getState().editor.notices).toHaveLength(2);
  });

  it('gives a notice new words by its id, in its place', () => {
    const store = makeStore();
    store.dispatch(noticeShown('a.txt was skipped: it is not an image.', 'import-1'));
    store.dispatch(noticeShown('Storage is full.'));
    store.dispatch(noticeShown('2 files skipped: a.txt is not an image; b.png could not be read.', 'import-1'));
    expect(store.getState().editor.notices).toEqual([
      { id: 'import-1', text: '2 files skipped: a.txt is not an image; b.png could not be read.' },
      expect.objectContaining({ text: 'Storage is full.' }),
    ]);
  });
});
