/**
 * Smaller copies of a stored picture, made once at import, that display proxies decode instead
 * of the full picture (issue 18 item 8): decoding is what a restore waits on, and a 150 px
 * sticker decoded from a 2048 px JPEG pays for every one of its pixels. Each step halves the
 * long side, so a proxy decodes at most four times its own pixels.
 */
import type { Size } from './types.ts';

/** Long sides (image px) of the previews, smallest first. */
export const previewLongSides: readonly number[] = [128, 256, 512, 1024];

/** The preview sizes of a picture of `width` x `height`: the steps smaller than its long side, ratio kept. */
export function previewSizes(width: number, height: number): Size[] {
  const longSide = Math.max(width, height);
  return previewLongSides
    .filter((side) => side < longSide)
    .map((side) => ({
      width: Math.max(1, Math.round((width * side) / longSide)),
      height: Math.max(1, Math.round((height * side) / longSide)),
    }));
}

/** The smallest of `previews` with a long side of at least `longSide` px, or null when none is that large. */
export function smallestPreviewAtLeast<T extends Size>(previews: readonly T[], longSide: number): T | null {
  const fits = previews.filter((preview) => Math.max(preview.width, preview.height) >= longSide);
  return fits.reduce<T | null>((best, preview) => (!best || preview.width * preview.height < best.width * best.height ? preview : best), null);
}

/**
 * What to decode for a proxy with a long side of `wantedLongSide` px: the smallest preview at
 * least that large, so the proxy is never enlarged from a smaller copy, else the picture itself.
 */
export function decodeSourceFor<T extends Size>(picture: T & { previews?: readonly T[] }, wantedLongSide: number): T {
  return smallestPreviewAtLeast(picture.previews ?? [], wantedLongSide) ?? picture;
}
