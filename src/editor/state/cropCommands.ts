import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../app/store.ts';
import { draftedItem, isDraftUnchanged, startingDraft } from '../model/cropDraft.ts';
import type { PictureItem } from '../model/types.ts';
import { pictureCropped } from './canvasSlice.ts';
import { cropCancelled, cropStarted } from './editorSlice.ts';
import { selectPictureSizes } from './printQualitySelectors.ts';
import { selectItems, selectSelectedItem } from './selectors.ts';

/**
 * Crop mode's commands (issue 20): each dispatches one action, so Done is one Redux DevTools
 * entry and one undo step, and Cancel none.
 */

/** The selected picture, when crop mode may start on it: one picture selected, its stored size known. */
export const selectCroppablePicture = createSelector([selectSelectedItem, selectPictureSizes], (item, pictures) => {
  const picture = item?.kind === 'picture' ? pictures.get(item.imageID) : undefined;
  return item?.kind === 'picture' && picture ? { item, picture } : null;
});

/** The picture in crop mode as its draft shows it (box and crop), or null outside crop mode. */
export const selectCroppingItem = createSelector(
  [selectItems, (state: RootState) => state.editor.cropping],
  (items, cropping): PictureItem | null => {
    const item = items.find((candidate) => candidate.itemID === cropping?.itemID);
    return item?.kind === 'picture' && cropping ? draftedItem(item, cropping.draft) : null;
  },
);

/** Crop on the selection bar: crop mode on the selected picture, starting from its crop as it is. */
export const startCrop = (): AppThunk => (dispatch, getState) => {
  const croppable = selectCroppablePicture(getState());
  if (!croppable) return;
  const { item, picture } = croppable;
  dispatch(cropStarted({ itemID: item.itemID, picture, draft: startingDraft(item, picture) }));
};

/** Done: the draft becomes the picture's box and crop, one undo step; an untouched draft leaves as Cancel does. */
export const finishCrop = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const { cropping } = state.editor;
  if (!cropping) return;
  const item = selectItems(state).find((candidate) => candidate.itemID === cropping.itemID);
  if (item?.kind !== 'picture' || isDraftUnchanged(item, cropping.picture, cropping.draft)) {
    dispatch(cropCancelled());
    return;
  }
  dispatch(pictureCropped({ itemID: item.itemID, ...cropping.draft }));
};
