import type { AppThunk } from '../../app/store.ts';
import { removeBackgroundImage } from '../assets/backgroundImage.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { forgetImage } from '../assets/bitmapCache.ts';
import { designCleared } from './designCleared.ts';
import { imageStore } from './editorImageStore.ts';

/**
 * Clear canvas (SPEC §4): removes every sticker, the background image and its settings (show
 * background image on, colour #4a5759), clears undo and redo, and leaves one fresh snapshot;
 * all of it one action, designCleared. The stored background picture is removed after it.
 */
export const resetDesign = (): AppThunk<Promise<void>> => (dispatch) => {
  dispatch(designCleared());
  forgetImage(backgroundImageKey);
  return removeBackgroundImage(imageStore);
};
