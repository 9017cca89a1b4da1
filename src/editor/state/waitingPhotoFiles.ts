import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../app/store.ts';
import { isOffline } from '../../shared/offline.ts';
import { isHeic } from '../assets/imageFiles.ts';
import { createWaitingPhotoStore } from '../assets/waitingPhotoStore.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { noticeShown } from './editorSlice.ts';
import { photosStoppedWaiting, photoWaiting } from './waitingPhotosSlice.ts';

/** The bytes of the photos waiting for a connection, by waitID: in memory and in IndexedDB. */
export const waitingFiles = new Map<string, File>();
export const waitingPhotoStore = createWaitingPhotoStore();

export const waitingNotice = (name: string) => `You’re offline. ${name} will be added when you’re back online.`;

/** Keeps a photo until a connection is back, and shows it waiting in the tray. */
export const keepWaiting =
  (file: File, waitID: string = randomUuid()): AppThunk =>
  (dispatch) => {
    waitingFiles.set(waitID, file);
    dispatch(photoWaiting({ waitID, name: file.name }));
  };

/**
 * The picked files to import now. While offline, HEIC photos (which only the server converts)
 * wait in the tray instead, each with a notice, and are kept in IndexedDB too.
 */
export const holdOfflineHeic =
  (files: readonly File[]): AppThunk<File[]> =>
  (dispatch) => {
    if (!isOffline()) return [...files];
    return files.filter((file) => {
      if (!isHeic(file)) return true;
      const waitID = randomUuid();
      dispatch(keepWaiting(file, waitID));
      dispatch(noticeShown(waitingNotice(file.name)));
      void waitingPhotoStore.put(waitID, file);
      return false;
    });
  };

/** Clear tray: the waiting photos go too. */
export const dropWaitingPhotos = createAsyncThunk<void, void, { state: RootState }>(
  'waitingPhotos/drop',
  async (_arg, { dispatch, getState }) => {
    const waitIDs = getState().waitingPhotos.map((photo) => photo.waitID);
    for (const waitID of waitIDs) waitingFiles.delete(waitID);
    dispatch(photosStoppedWaiting(waitIDs));
    await waitingPhotoStore.remove(waitIDs);
  },
);
