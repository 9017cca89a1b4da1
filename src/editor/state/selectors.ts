import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { findModel, variantIdFor } from '../../shared/catalog/catalog.ts';
import { documentImageIDs, type Backdrop, type DesignDocument } from '../model/designDocument.ts';
import { pictureImageIDs } from '../model/items.ts';
import type { CanvasItem, TextItem } from '../model/types.ts';

/** The open design's document (model/designDocument). Hides redux-undo's past/present/future shape. */
export const selectDesign = (state: RootState): DesignDocument => state.canvas.present;

/** The placed items, back to front. */
export const selectItems = (state: RootState): CanvasItem[] => state.canvas.present.items;

/** The design's background and ghosts. */
export const selectBackdrop = (state: RootState): Backdrop => state.canvas.present.backdrop;

/** The stored background picture's id when it is shown, else null. */
export const selectShownBackgroundImageID = (state: RootState): string | null => {
  const { showBackgroundImage, backgroundImageID } = selectBackdrop(state);
  return showBackgroundImage ? backgroundImageID : null;
};

/** The design's phone model key and finish, as stored. */
export const selectPhoneModelKey = (state: RootState): string | null => state.canvas.present.phoneModel;
export const selectCaseFinish = (state: RootState) => state.canvas.present.caseFinish;

/**
 * Every picture a sticker or the background shows in any state of the undo history (past,
 * present or future): a picture is deleted only when none of them needs it, or Undo would bring
 * back a blank sticker.
 */
export function selectImageIDsInHistory(state: RootState): Set<string> {
  const { past, present, future } = state.canvas;
  return new Set([...past, present, ...future].flatMap(documentImageIDs));
}

export const selectItemsBackToFront = createSelector([selectItems], (items) =>
  [...items].sort((a, b) => a.itemIndex - b.itemIndex),
);

export const selectSelectedItem = createSelector(
  [selectItems, (state: RootState) => state.editor.selectedItemID],
  (items, selectedItemID) => items.find((item) => item.itemID === selectedItemID) ?? null,
);

/**
 * The ids of the selected items that exist (an undo may have removed one), back to front: what
 * the multi-selection commands act on.
 */
export const selectSelectedItemIDs = createSelector(
  [selectItemsBackToFront, (state: RootState) => state.editor.selectedItemIDs],
  (items, selectedItemIDs) => {
    const wanted = new Set(selectedItemIDs);
    return items.filter((item) => wanted.has(item.itemID)).map((item) => item.itemID);
  },
);

/** The selected items that exist, back to front. */
export const selectSelectedItems = createSelector(
  [selectItemsBackToFront, (state: RootState) => state.editor.selectedItemIDs],
  (items, selectedItemIDs) => {
    const wanted = new Set(selectedItemIDs);
    return items.filter((item) => wanted.has(item.itemID));
  },
);

/** Undo needs more than one snapshot: the present one and at least one before it. */
export const selectCanUndo = (state: RootState): boolean => state.canvas.past.length > 0;
export const selectCanRedo = (state: RootState): boolean => state.canvas.future.length > 0;

export const selectPhoneModel = createSelector([selectPhoneModelKey], (key) => findModel(key) ?? null);

/** What a preview or an order is made for: the chosen model and finish's variant, and the visitor. */
export const selectPrintVariant = createSelector(
  [selectPhoneModel, selectCaseFinish, (state: RootState) => state.settings.uuid],
  (model, finish, uuid) => (model ? { variantID: variantIdFor(model, finish), uuid } : null),
);

/** The long task the editor screen is busy with (export, checkout), if any. */
export const selectBusy = (state: RootState) => state.editor.busy;

/** The kind of the modal open over the editor, if any. */
export const selectOpenModalKind = (state: RootState) => state.editor.modal?.kind ?? null;

/** The label on the side rail: finish and model name, or 'Unknown'. */
export const selectModelLabel = createSelector(
  [selectPhoneModel, selectCaseFinish],
  (model, finish) => (model ? `${finish} ${model.name}` : 'Unknown'),
);

/** The imageIDs of the placed pictures: the ghosts' sources. */
export const selectPlacedImageIDs = createSelector([selectItemsBackToFront], pictureImageIDs);

/**
 * Layer position of the selection: whether its items are the top (bottom) layers; both true with
 * a single item (SPEC §4).
 */
export const selectSelectedLayerPosition = createSelector(
  [selectItemsBackToFront, selectSelectedItemIDs],
  (items, selectedIDs) => {
    const selected = new Set(selectedIDs);
    const count = selected.size;
    const inSelection = (slice: readonly CanvasItem[]) => count > 0 && slice.every((item) => selected.has(item.itemID));
    return { isAtTop: inSelection(items.slice(items.length - count)), isAtBottom: inSelection(items.slice(0, count)) };
  },
);

/** The text whose sheet is open, or null. */
export const selectEditedText = createSelector(
  [selectItems, (state: RootState) => state.editor.textEditing?.itemID],
  (items, itemID): TextItem | null => {
    const item = items.find((candidate) => candidate.itemID === itemID);
    return item?.kind === 'text' ? item : null;
  },
);
