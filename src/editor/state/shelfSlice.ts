import { createSlice } from '@reduxjs/toolkit';
import { designOpened } from './designHistory.ts';

/** Which of the shopper's designs the editor holds (issue 50); the designs themselves live in the design store. */
export interface ShelfState {
  /** The open design's id in the design store; null before one is opened. */
  currentDesignID: string | null;
  /** Bumped whenever the shelf's designs change, so a shown list reads them again. */
  revision: number;
}

const initialState: ShelfState = { currentDesignID: null, revision: 0 };

const shelfSlice = createSlice({
  name: 'shelf',
  initialState,
  reducers: {
    shelfChanged(state) {
      state.revision += 1;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(designOpened, (state, action) => {
      state.currentDesignID = action.payload.designID;
    });
  },
});

export const { shelfChanged } = shelfSlice.actions;
export const shelfReducer = shelfSlice.reducer;
