import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { designCleared } from './designCleared.ts';

/** The Adjust sheet (issue 33); not persisted, not in the history. */
export interface AdjustState {
  /** The open sheet's visit: its changes are one undo step. Null while the sheet is closed. */
  visit: string | null;
  /** The pictures the sheet changes: those selected when it opened. */
  itemIDs: string[];
}

const initialState: AdjustState = { visit: null, itemIDs: [] };

const adjustSlice = createSlice({
  name: 'adjust',
  initialState,
  reducers: {
    adjustOpened: {
      reducer(state, action: PayloadAction<{ visit: string; itemIDs: string[] }>) {
        state.visit = action.payload.visit;
        state.itemIDs = action.payload.itemIDs;
      },
      prepare(itemIDs: string[]) {
        return { payload: { visit: nanoid(), itemIDs } };
      },
    },
    adjustClosed: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(designCleared, () => initialState);
  },
});

export const { adjustOpened, adjustClosed } = adjustSlice.actions;
export const adjustReducer = adjustSlice.reducer;
