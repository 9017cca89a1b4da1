import type { AppAsyncThunk } from '../../app/store.ts';
import type { CaseFinish } from '../../shared/catalog/finishes.ts';
import { StorageFullError } from '../assets/storageFull.ts';
import { emptyDocument, newGhostSeed, type DesignDocument } from '../model/designDocument.ts';
import { saveOpenDesign } from './designAutosave.ts';
import { deleteUndoMs, newDesignCard, refreshSummary } from './designKeeper.ts';
import { designStore } from './editorDesignStore.ts';
import { restoreEditor } from './restoreEditor.ts';
import { shelfChanged } from './shelfSlice.ts';
import { showStorageFull } from './storageFullNotice.ts';

/**
 * What the shelf ("My designs") does with the shopper's designs: new, open, duplicate, rename,
 * delete and its undo. Each keeps the open design saved first, and tells the shelf to list again.
 */

interface NewDesignOptions {
  name?: string;
  thumbnail?: Blob;
  /** Whether the editor opens it (true), or it only joins the shelf. */
  open?: boolean;
}

/**
 * Keeps `document` as a new design with a fresh history (and opens it); false when the browser's
 * storage has no room for it (then said in words, and nothing changes).
 */
export const addDesign =
  (document: DesignDocument, { name, thumbnail, open = true }: NewDesignOptions = {}): AppAsyncThunk<boolean> =>
  async (dispatch, getState) => {
    await saveOpenDesign(getState, dispatch);
    const card = { ...newDesignCard(document, name), ...(thumbnail && { thumbnail }) };
    try {
      await designStore.add(card, { past: [], present: document, future: [] });
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      await dispatch(showStorageFull('the new design could not be kept.'));
      return false;
    }
    dispatch(shelfChanged());
    await refreshSummary(open ? card.id : undefined);
    if (!open) return true;
    await dispatch(restoreEditor({ designID: card.id }));
    return true;
  };

/** New: an empty design for this phone and finish (its first model choice: not a re-fit). */
export const createDesign = (phoneModel: string, caseFinish: CaseFinish): AppAsyncThunk<boolean> =>
  addDesign(emptyDocument(phoneModel, caseFinish, newGhostSeed()));

/** Opens a design of the shelf in the editor, the open one saved first. */
export const openDesign =
  (designID: string): AppAsyncThunk =>
  async (dispatch, getState) => {
    await saveOpenDesign(getState, dispatch);
    await refreshSummary(designID);
    await dispatch(restoreEditor({ designID }));
  };

/** Duplicate: a copy of the design as it is now (its history starts afresh) joins the shelf. */
export const duplicateDesign =
  (designID: string): AppAsyncThunk<boolean> =>
  async (dispatch, getState) => {
    await saveOpenDesign(getState, dispatch);
    const [card, history] = await Promise.all([designStore.card(designID), designStore.history(designID)]);
    if (!card || !history) return false;
    return dispatch(addDesign(history.present, { name: `${card.name} copy`, ...(card.thumbnail && { thumbnail: card.thumbnail }), open: false }));
  };

export const renameDesign =
  (designID: string, name: string): AppAsyncThunk =>
  async (dispatch) => {
    const trimmed = name.trim().slice(0, 60);
    if (!trimmed) return;
    await designStore.updateCard(designID, { name: trimmed });
    dispatch(shelfChanged());
  };

/**
 * Delete: the design leaves the shelf at once and goes for good after deleteUndoMs (with the
 * pictures only it used), unless undone meanwhile. Deleting the open design opens the next one.
 */
export const deleteDesign =
  (designID: string): AppAsyncThunk =>
  async (dispatch, getState) => {
    await saveOpenDesign(getState, dispatch);
    await designStore.updateCard(designID, { deletedAt: Date.now() });
    const wasOpen = getState().shelf.currentDesignID === designID;
    await refreshSummary(wasOpen ? null : undefined);
    dispatch(shelfChanged());
    // The editor holds the next design, not one that is going.
    if (wasOpen) await dispatch(restoreEditor({ reload: true }));
    setTimeout(() => void designStore.purge(Date.now() - deleteUndoMs), deleteUndoMs + 100);
  };

export const undoDeleteDesign =
  (designID: string): AppAsyncThunk =>
  async (dispatch) => {
    await designStore.updateCard(designID, { deletedAt: undefined });
    await refreshSummary();
    dispatch(shelfChanged());
  };
