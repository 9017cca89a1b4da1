import { createAsyncThunk } from '@reduxjs/toolkit';
import { ActionCreators } from 'redux-undo';
import type { RootState } from '../../app/store.ts';
import { removeBackgroundImage } from '../assets/backgroundImage.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { forgetImage } from '../canvas/bitmapCache.ts';
import { canvasCleared } from './canvasSlice.ts';
import { itemSelected } from './editorSlice.ts';
import { imageStore } from './editorImageStore.ts';
import { backgroundReset } from './settingsSlice.ts';

/**
 * Clear canvas (SPEC §4): removes every sticker, the background image and its settings (show
 * background image on, colour #4a5759), clears undo and redo, and leaves one fresh snapshot.
 */
export const resetDesign = createAsyncThunk<void, void, { state: RootState }>(
  'editor/resetDesign',
  async (_arg, { dispatch }) => {
    dispatch(itemSelected(null));
    dispatch(canvasCleared());
    dispatch(ActionCreators.clearHistory());
    dispatch(backgroundReset());
    forgetImage(backgroundImageKey);
    await removeBackgroundImage(imageStore);
  },
);
