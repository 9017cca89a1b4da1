import { join } from 'node:path';
import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { fontFileMeasure } from '../../../scripts/designTemplates/fontFileMeasure.ts';
import { makeStore } from '../../../src/app/store.ts';
import { layoutDesignTemplate } from '../../../src/editor/model/designTemplateLayout.ts';
import type { CanvasItem } from '../../../src/editor/model/types.ts';
import { designLoaded } from '../../../src/editor/state/canvasSlice.ts';
import { imageAdded, trayCleared } from '../../../src/editor/state/librarySlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';
import { applyDesignTemplate } from '../../../src/editor/state/templateCommands.ts';
import { findModel } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { findDesignTemplate } from '../../../src/shared/designTemplates/designTemplates.ts';
import { makeItem, makeText } from '../model/makeItem.ts';

/** The fonts as the build measures them, from their files: jsdom has no canvas to measure with. */
const fonts = { load: () => Promise.resolve(), measure: fontFileMeasure(join(import.meta.dirname, '../../..')) };
const modelKey = '15_pro';

/** A store with the model chosen, `photos` tray pictures (alternately landscape and portrait, as a phone stores 12 MP photos) and this design. */
function storeWith(photos: number, items: CanvasItem[] = []) {
  const store = makeStore();
  store.dispatch(phoneModelChosen({ phoneModel: modelKey, caseFinish: 'Matte' }));
  // A picture shown on the case only: the tray was cleared after it was placed.
  store.dispatch(imageAdded({ imageID: 'on-case', name: 'on-case.jpg', width: 2048, height: 1536 }));
  store.dispatch(trayCleared(['on-case']));
  for (let index = 0; index < photos; index += 1) {
    const [width, height] = index % 2 ? [1536, 2048] : [2048, 1536];
    store.dispatch(imageAdded({ imageID: `photo-${index}`, name: `IMG_000${index}.JPG`, width, height }));
  }
  store.dispatch(designLoaded(items));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

/** The template laid out on the model as the thunk lays it out, without the ids it makes. */
function laidOut(templateID: string) {
  const template = findDesignTemplate(templateID);
  const model = findModel(modelKey);
  if (!template || !model) throw new Error('no template or model');
  return layoutDesignTemplate({ template, geometry: templateGeometry(model), measure: fonts.measure, newItemID: String });
}

/** The item with its id blanked (the thunk makes the ids). */
const withoutID = (item: CanvasItem): CanvasItem => ({ ...item, itemID: '' });

describe('applying a design template', () => {
  it('replaces the design in one undo step: its photo places take the tray’s photos in order, its first words are selected, and Undo brings the design back', async () => {
    const before = [makeItem(0, [100, 600], [500, 900], 10, 'old-picture'), makeText({ itemID: 'old-words', itemIndex: 1 })];
    const store = storeWith(4, [{ ...before[0], imageID: 'on-case' } as CanvasItem, before[1] as CanvasItem]);
    const design = selectItems(store.getState());

    expect(await store.dispatch(applyDesignTemplate('travel-postcard', fonts))).toBe(true);
    const state = store.getState();
    const items = selectItems(state);
    const expected = laidOut('travel-postcard');
    expect(items.map((item) => item.kind)).toEqual(expected.map((item) => (item.kind === 'frame' ? 'picture' : item.kind)));
    // Four places, four photos, in reading order; the picture that was on the case joined the tray after them.
    expect(items.flatMap((item) => (item.kind === 'picture' ? [item.imageID] : []))).toEqual(['photo-0', 'photo-1', 'photo-2', 'photo-3']);
    expect(state.library.trayImageIDs).toEqual(['photo-0', 'photo-1', 'photo-2', 'photo-3', 'on-case']);
    items.forEach((item, index) => {
      const place = expected[index];
      if (!place) throw new Error('an item too many');
      expect(item.TL_imageBounds).toEqual(place.TL_imageBounds);
      expect(item.BR_imageBounds).toEqual(place.BR_imageBounds);
      if (item.kind === 'picture') expect(item).toMatchObject({ look: 'warm', crop: expect.any(Object) as unknown });
    });
    const words = items.find((item) => item.kind === 'text');
    expect(state.editor).toMatchObject({ tool: 'selector', selectedItemID: words?.itemID, selectedItemIDs: [words?.itemID] });
    expect(state.canvas.present.backdrop).toMatchObject({ backgroundColor: '#fdf0d5', showBackgroundImage: false, ghostsEnabled: false });
    expect(state.canvas.past).toHaveLength(1);

    const backdropBefore = state.canvas.past[0]?.backdrop;
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState())).toEqual(design);
    // The background and ghosts come back with the items: one step of the design document.
    expect(store.getState().canvas.present.backdrop).toEqual(backdropBefore);
    expect(backdropBefore?.backgroundColor).not.toBe('#fdf0d5');
    store.dispatch(ActionCreators.redo());
    expect(selectItems(store.getState())).toEqual(items);
  });

  it('leaves the places beyond the tray’s photos as frames to tap, in order', async () => {
    const store = storeWith(2);
    await store.dispatch(applyDesignTemplate('year-month-by-month', fonts));
    const items = selectItems(store.getState());
    const places = items.filter((item) => item.kind === 'picture' || item.kind === 'frame');
    expect(places.map((item) => item.kind)).toEqual(['picture', 'picture', ...Array.from({ length: 7 }, () => 'frame')]);
    expect(items.map(withoutID).filter((item) => item.kind === 'frame')).toEqual(laidOut('year-month-by-month').map(withoutID).slice(2).filter((item) => item.kind === 'frame'));
  });

  it('turns the ghosts on as a pattern template has them, and changes nothing without a model or for an unknown template', async () => {
    const store = storeWith(1);
    await store.dispatch(applyDesignTemplate('pattern-on-repeat', fonts));
    expect(store.getState().canvas.present.backdrop).toMatchObject({ ghostsEnabled: true, ghostFreq: 4, ghostSize: 90, ghostOpacity: 80, backgroundColor: '#f7e1d7' });

    expect(await store.dispatch(applyDesignTemplate('no-such-template', fonts))).toBe(false);
    const unchosen = makeStore();
    expect(await unchosen.dispatch(applyDesignTemplate('travel-postcard', fonts))).toBe(false);
    expect(unchosen.getState().canvas.past).toHaveLength(0);
    expect(store.getState().canvas.past).toHaveLength(1);
  });
});
