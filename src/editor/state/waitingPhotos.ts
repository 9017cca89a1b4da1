import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { isOffline } from '../../shared/offline.ts';
import { addStickerFiles } from './libraryThunks.ts';
import { keepWaiting, waitingFiles, waitingPhotoStore } from './waitingPhotoFiles.ts';
import { photosStoppedWaiting } from './waitingPhotosSlice.ts';

type ThunkConfig = { state: RootState; dispatch: AppDispatch };

/** Imports the photos that waited for a connection (SPEC §4's import: converted, then in the tray). */
export const importWaitingPhotos = createAsyncThunk<void, void, ThunkConfig>(
  'waitingPhotos/import',
  async (_arg, { dispatch, getState }) => {
    if (isOffline()) return;
    const waitIDs = getState().waitingPhotos.map((photo) => photo.waitID);
    const files = waitIDs.flatMap((waitID) => waitingFiles.get(waitID) ?? []);
    if (!waitIDs.length) return;
    for (const waitID of waitIDs) waitingFiles.delete(waitID);
    dispatch(photosStoppedWaiting(waitIDs));
    await waitingPhotoStore.remove(waitIDs);
    await dispatch(addStickerFiles(files));
  },
);

let restored = false;

/**
 * Once per page load: the photos still waiting from an earlier visit go back in the tray, or in
 * at once when online.
 */
export const restoreWaitingPhotos = createAsyncThunk<void, void, ThunkConfig>(
  'waitingPhotos/restore',
  async (_arg, { dispatch }) => {
    if (restored) return;
    restored = true;
    for (const [waitID, file] of await waitingPhotoStore.all()) dispatch(keepWaiting(file, waitID));
    await dispatch(importWaitingPhotos());
  },
);
