import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { designLoaded, textAdded, textEdited } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected } from '../../../src/editor/state/editorSlice.ts';
import { closeSection, openSection, selectOpenSectionID } from '../../../src/editor/state/sectionCommands.ts';
import { editTextSectionID, layersSectionID } from '../../../src/editor/state/sectionsSlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { makeItem, makeText } from '../model/makeItem.ts';

function storeWith(items = [makeItem(0, [0, 0], [400, 300]), makeText({ itemIndex: 1 })]) {
  const store = makeStore();
  store.dispatch(designLoaded(items));
  store.dispatch(ActionCreators.clearHistory());
  return store;
}

const openID = (store: ReturnType<typeof storeWith>) => selectOpenSectionID(store.getState());

describe('the sections', () => {
  it('opens one section at a time, and closes to none', () => {
    const store = storeWith();
    expect(openID(store)).toBeNull();
    store.dispatch(openSection('collage'));
    store.dispatch(openSection(layersSectionID));
    expect(openID(store)).toBe(layersSectionID);
    store.dispatch(closeSection());
    expect(openID(store)).toBeNull();
  });

  it('is at Edit Text while a text is edited, from Add Text or from the selected text', () => {
    const store = storeWith();
    store.dispatch(openSection('text'));
    store.dispatch(textAdded({ ...makeText(), text: 'Your text' }));
    expect(openID(store)).toBe(editTextSectionID);
    // Done goes back to the section the text was added from.
    store.dispatch(closeSection());
    expect(store.getState().editor.textEditing).toBeNull();
    expect(openID(store)).toBe('text');

    store.dispatch(itemSelected('words'));
    store.dispatch(openSection(editTextSectionID));
    expect(store.getState().editor.textEditing?.itemID).toBe('words');
    expect(openID(store)).toBe(editTextSectionID);
  });

  it('ends the visit of a text when another section opens: an emptied text goes, in the visit\'s undo step', () => {
    const store = storeWith();
    store.dispatch(itemSelected('words'));
    store.dispatch(openSection(editTextSectionID));
    const visit = store.getState().editor.textEditing?.visit ?? '';
    const { TL_imageBounds, BR_imageBounds } = makeText();
    store.dispatch(textEdited({ itemID: 'words', visit, changes: { text: ' ' }, bounds: { TL_imageBounds, BR_imageBounds } }));
    store.dispatch(openSection(layersSectionID));
    expect(store.getState().editor.textEditing).toBeNull();
    expect(openID(store)).toBe(layersSectionID);
    expect(selectItems(store.getState()).map((item) => item.itemID)).toEqual(['item-0']);
    expect(store.getState().canvas.past).toHaveLength(1);
    store.dispatch(ActionCreators.undo());
    expect(selectItems(store.getState()).find((item) => item.itemID === 'words')).toMatchObject({ text: makeText().text });
  });
});
