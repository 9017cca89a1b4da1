/** The one background image of a design, kept in the image store under 'backgroundImage' (SPEC §3). */
import { backgroundImageKey, type ImageStore } from './imageStore.ts';
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

export function removeBackgroundImage(store: ImageStore): Promise<void> {
  return store.remove(backgroundImageKey);
}
