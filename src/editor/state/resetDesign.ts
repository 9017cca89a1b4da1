import type { AppThunk } from '../../app/store.ts';
import { designCleared } from './designCleared.ts';

/**
 * Clear canvas (SPEC §4): removes every sticker, the background image and its settings (show
 * background image on, colour #4a5759), clears undo and redo, and leaves one fresh snapshot;
 * all of it one action, designCleared. The pictures nothing uses any more are deleted by the
 * design store's collection (designStore.collectUnusedPictures).
 */
export const resetDesign = (): AppThunk<Promise<void>> => async (dispatch) => {
  dispatch(designCleared());
};
