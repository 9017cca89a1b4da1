import { createSlice, current, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import undoable, { ActionCreators, excludeAction, type StateWithHistory } from 'redux-undo';
import { translateItem } from '../model/geometry.ts';
import { removeItem, renumber } from '../model/layerOrder.ts';
import type { CanvasItem, Point } from '../model/types.ts';

/** The design document: the placed stickers. Only this slice has undo history. */
export interface CanvasState {
  items: CanvasItem[];
}

export interface StickerPlacement {
  imageID: string;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  rotation?: number;
}

export interface StickerTransform {
  itemID: string;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  rotation: number;
}

const initialState: CanvasState = { items: [] };

const canvasSlice = createSlice({
  name: 'canvas',
  initialState,
  reducers: {
    /** Start-up restore; the history is cleared right after, so it is the first snapshot. */
    designLoaded(state, action: PayloadAction<CanvasItem[]>) {
      state.items = renumber(action.payload);
    },
    stickerAdded: {
      reducer(state, action: PayloadAction<StickerPlacement & { itemID: string }>) {
        const { itemID, imageID, TL_imageBounds, BR_imageBounds, rotation = 0 } = action.payload;
        state.items.push({
          itemID,
          imageID,
          itemIndex: state.items.length,
          TL_imageBounds,
          BR_imageBounds,
          rotation,
        });
      },
      prepare(placement: StickerPlacement) {
        return { payload: { ...placement, itemID: nanoid() } };
      },
    },
    stickerTransformed(state, action: PayloadAction<StickerTransform>) {
      const item = state.items.find((candidate) => candidate.itemID === action.payload.itemID);
      if (!item) return;
      item.TL_imageBounds = action.payload.TL_imageBounds;
      item.BR_imageBounds = action.payload.BR_imageBounds;
      item.rotation = action.payload.rotation;
    },
    /** A keyboard nudge; a burst of nudges shares one `burst` id and so one undo step. */
    stickerNudged(state, action: PayloadAction<{ itemID: string; dx: number; dy: number; burst: number }>) {
      const { itemID, dx, dy } = action.payload;
      const index = state.items.findIndex((candidate) => candidate.itemID === itemID);
      const item = state.items[index];
      if (item) state.items[index] = translateItem(current(item), dx, dy);
    },
    /** A layer-order change; the new order is computed by the model (editor/model/layerOrder). */
    stickersReordered(state, action: PayloadAction<CanvasItem[]>) {
      state.items = renumber(action.payload);
    },
    stickerRemoved(state, action: PayloadAction<string>) {
      state.items = removeItem(state.items, action.payload);
    },
    /**
     * Clear canvas (SPEC §4): no stickers and a fresh history. The editor and settings slices
     * also answer it (deselect; background settings back to their defaults), so the whole reset
     * is one action.
     */
    designCleared(state) {
      state.items = [];
    },
  },
});

export const {
  designLoaded,
  stickerAdded,
  stickerTransformed,
  stickerNudged,
  stickersReordered,
  stickerRemoved,
  designCleared,
} = canvasSlice.actions;

/**
 * Every canvas action but the start-up restore makes one snapshot; consecutive nudges of one
 * burst are grouped into a single snapshot.
 */
const canvasHistoryReducer = undoable(canvasSlice.reducer, {
  limit: 200,
  filter: excludeAction([designLoaded.type]),
  groupBy: (action) =>
    stickerNudged.match(action) ? `nudge-${action.payload.burst}` : null,
});

export type CanvasHistory = StateWithHistory<CanvasState>;

/** The history reducer, with designCleared also clearing undo and redo (one snapshot: empty). */
export const canvasReducer: Reducer<CanvasHistory> = (state, action) => {
  const next = canvasHistoryReducer(state, action);
  return designCleared.match(action) ? canvasHistoryReducer(next, ActionCreators.clearHistory()) : next;
};
