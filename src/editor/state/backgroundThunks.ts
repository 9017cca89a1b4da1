import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { saveBackgroundImage } from '../assets/backgroundImage.ts';
import { skippedFilesNotice } from '../assets/skippedFiles.ts';
import { backgroundImageSet } from './designSlice.ts';
import { noticeShown } from './editorSlice.ts';
import { imageStore } from './editorImageStore.ts';
import { imageKnown } from './librarySlice.ts';
import { describeStorageFull } from './storageFullNotice.ts';

/**
 * Add / Change Background Image: the picture goes the same way as a sticker (checks, HEIC,
 * downscale), is stored under an id of its own and shown (SPEC §4), one undo step.
 */
export const setBackgroundImage = createAsyncThunk<void, File, { state: RootState }>(
  'design/setBackgroundImage',
  async (file, { dispatch }) => {
    const outcome = await saveBackgroundImage(file, imageStore);
    if (outcome.ok) {
      const { imageID, width, height } = outcome;
      // Known to the library (its size, for the print review), not in the tray.
      dispatch(imageKnown({ imageID, name: file.name, width, height }));
      dispatch(backgroundImageSet(imageID));
    } else if (outcome.storageFull) dispatch(noticeShown(await describeStorageFull(`${file.name} could not be kept as the background.`)));
    else dispatch(noticeShown(skippedFilesNotice([{ name: file.name, reason: outcome.reason }])));
  },
);
