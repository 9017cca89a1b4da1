import type { Size } from '../model/types.ts';
import { printDecodeSize } from '../model/imageSizing.ts';
import type { StoredImage } from '../assets/imageStore.ts';

type StoredPicture = Pick<StoredImage, 'blob' | 'width' | 'height'>;

/** Decodes a stored picture at `size` px; whole (the cheapest decode) when that is its own size. */
function decodeStoredAt(stored: StoredPicture, size: Size): Promise<ImageBitmap> {
  if (size.width === stored.width && size.height === stored.height) return createImageBitmap(stored.blob);
  return createImageBitmap(stored.blob, {
    resizeWidth: Math.max(1, Math.round(size.width)),
    resizeHeight: Math.max(1, Math.round(size.height)),
    resizeQuality: 'high',
  });
}

/**
 * Decodes a stored picture with its longest side at most `longSide` px (never upscaled), the same
 * way on the page and in the ghost layer's worker: the display proxies, drawn every frame, are
 * exactly the size they are shown at.
 */
export function decodeStoredAtMost(stored: StoredPicture, longSide: number): Promise<ImageBitmap> {
  const ratio = Math.min(1, longSide / Math.max(stored.width, stored.height));
  return decodeStoredAt(stored, { width: stored.width * ratio, height: stored.height * ratio });
}

/**
 * Decodes a stored picture for the print file, to be drawn with `longSide` px on its longest side
 * (model/imageSizing printDecodeSize): the drawing context must smooth with 'high' quality.
 */
export function decodeStoredForPrint(stored: StoredPicture, longSide: number): Promise<ImageBitmap> {
  return decodeStoredAt(stored, printDecodeSize(stored, longSide));
}
