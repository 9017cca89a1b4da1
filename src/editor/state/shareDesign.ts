import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store.ts';
import { postSharedDesign, SharedDesignError } from '../../shared/api/sharedDesignApi.ts';
import {
  maxShareBytes,
  maxSharedPictures,
  sharedBackgroundID,
  type ShareAnswer,
} from '../../shared/sharedDesign.ts';
import { isOffline, offlineMessage, unlessOffline } from '../../shared/offline.ts';
import { imageStore } from './editorImageStore.ts';
import { exportCurrentDesign } from './exportThunks.ts';
import { selectDesign, selectItemsBackToFront } from './selectors.ts';
import { picturesToShare, toSharedDesign } from './sharedDesignMapping.ts';

/**
 * Share: uploads the design (items, background and ghost settings, model and finish), its export
 * (for the picture on its page) and every picture it uses as stored in this browser; resolves
 * with the link's path. Rejects with a message for the shopper, before any upload when the
 * design holds too many pictures or bytes; with no message when the export was refused (the
 * export has told the shopper why); offline, at once with the offline message. `onProgress`
 * hears the share of the upload sent (0 to 1); aborting the thunk stops the upload.
 */
export const shareDesign = createAsyncThunk<
  ShareAnswer | null,
  { onProgress?: (fraction: number) => void } | undefined,
  { state: RootState }
>(
  'editor/shareDesign',
  async (options, { dispatch, getState, signal }) => {
    if (isOffline()) throw new SharedDesignError(offlineMessage);
    const state = getState();
    const design = selectDesign(state);
    const { phoneModel } = design;
    const backgroundImageID = design.backdrop.backgroundImageID;
    if (!phoneModel) throw new SharedDesignError('Choose a phone model first.');
    const preview = await dispatch(exportCurrentDesign()).unwrap();
    if (!preview) return null;
    const items = selectItemsBackToFront(state);
    const background = backgroundImageID ? await imageStore.get(backgroundImageID, { warnIfMissing: false }) : null;
    const pictures = picturesToShare(items, state.library.images, background);
    if (pictures.length > maxSharedPictures) {
      throw new SharedDesignError(
        `A shared design may hold at most ${maxSharedPictures} pictures; this one uses ${pictures.length}.`,
      );
    }
    const blobs = await Promise.all(
      pictures.map(async ({ imageID }) =>
        imageID === sharedBackgroundID ? background?.blob : (await imageStore.get(imageID))?.blob,
      ),
    );
    const bytes = blobs.reduce((sum, blob) => sum + (blob?.size ?? 0), preview.size);
    if (bytes > maxShareBytes) {
      throw new SharedDesignError(
        `Your design is too large to share (${Math.ceil(bytes / 2 ** 20)} MB; the limit is ${maxShareBytes / 2 ** 20} MB).`,
      );
    }
    const form = new FormData();
    form.append('design', JSON.stringify(toSharedDesign({ ...design, phoneModel }, items, pictures)));
    form.append('preview', preview, 'design.png');
    pictures.forEach(({ imageID }, index) => {
      const blob = blobs[index];
      if (!blob) throw new SharedDesignError('A picture of your design is missing from this browser.');
      form.append('picture', blob, imageID);
    });
    return postSharedDesign(form, { onProgress: options?.onProgress, signal }).catch((error: unknown) => {
      throw error instanceof SharedDesignError ? new SharedDesignError(unlessOffline(error.message)) : error;
    });
  },
);
