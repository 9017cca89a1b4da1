import { ActionCreators } from 'redux-undo';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { emptyDocument } from '../../../src/editor/model/designDocument.ts';
import { changeBackgroundColor, changeGhostSetting } from '../../../src/editor/state/backdropCommands.ts';
import { stickerAdded } from '../../../src/editor/state/canvasSlice.ts';
import { designOpened } from '../../../src/editor/state/designHistory.ts';
import { designRefitted, ghostsEnabledChanged, phoneModelChosen } from '../../../src/editor/state/designSlice.ts';
import { selectBackdrop, selectCanUndo, selectDesign } from '../../../src/editor/state/selectors.ts';
import { makeItem } from '../model/makeItem.ts';

const bounds = { TL_imageBounds: { x: 100, y: 300 }, BR_imageBounds: { x: 400, y: 600 } };

describe('the design document’s history', () => {
  it('a new design’s first model is no undo step; each background, ghost and sticker change is one', () => {
    const store = makeStore();
    store.dispatch(phoneModelChosen({ phoneModel: '16', caseFinish: 'Glossy' }));
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(stickerAdded({ imageID: 'pic', ...bounds }));
    store.dispatch(ghostsEnabledChanged(true));
    expect(store.getState().canvas.past).toHaveLength(2);
    store.dispatch(ActionCreators.undo());
    store.dispatch(ActionCreators.undo());
    // Undo goes back to the design as it was made, its model kept.
    expect(selectDesign(store.getState())).toMatchObject({ phoneModel: '16', caseFinish: 'Glossy', items: [] });
    expect(selectBackdrop(store.getState()).ghostsEnabled).toBe(false);
  });

  it('a slider or colour-picker drag is one undo step per burst, and the next drag is another', async () => {
    const store = makeStore();
    for (const value of [20, 35, 50, 64]) store.dispatch(changeGhostSetting('ghostSize', value));
    for (const colour of ['#110000', '#220000', '#330000']) store.dispatch(changeBackgroundColor(colour));
    expect(store.getState().canvas.past).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    store.dispatch(changeBackgroundColor('#440000'));
    expect(store.getState().canvas.past).toHaveLength(3);
    store.dispatch(ActionCreators.undo());
    expect(selectBackdrop(store.getState()).backgroundColor).toBe('#330000');
    store.dispatch(ActionCreators.undo());
    expect(selectBackdrop(store.getState())).toMatchObject({ backgroundColor: '#4a5759', ghostSize: 64 });
    store.dispatch(ActionCreators.undo());
    expect(selectBackdrop(store.getState()).ghostSize).toBe(10);
  });

  it('a model change with its re-fit is one step, undone whole', () => {
    const store = makeStore();
    store.dispatch(phoneModelChosen({ phoneModel: '15_pro', caseFinish: 'Matte' }));
    store.dispatch(stickerAdded({ imageID: 'pic', ...bounds }));
    const before = selectDesign(store.getState());
    const moved = { ...makeItem(0, [150, 420], [450, 720]), itemID: before.items[0]?.itemID ?? '', imageID: 'pic' };
    store.dispatch(designRefitted({ items: [moved], collage: null, phoneModel: 's24_plus', caseFinish: 'Glossy' }));
    expect(selectDesign(store.getState())).toMatchObject({ phoneModel: 's24_plus', caseFinish: 'Glossy', items: [moved] });
    store.dispatch(ActionCreators.undo());
    expect(selectDesign(store.getState())).toEqual(before);
  });

  it('an opened design brings its own history, is no undo step itself, and undoes and redoes within it', () => {
    const store = makeStore();
    store.dispatch(stickerAdded({ imageID: 'other', ...bounds }));
    const first = { ...emptyDocument('16', 'Matte', 7), items: [{ ...makeItem(0, [1, 1], [2, 2]), imageID: 'a' }] };
    const second = { ...first, backdrop: { ...first.backdrop, backgroundColor: '#123456' } };
    store.dispatch(designOpened({ designID: 'design-a', history: { past: [first], present: second, future: [] } }));
    const state = store.getState();
    expect(state.shelf.currentDesignID).toBe('design-a');
    expect(state.canvas.past).toEqual([first]);
    expect(selectDesign(state)).toEqual(second);
    store.dispatch(ActionCreators.undo());
    expect(selectDesign(store.getState())).toEqual(first);
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(ActionCreators.redo());
    expect(selectDesign(store.getState())).toEqual(second);
  });
});
