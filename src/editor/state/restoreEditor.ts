import { createAsyncThunk } from '@reduxjs/toolkit';
import { ActionCreators } from 'redux-undo';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { setImageSource } from '../assets/bitmapCache.ts';
import { browserStorage, onStorageFailure } from '../../app/browserStorage.ts';
import { pictureImageIDs } from '../model/items.ts';
import { designLoaded } from './canvasSlice.ts';
import { readImageIDs, readSavedDesign, writeImageIDs } from './designPersistence.ts';
import { noticeShown } from './editorSlice.ts';
import { imageStore, onImageStoreMemoryFallback } from './editorImageStore.ts';
import { libraryRestored, type LibraryImage } from './librarySlice.ts';
import { backgroundImageRestored } from './settingsSlice.ts';

export const storageFullNotice =
  'Your browser storage is full or unavailable: your design is kept only until you close this tab.';

/** Deletes stored pictures that neither the tray nor the case uses any more. */
async function collectUnusedImages(used: ReadonlySet<string>): Promise<void> {
  const stored = await imageStore.keys();
  await imageStore.removeMany(stored.filter((imageID) => !used.has(imageID)));
}

let unsubscribeNotices: (() => void) | null = null;

function showStorageNotices(dispatch: AppDispatch): void {
  if (unsubscribeNotices) return;
  const notify = () => dispatch(noticeShown(storageFullNotice));
  const offStorage = onStorageFailure(notify);
  const offImages = onImageStoreMemoryFallback(notify);
  unsubscribeNotices = () => {
    offStorage();
    offImages();
  };
}

/**
 * Start-up (once per page load, or again with `reload`): reads the stored pictures back into the
 * tray, finds the background image, restores the saved stickers and takes the first undo
 * snapshot. A picture missing from the cache is skipped with a warning, and so is every sticker
 * that shows it; pictures nothing uses any more are deleted.
 */
export const restoreEditor = createAsyncThunk<
  void,
  { reload?: boolean } | undefined,
  { state: RootState; dispatch: AppDispatch }
>(
  'editor/restore',
  async (_arg, { dispatch }) => {
    showStorageNotices(dispatch);
    const trayIDs = readImageIDs(browserStorage);
    const savedItems = readSavedDesign(browserStorage);
    const wanted = [...new Set([...trayIDs, ...pictureImageIDs(savedItems)])];
    const records = await Promise.all(wanted.map((imageID) => imageStore.get(imageID)));
    // The first decodes take the records just read: a second read of 50 pictures would wait
    // behind the canvas's first render on the main thread (issue 18 item 8). A sticker's
    // picture never changes under its imageID; the background's can, so it is always read.
    const restored = new Map(records.map((record, index) => [wanted[index], record]));
    setImageSource(async (imageID, shownAt) => {
      const record = restored.get(imageID);
      if (record) return record;
      return imageStore.get(imageID, { warnIfMissing: imageID !== backgroundImageKey, ...(shownAt !== undefined && { shownAt }) });
    });
    const images: LibraryImage[] = [];
    records.forEach((record, index) => {
      const imageID = wanted[index];
      if (record && imageID) {
        images.push({ imageID, name: record.name, width: record.width, height: record.height });
      }
    });
    const known = new Set(images.map((image) => image.imageID));
    const trayImageIDs = trayIDs.filter((imageID) => known.has(imageID));
    if (trayImageIDs.length !== trayIDs.length) writeImageIDs(browserStorage, trayImageIDs);
    dispatch(libraryRestored({ images, trayImageIDs }));

    const background = await imageStore.get(backgroundImageKey, { warnIfMissing: false });
    dispatch(backgroundImageRestored(background !== null));

    const items = savedItems.filter((item) => {
      if (item.kind !== 'picture' || known.has(item.imageID)) return true;
      console.warn(`Sticker ${item.itemID} shows missing image ${item.imageID}; skipped.`);
      return false;
    });
    void collectUnusedImages(known);
    dispatch(designLoaded(items));
    dispatch(ActionCreators.clearHistory());
  },
  // `reload` reads the browser's storage again after a shared design was written to it.
  { condition: (arg, { getState }) => arg?.reload === true || !getState().library.restored },
);
