import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import undoable, { ActionCreators, excludeAction, newHistory, type StateWithHistory } from 'redux-undo';
import {
  canvasItemsReducer,
  collageArranged,
  designLoaded,
  emptyTextRemoved,
  itemsOpacityChanged,
  itemsPlaced,
  picturesFiltered,
  stickerNudged,
  textEdited,
  type CanvasState,
} from './canvasSlice.ts';
import { designCleared } from './designCleared.ts';
import { backgroundColorChanged, designReducer, ghostSettingChanged, phoneModelChosen } from './designSlice.ts';

/**
 * The design document's one undo history (STYLE rule 6): every change of the items, the model and
 * finish, the background and the ghosts is a step, grouped as below; opening a design brings that
 * design's own history.
 */

/** A design's history as it is saved: its documents before, now and after (Redo). */
export interface SavedHistory {
  past: CanvasState[];
  present: CanvasState;
  future: CanvasState[];
}

/** A design opened (from the store, the shelf or a shared link) with its own history: not an undo step. */
export const designOpened = createAction<{ designID: string | null; history: SavedHistory }>('canvas/designOpened');

/**
 * The undo step an action joins: the nudges of one burst, the edits of one text, collage or adjust
 * sheet visit, a slider's or colour picker's burst, a number field's or the Opacity slider's burst.
 */
function historyGroup(action: UnknownAction): string | null {
  if (stickerNudged.match(action)) return `nudge-${action.payload.burst}`;
  if (textEdited.match(action) || emptyTextRemoved.match(action)) return `text-${action.payload.visit}`;
  if (collageArranged.match(action)) return `collage-${action.payload.visit}`;
  if (picturesFiltered.match(action)) return `adjust-${action.payload.visit}`;
  if (itemsPlaced.match(action) || itemsOpacityChanged.match(action)) return action.payload.burst ? `arrange-${action.payload.burst}` : null;
  if (backgroundColorChanged.match(action) || ghostSettingChanged.match(action)) {
    // Dispatched by hand (a test, the DevTools), the action has no burst: a step of its own.
    const burst = (action as { meta?: { burst?: number } }).meta?.burst;
    return burst === undefined ? null : `backdrop-${burst}`;
  }
  return null;
}

/** The whole document's reducer: the items' actions, then the model's, background's and ghosts'. */
const documentReducer: Reducer<CanvasState> = (state, action) => designReducer(canvasItemsReducer(state, action), action);

/** Most undo steps a design keeps in memory (the design store saves fewer: designStore.ts). */
export const historyLimit = 200;

/**
 * Every document action but loading one makes one snapshot; consecutive nudges of one burst,
 * and the edits of one visit of the text sheet, are grouped into a single snapshot.
 */
const canvasHistoryReducer = undoable(documentReducer, {
  limit: historyLimit,
  filter: excludeAction([designLoaded.type, phoneModelChosen.type]),
  // A change left out of the history joins the snapshot it was made on (Undo does not take it back alone).
  syncFilter: true,
  groupBy: historyGroup,
});

export type CanvasHistory = StateWithHistory<CanvasState>;

/**
 * The history reducer: designCleared also clears undo and redo (one snapshot: empty), and an
 * opened design brings its own history.
 */
export const canvasReducer: Reducer<CanvasHistory> = (state, action) => {
  if (designOpened.match(action)) {
    const { past, present, future } = action.payload.history;
    return newHistory(past, present, future);
  }
  const next = canvasHistoryReducer(state, action);
  return designCleared.match(action) ? canvasHistoryReducer(next, ActionCreators.clearHistory()) : next;
};
