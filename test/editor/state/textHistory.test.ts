import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import type { TextItem } from '../../../src/editor/model/types.ts';
import { designLoaded, stickerTransformed, textAdded, textEdited } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected } from '../../../src/editor/state/editorSlice.ts';
import { selectEditedText, selectItems } from '../../../src/editor/state/selectors.ts';
import { editItemText, finishTextEditing } from '../../../src/editor/state/textCommands.ts';
import { makeItem } from '../model/makeItem.ts';

const bounds = (width: number) => ({ TL_imageBounds: { x: 100, y: 100 }, BR_imageBounds: { x: 100 + width, y: 300 } });

/** A store with one picture, and a text added on top of it: the text's sheet is open. */
function storeWithNewText() {
  const store = makeStore();
  store.dispatch(designLoaded([makeItem(0, [0, 0], [400, 300])]));
  store.dispatch(ActionCreators.clearHistory());
  store.dispatch(textAdded({ text: 'Your text', fontFamily: 'Montserrat', fill: '#ffffff', align: 'center', stroke: null, rotation: 0, ...bounds(500) }));
  const text = () => selectItems(store.getState()).find((item): item is TextItem => item.kind === 'text');
  const visit = () => store.getState().editor.textEditing?.visit ?? '';
  const edit = (changes: Partial<TextItem>, width = 500) => {
    const itemID = text()?.itemID ?? '';
    store.dispatch(textEdited({ itemID, visit: visit(), changes, bounds: bounds(width) }));
  };
  return { store, text, visit, edit, snapshots: () => store.getState().canvas.past.length };
}

describe('the undo rules of text', () => {
  it('makes adding a text one step, selects it with the Selector and opens its sheet', () => {
    const { store, text, snapshots } = storeWithNewText();
    expect(snapshots()).toBe(1);
    expect(store.getState().editor).toMatchObject({ tool: 'selector', selectedItemID: text()?.itemID });
    expect(selectEditedText(store.getState())).toEqual(text());
    expect(text()).toMatchObject({ kind: 'text', itemIndex: 1, text: 'Your text' });
  });

  it('makes one visit of the sheet one step, however many edits; Undo after Done restores the text as before the visit', () => {
    const { store, text, edit, snapshots } = storeWithNewText();
    for (const typed of ['P', 'Pa', 'Pat', 'Pat & Sam 2026']) edit({ text: typed }, 100 * typed.length);
    edit({ fontFamily: 'Pacifico' });
    edit({ fill: '#edafb8' });
    edit({ stroke: '#4a5759' });
    store.dispatch(finishTextEditing());
    expect(store.getState().editor.textEditing).toBeNull();
    expect(snapshots()).toBe(2);
    expect(text()).toMatchObject({ text: 'Pat & Sam 2026', fontFamily: 'Pacifico', fill: '#edafb8', stroke: '#4a5759' });

    store.dispatch(ActionCreators.undo());
    expect(text()).toMatchObject({ text: 'Your text', fontFamily: 'Montserrat', fill: '#ffffff', stroke: null, ...bounds(500) });
    store.dispatch(ActionCreators.undo());
    expect(text()).toBeUndefined();
    store.dispatch(ActionCreators.redo());
    store.dispatch(ActionCreators.redo());
    expect(text()?.text).toBe('Pat & Sam 2026');
  });

  it('makes a second visit a step of its own', () => {
    const { store, text, edit, snapshots } = storeWithNewText();
    edit({ text: 'First' });
    store.dispatch(finishTextEditing());
    store.dispatch(editItemText(text()?.itemID ?? ''));
    edit({ text: 'Second' });
    edit({ align: 'left' });
    store.dispatch(finishTextEditing());
    expect(snapshots()).toBe(3);
    store.dispatch(ActionCreators.undo());
    expect(text()).toMatchObject({ text: 'First', align: 'center' });
  });

  it('removes a text emptied of its words on Done, within the visit’s step: Undo brings back the words', () => {
    const { store, text, edit, snapshots } = storeWithNewText();
    const itemID = text()?.itemID ?? '';
    edit({ text: 'Pat' });
    store.dispatch(finishTextEditing());
    store.dispatch(editItemText(itemID));
    edit({ text: 'Pa' });
    edit({ text: ' \n ' });
    store.dispatch(finishTextEditing());
    expect(text()).toBeUndefined();
    expect(store.getState().editor).toMatchObject({ selectedItemID: null, textEditing: null });
    expect(snapshots()).toBe(3);
    store.dispatch(ActionCreators.undo());
    expect(text()?.text).toBe('Pat');
  });

  it('keeps a move during no visit apart, and a visit with no change adds no step', () => {
    const { store, text, snapshots } = storeWithNewText();
    store.dispatch(finishTextEditing());
    expect(snapshots()).toBe(1);
    const itemID = text()?.itemID ?? '';
    store.dispatch(stickerTransformed({ itemID, ...bounds(600), rotation: 30 }));
    expect(snapshots()).toBe(2);
    expect(text()?.rotation).toBe(30);
  });

  it('opens the sheet only on a text', () => {
    const { store } = storeWithNewText();
    store.dispatch(finishTextEditing());
    store.dispatch(itemSelected('item-0'));
    store.dispatch(editItemText('item-0'));
    expect(store.getState().editor.textEditing).toBeNull();
  });
});
