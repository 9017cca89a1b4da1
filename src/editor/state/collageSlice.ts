import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { layoutCornersRange, layoutSpacingRange } from '../model/layoutCells.ts';
import type { CanvasItem } from '../model/types.ts';
import { collageArranged } from './canvasSlice.ts';
import { designCleared } from './designCleared.ts';

/** The "Collage" sheet (issue 20); not persisted, not in the history. */
export interface CollageState {
  /** The open sheet's visit: its arrangements are one undo step. Null while the sheet is closed. */
  visit: string | null;
  /** The canvas items when the sheet opened: each choice arranges these afresh. */
  base: CanvasItem[];
  /** The chosen layout in this visit, if any. */
  layoutID: string | null;
  /** The Spacing and Corners sliders, in template units (model/layoutCells). */
  spacing: number;
  corners: number;
}

const initialState: CollageState = {
  visit: null,
  base: [],
  layoutID: null,
  spacing: layoutSpacingRange.initial,
  corners: layoutCornersRange.initial,
};

const collageSlice = createSlice({
  name: 'collage',
  initialState,
  reducers: {
    collageOpened: {
      reducer(state, action: PayloadAction<{ visit: string; base: CanvasItem[] }>) {
        state.visit = action.payload.visit;
        state.base = action.payload.base;
        state.layoutID = null;
      },
      prepare(base: CanvasItem[]) {
        return { payload: { visit: nanoid(), base } };
      },
    },
    collageClosed(state) {
      state.visit = null;
      state.base = [];
      state.layoutID = null;
    },
    /** A slider moved before any layout was chosen: nothing to arrange yet. */
    collageOptionsChanged(state, action: PayloadAction<Partial<Pick<CollageState, 'spacing' | 'corners'>>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(collageArranged, (state, action) => {
        const { layoutID, spacing, corners } = action.payload;
        Object.assign(state, { layoutID, spacing, corners });
      })
      .addCase(designCleared, () => initialState);
  },
});

export const { collageOpened, collageClosed, collageOptionsChanged } = collageSlice.actions;
export const collageReducer = collageSlice.reducer;
