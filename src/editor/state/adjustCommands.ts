import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../app/store.ts';
import { adjustNames, type AdjustName, type LookName } from '../../shared/pictureLooks.ts';
import { isPicture } from '../model/items.ts';
import type { FilterChange } from '../model/pictureFilter.ts';
import type { PictureItem } from '../model/types.ts';
import { adjustClosed, adjustOpened } from './adjustSlice.ts';
import { picturesFiltered } from './canvasSlice.ts';
import { selectItems, selectSelectedItems } from './selectors.ts';

/**
 * The Adjust sheet's commands (issue 33): it opens on the selected pictures; a look, a slider,
 * Reset all and Apply to all change them at once on the canvas, and everything of one visit is
 * one undo step (canvasSlice groups picturesFiltered by the visit).
 */

/** The selected pictures, back to front: what Adjust would change (none: no Adjust button). */
export const selectAdjustablePictures = createSelector([selectSelectedItems], (items) => items.filter(isPicture));

/** The pictures the open sheet changes that are still on the case (an undo may have removed one). */
export const selectAdjustedPictures = createSelector(
  [selectItems, (state: RootState) => state.adjust.itemIDs],
  (items, itemIDs): PictureItem[] =>
    itemIDs.flatMap((itemID) => items.find((item): item is PictureItem => isPicture(item) && item.itemID === itemID) ?? []),
);

/** "Adjust" on the selection bar. */
export const openAdjust = (): AppThunk => (dispatch, getState) => {
  const pictures = selectAdjustablePictures(getState());
  if (pictures.length) dispatch(adjustOpened(pictures.map((picture) => picture.itemID)));
};

/** Done, Escape or a tap outside the sheet. */
export const closeAdjust = adjustClosed;

function filterPictures(itemIDs: (state: RootState) => string[], change: FilterChange): AppThunk {
  return (dispatch, getState) => {
    const state = getState();
    const { visit } = state.adjust;
    if (visit) dispatch(picturesFiltered({ itemIDs: itemIDs(state), change, visit }));
  };
}

const sheetPictures = (state: RootState) => state.adjust.itemIDs;

/** A look tapped: the sheet's pictures take it. */
export const chooseLook = (look: LookName): AppThunk => filterPictures(sheetPictures, { look });

/** A slider moved (or reset to 0): the sheet's pictures take its position. */
export const moveSlider = (name: AdjustName, value: number): AppThunk => filterPictures(sheetPictures, { adjust: { [name]: value } });

/** Reset all: the sheet's pictures back to "Original" with every slider at 0. */
export const resetAll = (): AppThunk =>
  filterPictures(sheetPictures, { look: 'original', adjust: Object.fromEntries(adjustNames.map((name) => [name, 0])) });

/** Apply to all: every picture on the case takes the look of the sheet's (first) picture; their sliders stay. */
export const applyLookToAll = (): AppThunk => (dispatch, getState) => {
  const [first] = selectAdjustedPictures(getState());
  if (!first) return;
  const everyPicture = (state: RootState) => selectItems(state).filter(isPicture).map((item) => item.itemID);
  dispatch(filterPictures(everyPicture, { look: first.look ?? 'original' }));
};
