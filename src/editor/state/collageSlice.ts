import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { ActionTypes as HistoryActionTypes } from 'redux-undo';
import { layoutCornersRange, layoutSpacingRange } from '../model/layoutCells.ts';
import type { CanvasItem } from '../model/types.ts';
import { collageArranged } from './canvasSlice.ts';
import { designCleared } from './designCleared.ts';
import { collageSectionID, sectionClosed, sectionOpened } from './sectionsSlice.ts';

/** The "Collage" section (issue 20); not persisted, not in the history. */
export interface CollageState {
  /**
   * The arrangements that are one undo step: from the first choice in the open section until it
   * closes or the design changes otherwise (a wide screen's side panel leaves the case free to
   * edit meanwhile; the next choice then starts again from the design as it is). Null meanwhile.
   */
  visit: string | null;
  /** The canvas items when the visit began: each choice arranges these afresh. */
  base: CanvasItem[];
  /** The layout chosen since the section opened, if any. */
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
    /** The first arrangement of a visit is about to be made from `base`. */
    collageVisitStarted: {
      reducer(state, action: PayloadAction<{ visit: string; base: CanvasItem[] }>) {
        state.visit = action.payload.visit;
        state.base = action.payload.base;
      },
      prepare(base: CanvasItem[]) {
        return { payload: { visit: nanoid(), base } };
      },
    },
    /** A slider moved before any layout was chosen: nothing to arrange yet. */
    collageOptionsChanged(state, action: PayloadAction<Partial<Pick<CollageState, 'spacing' | 'corners'>>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    const endVisit = (state: CollageState) => {
      state.visit = null;
      state.base = [];
    };
    builder
      .addCase(collageArranged, (state, action) => {
        const { layoutID, spacing, corners } = action.payload;
        Object.assign(state, { layoutID, spacing, corners });
      })
      .addCase(designCleared, () => initialState)
      // Any section opened or closed ends the visit; the Collage section opens with no layout chosen.
      .addCase(sectionOpened, (state, action) => {
        endVisit(state);
        if (action.payload === collageSectionID) state.layoutID = null;
      })
      .addCase(sectionClosed, (state) => {
        endVisit(state);
        state.layoutID = null;
      })
      // Another change of the design, or an undo, ends the visit: its base is no longer the design.
      .addMatcher(
        (action: UnknownAction) =>
          (action.type.startsWith('canvas/') && !collageArranged.match(action)) ||
          action.type === HistoryActionTypes.UNDO ||
          action.type === HistoryActionTypes.REDO,
        endVisit,
      );
  },
});

export const { collageVisitStarted, collageOptionsChanged } = collageSlice.actions;
export const collageReducer = collageSlice.reducer;
