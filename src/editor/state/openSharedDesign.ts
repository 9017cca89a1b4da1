import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { SharedDesignError } from '../../shared/api/sharedDesignApi.ts';
import { sharedBackgroundID, type SharedDesignAnswer } from '../../shared/sharedDesign.ts';
import { removeBackgroundImage } from '../assets/backgroundImage.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { forgetImage } from '../assets/bitmapCache.ts';
import { browserStorage } from '../../app/browserStorage.ts';
import { designKey, readImageIDs, readSavedDesign, serializeDesign, writeImageIDs } from './designPersistence.ts';
import { itemSelected } from './editorSlice.ts';
import { imageStore } from './editorImageStore.ts';
import { restoreEditor } from './restoreEditor.ts';
import { selectItems } from './selectors.ts';
import { designSettingsLoaded } from './settingsSlice.ts';
import { settingsOfShared, trayWithShared } from './sharedDesignMapping.ts';

/** Whether this browser holds a design of its own (stickers or a background image) that opening would replace. */
export async function browserHoldsDesign(state: RootState): Promise<boolean> {
  if (!state.settings.phoneModel) return false;
  const items = state.library.restored ? selectItems(state) : readSavedDesign(browserStorage);
  if (items.length) return true;
  return (await imageStore.get(backgroundImageKey, { warnIfMissing: false })) !== null;
}

async function download(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new SharedDesignError('The pictures could not be downloaded. Check your connection and try again.');
  }
  if (!response.ok) throw new SharedDesignError('A picture of this design is no longer available.');
  return response.blob();
}

/**
 * Open in editor: downloads every picture first (a failure replaces nothing), stores them in
 * this browser's image cache under their own ids, writes the design where the editor keeps it
 * (the shared stickers' pictures join the tray) and restores the editor from it, with one fresh
 * undo snapshot.
 */
export const openSharedDesign = createAsyncThunk<void, SharedDesignAnswer, { state: RootState; dispatch: AppDispatch }>(
  'editor/openSharedDesign',
  async ({ design }, { dispatch }) => {
    const blobs = await Promise.all(design.pictures.map((picture) => download(picture.url)));
    let hasBackground = false;
    for (const [index, { imageID, name, width, height }] of design.pictures.entries()) {
      const blob = blobs[index];
      if (!blob) continue;
      await imageStore.put(imageID, { blob, name, width, height });
      forgetImage(imageID);
      if (imageID === sharedBackgroundID) hasBackground = true;
    }
    if (!hasBackground) {
      await removeBackgroundImage(imageStore);
      forgetImage(backgroundImageKey);
    }
    writeImageIDs(browserStorage, trayWithShared(readImageIDs(browserStorage), design.pictures));
    browserStorage.set(designKey, serializeDesign(design.items));
    dispatch(itemSelected(null));
    dispatch(designSettingsLoaded(settingsOfShared(design, hasBackground)));
    await dispatch(restoreEditor({ reload: true }));
  },
);
