import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { designCleared } from './designCleared.ts';
import { sectionClosed, sectionOpened } from './sectionsSlice.ts';

/** The Adjust section (issue 33); not persisted, not in the history. */
export interface AdjustState {
  /**
   * The changes that are one undo step: from the first change to these pictures until the section
   * closes or the change is to other pictures (a wide screen's side panel follows the selection).
   * Null before the first change.
   */
  visit: string | null;
  /** The pictures the visit changes: those selected at its first change. */
  itemIDs: string[];
}

const initialState: AdjustState = { visit: null, itemIDs: [] };

const adjustSlice = createSlice({
  name: 'adjust',
  initialState,
  reducers: {
    adjustVisitStarted: {
      reducer(state, action: PayloadAction<{ visit: string; itemIDs: string[] }>) {
        state.visit = action.payload.visit;
        state.itemIDs = action.payload.itemIDs;
      },
      prepare(itemIDs: string[]) {
        return { payload: { visit: nanoid(), itemIDs } };
      },
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(designCleared, () => initialState)
      .addCase(sectionOpened, () => initialState)
      .addCase(sectionClosed, () => initialState);
  },
});

export const { adjustVisitStarted } = adjustSlice.actions;
export const adjustReducer = adjustSlice.reducer;
