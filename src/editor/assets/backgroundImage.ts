/** A design's background picture: stored like a sticker's, under an id of its own (issue 50). */
import { randomUuid } from '../model/randomUuid.ts';
import type { ImageStore } from './imageStore.ts';
import { browserPrepareDeps, prepareImage, reportImageFailure, type PrepareDeps } from './prepareImage.ts';
import { StorageFullError } from './storageFull.ts';

export type BackgroundOutcome =
  | { ok: true; imageID: string; width: number; height: number }
  | { ok: false; reason: string; storageFull?: boolean };

/**
 * Decodes, downscales and stores the picked file as a picture of its own, the same way as a
 * sticker; the design then shows it by its id, so the one it replaces stays for Undo and for any
 * other design that shows it. A failure is logged and answered with a short reason for the shopper.
 */
export async function saveBackgroundImage(
  file: File,
  store: ImageStore,
  deps: PrepareDeps = browserPrepareDeps,
): Promise<BackgroundOutcome> {
  try {
    const { blob, width, height } = await prepareImage(file, deps);
    const imageID = randomUuid();
    await store.put(imageID, { blob, name: file.name, width, height });
    return { ok: true, imageID, width, height };
  } catch (error) {
    if (error instanceof StorageFullError) return { ok: false, reason: error.message, storageFull: true };
    return { ok: false, reason: reportImageFailure(file.name, error) };
  }
}
