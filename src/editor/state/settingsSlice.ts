import { createSlice } from '@reduxjs/toolkit';

/**
 * What belongs to the shopper rather than to a design; defaults as SPEC §3. A design's model,
 * finish, background and ghosts are its document's (model/designDocument, under its undo history).
 */
export interface SettingsState {
  tutorialToolTipShown: boolean;
  uuid: string | null;
  showStickersSection: boolean;
}

export const defaultSettings: SettingsState = {
  tutorialToolTipShown: false,
  uuid: null,
  showStickersSection: true,
};

const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings,
  reducers: {
    tutorialToolTipDismissed(state) {
      state.tutorialToolTipShown = true;
    },
    stickersSectionToggled(state) {
      state.showStickersSection = !state.showStickersSection;
    },
  },
});

export const { tutorialToolTipDismissed, stickersSectionToggled } = settingsSlice.actions;

export const settingsReducer = settingsSlice.reducer;
