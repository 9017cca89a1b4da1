import type { AppThunk } from '../../app/store.ts';
import { templateGeometry } from '../../shared/catalog/templateGeometry.ts';
import { defaultTextFont, textFont } from '../../shared/textFonts.ts';
import { limitText } from '../../shared/textLimits.ts';
import { FontLoadError, loadFont } from '../assets/fontLoader.ts';
import { measureLineIn } from '../assets/textMeasure.ts';
import { placeNewItem } from '../model/placement.ts';
import { refitShapedText } from '../model/textCurve.ts';
import { isEmptyText, textBoxSize } from '../model/textLayout.ts';
import { emptyTextRemoved, textAdded, textEdited, type TextEdit } from './canvasSlice.ts';
import { modalOpened, textEditingEnded, textEditingStarted } from './editorSlice.ts';
import { selectEditedText, selectItems, selectPhoneModel } from './selectors.ts';

/**
 * The text commands: Add Text, the text sheet's edits and its Done, Edit Text. Adding is one undo
 * step; one visit of the sheet is another (its edits are grouped by the visit, see canvasSlice).
 */

/** What a new text says, in which font, colour and size (units per em: letters about 7 mm tall). */
export const newText = { text: 'Your text', fontFamily: defaultTextFont, fill: '#ffffff', fontSize: 100 } as const;

/** A font that could not be loaded, named in a message; false for any other error. */
export function showFontError(error: unknown): AppThunk<boolean> {
  return (dispatch) => {
    if (!(error instanceof FontLoadError)) return false;
    dispatch(modalOpened({ modal: { kind: 'message', title: 'Font not loaded', text: error.message } }));
    return true;
  };
}

/**
 * Add Text: a new text in the middle of the case's back, clear of the camera cut-out, by the
 * placement rule (model/placement), selected with its sheet open. Its font is loaded first, to
 * measure its words.
 */
export const addText = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const model = selectPhoneModel(getState());
  if (!model) return;
  const font = textFont(newText.fontFamily);
  try {
    await loadFont(font.family, newText.text);
  } catch (error) {
    if (dispatch(showFontError(error))) return;
    throw error;
  }
  const size = textBoxSize(newText.text, font, newText.fontSize, measureLineIn(font));
  const bounds = placeNewItem(templateGeometry(model), selectItems(getState()), { style: 'centre', size });
  const { text, fontFamily, fill } = newText;
  dispatch(textAdded({ text, fontFamily, fill, align: 'center', stroke: null, rotation: 0, ...bounds }));
};

/**
 * A change in the open text sheet, shown on the canvas at once: the words (cut to 3 lines and 80
 * characters) or the style, with the box refitted about its centre at the same font size. A new
 * font is loaded first; one that cannot be loaded is named and the text keeps its font.
 */
export const editText =
  (changes: TextEdit['changes']): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const before = selectEditedText(getState());
    if (!before) return;
    const wanted = { ...before, ...changes, text: limitText(changes.text ?? before.text) };
    try {
      await loadFont(wanted.fontFamily, wanted.text);
    } catch (error) {
      if (dispatch(showFontError(error))) return;
      throw error;
    }
    const state = getState();
    const item = selectEditedText(state);
    const editing = state.editor.textEditing;
    if (!item || !editing) return;
    const next = { ...item, ...changes, text: wanted.text };
    const font = textFont(next.fontFamily);
    // Both fonts are loaded: the one before was drawn, the new one loaded above.
    const bounds = refitShapedText(
      { bounds: item, text: item.text, font: textFont(item.fontFamily), align: item.align, curve: item.curve },
      { text: next.text, font, align: next.align, curve: next.curve },
      measureLineIn(font),
    );
    dispatch(textEdited({ itemID: item.itemID, visit: editing.visit, changes: { ...changes, text: next.text }, bounds }));
  };

/** Done: the sheet closes; a text left without words is removed, in the same undo step as the visit. */
export const finishTextEditing = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const editing = state.editor.textEditing;
  if (!editing) return;
  const item = selectEditedText(state);
  if (item && isEmptyText(item.text)) dispatch(emptyTextRemoved(editing));
  else dispatch(textEditingEnded());
};

/** Edit Text (the selection bar) or a double tap: opens the sheet on the text, if it is one. */
export const editItemText =
  (itemID: string): AppThunk =>
  (dispatch, getState) => {
    const item = selectItems(getState()).find((candidate) => candidate.itemID === itemID);
    if (item?.kind === 'text' && getState().editor.textEditing?.itemID !== itemID) dispatch(textEditingStarted(itemID));
  };
