import type { StoredImage } from '../assets/imageStore.ts';

/**
 * Decodes a stored picture with its longest side at most `longSide` px (never upscaled), the same
 * way on the page and in the ghost layer's worker.
 */
export function decodeStoredAtMost(stored: Pick<StoredImage, 'blob' | 'width' | 'height'>, longSide: number): Promise<ImageBitmap> {
  const ratio = Math.min(1, longSide / Math.max(stored.width, stored.height));
  if (ratio === 1) return createImageBitmap(stored.blob);
  return createImageBitmap(stored.blob, {
    resizeWidth: Math.max(1, Math.round(stored.width * ratio)),
    resizeHeight: Math.max(1, Math.round(stored.height * ratio)),
    resizeQuality: 'high',
  });
}
