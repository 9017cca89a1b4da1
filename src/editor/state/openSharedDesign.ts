import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { SharedDesignError } from '../../shared/api/sharedDesignApi.ts';
import { findModel } from '../../shared/catalog/catalog.ts';
import { sharedBackgroundID, type SharedDesignAnswer } from '../../shared/sharedDesign.ts';
import { forgetImage } from '../assets/bitmapCache.ts';
import { StorageFullError } from '../assets/storageFull.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { designStore } from './editorDesignStore.ts';
import { addDesign } from './designShelfCommands.ts';
import { designVersion, parseSavedItem } from './designMigration.ts';
import { imageStore } from './editorImageStore.ts';
import { documentOfShared, trayWithShared } from './sharedDesignMapping.ts';
import { describeStorageFull } from './storageFullNotice.ts';

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

/** A full storage as the shared page shows it: in words, with what takes the room. */
async function storageFull(): Promise<SharedDesignError> {
  return new SharedDesignError(await describeStorageFull('the shared design could not be kept.'));
}

/**
 * Open in editor: downloads every picture first (a failure changes nothing), stores them in this
 * browser under their own ids (the background under a new one), and keeps the design as a new
 * design on the shelf, opened with a fresh history; the designs already here stay as they were.
 * The shared stickers' pictures join the tray.
 */
export const openSharedDesign = createAsyncThunk<void, SharedDesignAnswer, { state: RootState; dispatch: AppDispatch }>(
  'editor/openSharedDesign',
  async ({ design }, { dispatch }) => {
    const blobs = await Promise.all(design.pictures.map((picture) => download(picture.url)));
    let backgroundImageID: string | null = null;
    try {
      for (const [index, { imageID, name, width, height }] of design.pictures.entries()) {
        const blob = blobs[index];
        if (!blob) continue;
        const storedID = imageID === sharedBackgroundID ? randomUuid() : imageID;
        await imageStore.put(storedID, { blob, name, width, height });
        forgetImage(storedID);
        if (imageID === sharedBackgroundID) backgroundImageID = storedID;
      }
      await designStore.saveTray(trayWithShared((await designStore.tray()) ?? [], design.pictures));
    } catch (error) {
      throw error instanceof StorageFullError ? await storageFull() : error;
    }
    const items = design.items.flatMap((item) => parseSavedItem(item.itemID, item, designVersion) ?? []);
    const name = `Shared ${findModel(design.phoneModel)?.name ?? ''} case`.replace('  ', ' ');
    const kept = await dispatch(addDesign(documentOfShared(design, items, backgroundImageID), { name }));
    if (!kept) throw await storageFull();
  },
);
