import type { AppThunk, RootState } from '../../app/store.ts';
import { editTextSectionID, sectionClosed, sectionOpened } from './sectionsSlice.ts';
import { selectSelectedItem } from './selectors.ts';
import { editItemText, finishTextEditing } from './textCommands.ts';

/**
 * Opening and closing the editor's sections (panels/sections), on a phone or a wide screen alike.
 * Editing a text is a section too, "Edit text": it is open exactly while the text's visit lasts
 * (editor.textEditing), so Add Text, a double tap and Edit Text open it, and any other section, or
 * closing it, ends the visit as Done does (a text left empty goes).
 */

/** The section shown now: the text sheet while a text is edited, else the one opened (null: none, the side panel's default). */
export function selectOpenSectionID(state: RootState): string | null {
  if (state.editor.textEditing) return editTextSectionID;
  return state.sections.open === editTextSectionID ? null : state.sections.open;
}

export const openSection =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    if (selectOpenSectionID(getState()) === id) return;
    dispatch(finishTextEditing());
    if (id === editTextSectionID) {
      const selected = selectSelectedItem(getState());
      if (selected) dispatch(editItemText(selected.itemID));
      return;
    }
    dispatch(sectionOpened(id));
  };

/** Done, Escape or a tap outside a sheet; on a wide screen the side panel goes back to its default. */
export const closeSection = (): AppThunk => (dispatch, getState) => {
  if (getState().editor.textEditing) dispatch(finishTextEditing());
  else dispatch(sectionClosed());
};
