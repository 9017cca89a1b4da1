import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { saveBackgroundImage } from '../assets/backgroundImage.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { skippedFilesNotice } from '../assets/skippedFiles.ts';
import { forgetImage } from '../assets/bitmapCache.ts';
import { noticeShown } from './editorSlice.ts';
import { imageStore } from './editorImageStore.ts';
import { backgroundImageStored } from './settingsSlice.ts';

/**
 * Add / Change Background Image: the picture goes the same way as a sticker (checks, HEIC,
 * downscale) and is kept under 'backgroundImage'; showing it is turned on (SPEC §4).
 */
export const setBackgroundImage = createAsyncThunk<void, File, { state: RootState }>(
  'settings/setBackgroundImage',
  async (file, { dispatch }) => {
    const outcome = await saveBackgroundImage(file, imageStore);
    if (!outcome.ok) {
      dispatch(noticeShown(skippedFilesNotice([{ name: file.name, reason: outcome.reason }])));
      return;
    }
    forgetImage(backgroundImageKey);
    dispatch(backgroundImageStored());
  },
);
