import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../app/store.ts';
import { importImages, type ImportedImage } from '../assets/importImages.ts';
import { browserStorage } from '../../app/browserStorage.ts';
import { holdBackgroundWork } from '../../shared/backgroundWork.ts';
import { writeImageIDs } from './designPersistence.ts';
import { importSettled, importsQueued, noticeShown } from './editorSlice.ts';
import { imageStore } from './editorImageStore.ts';
import { imageAdded, trayCleared } from './librarySlice.ts';
import { selectImageIDsInHistory } from './selectors.ts';
import { dropWaitingPhotos, holdOfflineHeic } from './waitingPhotoFiles.ts';

/** Imports run one batch after another, so files are always added one at a time. */
let importQueue: Promise<unknown> = Promise.resolve();

/**
 * Adds picked, dropped or pasted files to the sticker tray (SPEC §4, DESIGN §6): each stored
 * picture's id is appended to localStorage `images`; a skipped file is named in a notice. While
 * offline, HEIC photos wait for a connection instead (waitingPhotoFiles.ts). Resolves to the
 * pictures stored.
 */
export const addStickerFiles = createAsyncThunk<ImportedImage[], File[], { state: RootState }>(
  'library/addStickerFiles',
  async (picked, { dispatch, getState }) => {
    const files = dispatch(holdOfflineHeic(picked));
    if (!files.length) return [];
    dispatch(importsQueued(files.length));
    // Until this batch is in, the page's background work waits (backgroundWork.ts).
    const releaseBackgroundWork = holdBackgroundWork();
    const batch = importQueue.then(() =>
      importImages(
        files,
        { store: imageStore },
        {
          onImported: (image) => {
            dispatch(imageAdded(image));
            writeImageIDs(browserStorage, getState().library.trayImageIDs);
            dispatch(importSettled());
          },
          onSkipped: (name, reason) => {
            dispatch(noticeShown(`${name} was skipped: ${reason}.`));
            dispatch(importSettled());
          },
          onLost: ({ name }, reason) => dispatch(noticeShown(`${name} could not be kept: ${reason}.`)),
        },
      ),
    ).finally(releaseBackgroundWork);
    importQueue = batch.catch(() => undefined);
    return (await batch).imported;
  },
);

/**
 * Clear tray: empties the tray and deletes the stored pictures no sticker uses in any state of
 * the undo history; the others stay until a reload finds the saved design no longer shows them.
 */
export const clearTray = createAsyncThunk<void, void, { state: RootState }>(
  'library/clearTray',
  async (_arg, { dispatch, getState }) => {
    const state = getState();
    const used = selectImageIDsInHistory(state);
    const unused = state.library.images.map((image) => image.imageID).filter((id) => !used.has(id));
    dispatch(trayCleared([...used]));
    void dispatch(dropWaitingPhotos());
    writeImageIDs(browserStorage, []);
    await imageStore.removeMany(unused);
  },
);

/**
 * The stored pictures named that are not in the tray join it (a picture a cell or a design
 * template takes off the case), so the shopper loses none of them.
 */
export const returnToTray =
  (imageIDs: readonly string[]): AppThunk =>
  (dispatch, getState) => {
    const { images, trayImageIDs } = getState().library;
    const returning = images.filter((image) => imageIDs.includes(image.imageID) && !trayImageIDs.includes(image.imageID));
    if (returning.length === 0) return;
    for (const image of returning) dispatch(imageAdded(image));
    writeImageIDs(browserStorage, getState().library.trayImageIDs);
  };
