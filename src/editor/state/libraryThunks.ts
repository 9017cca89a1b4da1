import { createAsyncThunk, nanoid } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../app/store.ts';
import { importImages, type ImportedImage, type SkippedFile } from '../assets/importImages.ts';
import { skippedFilesNotice } from '../assets/skippedFiles.ts';
import { storageFullReason } from '../assets/prepareImage.ts';
import { holdBackgroundWork } from '../../shared/backgroundWork.ts';
import { designStore } from './editorDesignStore.ts';
import { importSettled, importsQueued, noticeShown } from './editorSlice.ts';
import { imageStore } from './editorImageStore.ts';
import { imageAdded, imageLost, trayCleared } from './librarySlice.ts';
import { selectImageIDsInHistory } from './selectors.ts';
import { describeStorageFull } from './storageFullNotice.ts';
import { dropWaitingPhotos, holdOfflineHeic } from './waitingPhotoFiles.ts';

/** Imports run one batch after another, so files are always added one at a time. */
let importQueue: Promise<unknown> = Promise.resolve();

/**
 * Adds picked, dropped or pasted files to the sticker tray (SPEC §4, DESIGN §6): each stored
 * picture's id is appended to localStorage `images`; the files it skips are named in one notice,
 * which grows as they are found (skippedFilesNotice). While
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
    const skipped: SkippedFile[] = [];
    const noticeID = nanoid();
    const skip = (name: string, reason: string) => {
      skipped.push({ name, reason });
      dispatch(noticeShown(skippedFilesNotice(skipped), noticeID));
    };
    const batch = importQueue.then(() =>
      importImages(
        files,
        { store: imageStore },
        {
          onImported: (image) => {
            dispatch(imageAdded(image));
            void designStore.saveTray(getState().library.trayImageIDs);
            dispatch(importSettled());
          },
          onSkipped: (name, reason) => {
            if (reason === storageFullReason) void describeStorageFull(`${name} was not added.`).then((text) => dispatch(noticeShown(text)));
            else skip(name, reason);
            dispatch(importSettled());
          },
          onLost: ({ imageID, name }, reason) => {
            dispatch(imageLost(imageID));
            void designStore.saveTray(getState().library.trayImageIDs);
            if (reason === storageFullReason) void describeStorageFull(`${name} could not be kept.`).then((text) => dispatch(noticeShown(text)));
            else skip(name, reason);
          },
        },
      ),
    ).finally(releaseBackgroundWork);
    importQueue = batch.catch(() => undefined);
    return (await batch).imported;
  },
);

/**
 * Clear tray: empties the tray and deletes the stored pictures that no design uses in any state
 * of its undo history (the open one's as the editor holds it, the others' as saved).
 */
export const clearTray = createAsyncThunk<void, void, { state: RootState }>(
  'library/clearTray',
  async (_arg, { dispatch, getState }) => {
    const used = selectImageIDsInHistory(getState());
    dispatch(trayCleared([...used]));
    void dispatch(dropWaitingPhotos());
    await designStore.saveTray([]);
    await designStore.collectUnusedPictures(used);
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
    void designStore.saveTray(getState().library.trayImageIDs);
  };
