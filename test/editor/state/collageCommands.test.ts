import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { itemSize } from '../../../src/editor/model/geometry.ts';
import type { PictureItem } from '../../../src/editor/model/types.ts';
import { designLoaded, pictureShaped, stickerAdded, stickerTransformed } from '../../../src/editor/state/canvasSlice.ts';
import { arrangeCollageWith, makeCollage, openCollage, selectCollageOffer, swapCellsAt } from '../../../src/editor/state/collageCommands.ts';
import { collageOfferDismissed } from '../../../src/editor/state/editorSlice.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { closeSection } from '../../../src/editor/state/sectionCommands.ts';
import { selectCanUndo, selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';

function storeWithTray(pictures: number) {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
  for (let index = 0; index < pictures; index += 1) {
    store.dispatch(imageAdded({ imageID: `pic-${index}`, name: `pic-${index}.jpg`, width: 800 + index * 100, height: 600 }));
  }
  store.dispatch(designLoaded([]));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

describe('the Collage section', () => {
  it('fills an empty canvas from the tray; every choice and slider of one visit is one undo step', async () => {
    const store = storeWithTray(6);
    store.dispatch(openCollage());
    store.dispatch(arrangeCollageWith({ layoutID: 'three-strips' }));
    expect(selectItems(store.getState()).map((item) => (item as PictureItem).imageID)).toEqual(['pic-0', 'pic-1', 'pic-2']);
    store.dispatch(arrangeCollageWith({ layoutID: 'grid-6' }));
    const wide = itemSize(selectItems(store.getState())[0] as PictureItem).width;
    store.dispatch(arrangeCollageWith({ spacing: 60 }));
    store.dispatch(arrangeCollageWith({ corners: 30 }));
    store.dispatch(closeSection());
    const items = selectItems(store.getState()) as PictureItem[];
    expect(items).toHaveLength(6);
    // 60 units of spacing instead of 20: three gaps across two cells, each cell 60 units narrower.
    expect(itemSize(items[0] as PictureItem).width).toBe(wide - 60);
    expect(items.every((item) => item.shape?.kind === 'roundedRectangle' && item.crop)).toBe(true);
    expect(store.getState().canvas.past).toHaveLength(1);
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState())).toEqual([]);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('arranges the canvas pictures, not the tray, and a slider before a layout arranges nothing', () => {
    const store = storeWithTray(4);
    store.dispatch(stickerAdded({ imageID: 'pic-3', TL_imageBounds: { x: 100, y: 100 }, BR_imageBounds: { x: 300, y: 250 } }));
    store.dispatch(openCollage());
    store.dispatch(arrangeCollageWith({ spacing: 0 }));
    expect(store.getState().canvas.past).toHaveLength(1);
    store.dispatch(arrangeCollageWith({ layoutID: 'full' }));
    const [item] = selectItems(store.getState()) as [PictureItem];
    expect(item.imageID).toBe('pic-3');
    expect(item.crop).toBeDefined();
    expect(store.getState().canvas.past).toHaveLength(2);
  });

  it('a new visit is a new undo step; a shape choice is one step too', () => {
    const store = storeWithTray(2);
    store.dispatch(openCollage());
    store.dispatch(arrangeCollageWith({ layoutID: 'two-stacked' }));
    store.dispatch(closeSection());
    store.dispatch(openCollage());
    store.dispatch(arrangeCollageWith({ layoutID: 'side-by-side' }));
    expect(store.getState().canvas.past).toHaveLength(2);
    const [first] = selectItems(store.getState());
    store.dispatch(pictureShaped({ itemID: first?.itemID ?? '', shape: { kind: 'heart' } }));
    expect((selectItems(store.getState())[0] as PictureItem).shape).toEqual({ kind: 'heart' });
    store.dispatch(pictureShaped({ itemID: first?.itemID ?? '', shape: { kind: 'rectangle' } }));
    expect(selectItems(store.getState())[0]).not.toHaveProperty('shape');
    expect(store.getState().canvas.past).toHaveLength(4);
  });

  it('starts a new visit from the design as it is after another change meanwhile (the side panel leaves the case free)', () => {
    const store = storeWithTray(2);
    store.dispatch(openCollage());
    store.dispatch(arrangeCollageWith({ layoutID: 'two-stacked' }));
    const [top] = selectItems(store.getState()) as [PictureItem];
    const moved = { itemID: top.itemID, rotation: 30, TL_imageBounds: top.TL_imageBounds, BR_imageBounds: top.BR_imageBounds };
    store.dispatch(stickerTransformed(moved));
    expect(store.getState().collage.visit).toBeNull();
    store.dispatch(arrangeCollageWith({ spacing: 40 }));
    expect(store.getState().canvas.past).toHaveLength(3);
    // The undone arrangement gives back the turned picture, not the design before the first one.
    store.dispatch(ActionCreators.undo());
    expect((selectItems(store.getState()) as PictureItem[]).map((item) => item.rotation)).toEqual([30, 0]);
  });

  it('swaps the pictures of two cells, each keeping its cell with a fresh cover crop, in one undo step', () => {
    const store = storeWithTray(2);
    store.dispatch(openCollage());
    store.dispatch(arrangeCollageWith({ layoutID: 'two-stacked' }));
    store.dispatch(closeSection());
    const [top, bottom] = selectItems(store.getState()) as [PictureItem, PictureItem];
    const past = store.getState().canvas.past.length;
    const bottomMiddle = { x: (bottom.TL_imageBounds.x + bottom.BR_imageBounds.x) / 2, y: (bottom.TL_imageBounds.y + bottom.BR_imageBounds.y) / 2 };
    expect(store.dispatch(swapCellsAt(top.itemID, bottomMiddle))).toBe(true);
    const [newTop, newBottom] = selectItems(store.getState()) as [PictureItem, PictureItem];
    expect(newTop).toMatchObject({ itemID: top.itemID, imageID: bottom.imageID, TL_imageBounds: top.TL_imageBounds, BR_imageBounds: top.BR_imageBounds });
    expect(newBottom).toMatchObject({ itemID: bottom.itemID, imageID: top.imageID, TL_imageBounds: bottom.TL_imageBounds });
    // pic-1 is 900x600 and the top cell is wide: its crop has the cell's ratio, inside the picture.
    const size = itemSize(newTop);
    expect((newTop.crop?.width ?? 0) / (newTop.crop?.height ?? 1)).toBeCloseTo(size.width / size.height, 9);
    expect(store.getState().canvas.past).toHaveLength(past + 1);
    // A release over nothing, or over a picture that is no cell, swaps nothing.
    expect(store.dispatch(swapCellsAt(top.itemID, { x: -500, y: -500 }))).toBe(false);
    store.dispatch(stickerAdded({ imageID: 'pic-0', TL_imageBounds: { x: -900, y: -900 }, BR_imageBounds: { x: -700, y: -700 } }));
    expect(store.dispatch(swapCellsAt(top.itemID, { x: -800, y: -800 }))).toBe(false);
  });
});

describe('Make a collage', () => {
  it('is offered once two pictures could fill one, and goes once a collage is made', () => {
    const store = storeWithTray(1);
    expect(selectCollageOffer(store.getState())).toBe(false);
    store.dispatch(imageAdded({ imageID: 'pic-9', name: 'pic-9.jpg', width: 4032, height: 3024 }));
    expect(selectCollageOffer(store.getState())).toBe(true);
    store.dispatch(makeCollage());
    // While its sheet is open, and after, with a collage on the case, it is not offered.
    expect(selectCollageOffer(store.getState())).toBe(false);
    store.dispatch(closeSection());
    expect(selectCollageOffer(store.getState())).toBe(false);
  });

  it('fills the best layout in one undo step and leaves the sheet open to change it', () => {
    const store = storeWithTray(4);
    store.dispatch(makeCollage());
    const state = store.getState();
    expect(state.collage.visit).not.toBeNull();
    expect(state.collage.layoutID).not.toBeNull();
    expect(selectItems(state).filter((item) => item.kind === 'picture')).toHaveLength(4);
    store.dispatch(arrangeCollageWith({ spacing: 40 }));
    store.dispatch(closeSection());
    expect(store.getState().canvas.past).toHaveLength(1);
  });

  it('stays away for the visit after Not now', () => {
    const store = storeWithTray(3);
    store.dispatch(collageOfferDismissed());
    expect(selectCollageOffer(store.getState())).toBe(false);
  });
});
