import type { AppThunk } from '../../app/store.ts';
import { isPicture } from '../model/items.ts';
import { itemsDuplicated, itemsFlipped, itemsPasted } from './canvasSlice.ts';
import { itemsCopied } from './editorSlice.ts';
import { selectSelectedItemIDs, selectSelectedItems } from './selectors.ts';

/**
 * The designer's commands on the selection (issue 21): Duplicate, Copy, Paste and Flip. Like the
 * sticker commands, each dispatches at most one action: one Redux DevTools entry and, for those
 * that change the design, one undo snapshot.
 */

/** Duplicate (or Ctrl/Cmd+D): copies 20 units down and right, on top, selected. */
export const duplicateSelected = (): AppThunk => (dispatch, getState) => {
  const itemIDs = selectSelectedItemIDs(getState());
  if (itemIDs.length > 0) dispatch(itemsDuplicated(itemIDs));
};

/** Ctrl/Cmd+C: remembers the selected items as they are now; false when nothing is selected. */
export const copySelected = (): AppThunk<boolean> => (dispatch, getState) => {
  const items = selectSelectedItems(getState());
  if (items.length > 0) dispatch(itemsCopied(items));
  return items.length > 0;
};

/**
 * Ctrl/Cmd+V: copies of what was copied, on top and selected; a copied picture whose image has
 * since left the library is left out. False when there is nothing to paste.
 */
export const pasteCopied = (): AppThunk<boolean> => (dispatch, getState) => {
  const state = getState();
  const images = new Set(state.library.images.map((image) => image.imageID));
  const items = state.editor.clipboard.filter((item) => !isPicture(item) || images.has(item.imageID));
  if (items.length > 0) dispatch(itemsPasted(items));
  return items.length > 0;
};

/** Flip: the selected items mirrored horizontally; a second Flip gives them back. */
export const flipSelected = (): AppThunk => (dispatch, getState) => {
  const itemIDs = selectSelectedItemIDs(getState());
  if (itemIDs.length > 0) dispatch(itemsFlipped(itemIDs));
};
