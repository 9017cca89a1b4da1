import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../app/store.ts';
import { adjustNames, type AdjustName, type LookName } from '../../shared/pictureLooks.ts';
import { isPicture } from '../model/items.ts';
import type { FilterChange } from '../model/pictureFilter.ts';
import { adjustVisitStarted } from './adjustSlice.ts';
import { picturesFiltered } from './canvasSlice.ts';
import { openSection, selectOpenSectionID } from './sectionCommands.ts';
import { adjustSectionID } from './sectionsSlice.ts';
import { selectItems, selectSelectedItems } from './selectors.ts';

/**
 * The Adjust section's commands (issue 33): it shows the selected pictures; a look, a slider,
 * Reset all and Apply to all change them at once on the canvas, and everything of one visit is
 * one undo step (canvasSlice groups picturesFiltered by the visit).
 */

/** The selected pictures, back to front: what Adjust would change (none: no Adjust button). */
export const selectAdjustablePictures = createSelector([selectSelectedItems], (items) => items.filter(isPicture));

/** The pictures the open Adjust section changes (none while it is closed). */
export const selectAdjustedPictures = createSelector([selectAdjustablePictures, selectOpenSectionID], (pictures, open) =>
  open === adjustSectionID ? pictures : [],
);

/** Their ids: the pictures drawn live, each change in the next frame. */
export const selectAdjustedPictureIDs = createSelector([selectAdjustedPictures], (pictures) => pictures.map((picture) => picture.itemID));

/** "Adjust" on the selection bar. */
export const openAdjust = (): AppThunk => openSection(adjustSectionID);

const sameIDs = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

function filterPictures(itemIDs: (state: RootState) => string[], change: FilterChange): AppThunk {
  return (dispatch, getState) => {
    const adjusted = selectAdjustedPictureIDs(getState());
    if (adjusted.length === 0) return;
    const { adjust } = getState();
    if (!adjust.visit || !sameIDs(adjust.itemIDs, adjusted)) dispatch(adjustVisitStarted(adjusted));
    const state = getState();
    const { visit } = state.adjust;
    if (visit) dispatch(picturesFiltered({ itemIDs: itemIDs(state), change, visit }));
  };
}

const sheetPictures = (state: RootState) => selectAdjustedPictureIDs(state);

/** A look tapped: the section's pictures take it. */
export const chooseLook = (look: LookName): AppThunk => filterPictures(sheetPictures, { look });

/** A slider moved (or reset to 0): the section's pictures take its position. */
export const moveSlider = (name: AdjustName, value: number): AppThunk => filterPictures(sheetPictures, { adjust: { [name]: value } });

/** Reset all: the section's pictures back to "Original" with every slider at 0. */
export const resetAll = (): AppThunk =>
  filterPictures(sheetPictures, { look: 'original', adjust: Object.fromEntries(adjustNames.map((name) => [name, 0])) });

/** Apply to all: every picture on the case takes the look of the section's (first) picture; their sliders stay. */
export const applyLookToAll = (): AppThunk => (dispatch, getState) => {
  const [first] = selectAdjustedPictures(getState());
  if (!first) return;
  const everyPicture = (state: RootState) => selectItems(state).filter(isPicture).map((item) => item.itemID);
  dispatch(filterPictures(everyPicture, { look: first.look ?? 'original' }));
};
