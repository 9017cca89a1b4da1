import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which of the editor's sections the shopper opened (DESIGN §15, panels/sections): on a phone the
 * one sheet over the editor, on a wide screen the side panel's (null: its default). The text
 * sheet is not kept here: it is open while a text is edited (editor.textEditing, see
 * sectionCommands). Not persisted, not in the history.
 */
export interface SectionsState {
  open: string | null;
}

/** The ids of the sections that commands and buttons outside their lists open (panels/sections). */
export const photosSectionID = 'photos';
export const designsSectionID = 'designs';
export const templatesSectionID = 'templates';
export const artSectionID = 'art';
export const collageSectionID = 'collage';
export const layersSectionID = 'layers';
export const adjustSectionID = 'adjust';
export const editTextSectionID = 'edit-text';
export const arrangeSectionID = 'arrange';

const initialState: SectionsState = { open: null };

const sectionsSlice = createSlice({
  name: 'sections',
  initialState,
  reducers: {
    sectionOpened(state, action: PayloadAction<string>) {
      state.open = action.payload;
    },
    sectionClosed(state) {
      state.open = null;
    },
  },
});

export const { sectionOpened, sectionClosed } = sectionsSlice.actions;
export const sectionsReducer = sectionsSlice.reducer;
