/** The one background image of a design, kept in the image store under 'backgroundImage' (SPEC §3). */
import { backgroundImageKey, type ImageStore } from './imageStore.ts';
import { decodeStoredImage, type LoadedBitmap } from './objectUrls.ts';
import { browserPrepareDeps, prepareImage, reportImageFailure, type PrepareDeps } from './prepareImage.ts';

export type BackgroundOutcome = { ok: true; width: number; height: number } | { ok: false; reason: string };

/**
 * Decodes, downscales and stores the picked file as the background, replacing any earlier one, the
 * same way as a sticker. A failure is logged and answered with a short reason for the shopper.
 */
export async function saveBackgroundImage(
  file: File,
  store: ImageStore,
  deps: PrepareDeps = browserPrepareDeps,
): Promise<BackgroundOutcome> {
  try {
    const { blob, width, height } = await prepareImage(file, deps);
    await store.put(backgroundImageKey, { blob, name: file.name, width, height });
    return { ok: true, width, height };
  } catch (error) {
    return { ok: false, reason: reportImageFailure(file.name, error) };
  }
}

/** The background as a bitmap, or null when there is none or it fails to load (logged, SPEC §8). */
export async function loadBackgroundImage(store: ImageStore): Promise<LoadedBitmap | null> {
  const stored = await store.get(backgroundImageKey, { warnIfMissing: false });
  return stored && decodeStoredImage(stored, 'Background image');
}

export function removeBackgroundImage(store: ImageStore): Promise<void> {
  return store.remove(backgroundImageKey);
}
