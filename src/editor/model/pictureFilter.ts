import { adjustNames, isAdjustValue, type AdjustName, type LookName, type PictureAdjust } from '../../shared/pictureLooks.ts';
import { adjustSteps } from './pictureAdjust.ts';
import { lookNamed } from './pictureLooks.ts';
import { applyPixelTransform, everyChannel, pixelTransform, thenMatrix, type PixelTransform } from './pixelTransform.ts';
import type { PictureItem } from './types.ts';

/**
 * A picture's look and sliders as one pure function on RGBA pixels (issue 33): the one
 * definition that the stickers layer's display bitmaps, the look previews and the print file all
 * run. The sliders come first (Brightness, Contrast, then Saturation, Warmth), the look after.
 */

/** What of a picture the filter reads: its look and sliders. */
export type PictureFilter = Pick<PictureItem, 'look' | 'adjust'>;

/** A slider's position on the picture (0 when left out). */
export function adjustValue(filter: PictureFilter, name: AdjustName): number {
  return filter.adjust?.[name] ?? 0;
}

/** Whether the filter changes nothing: the "Original" look with every slider at 0. */
export function isPlainFilter(filter: PictureFilter): boolean {
  return (filter.look ?? 'original') === 'original' && adjustNames.every((name) => adjustValue(filter, name) === 0);
}

/** The filter as a transform ready to run on pixels. */
export function filterTransform(filter: PictureFilter): PixelTransform {
  const look = lookNamed(filter.look ?? 'original');
  const sliders = adjustSteps((name) => adjustValue(filter, name));
  return pixelTransform({ before: everyChannel(sliders.tone), matrix: thenMatrix(sliders.colour, look.matrix), after: look.curves });
}

/** Applies the filter to RGBA pixels (not premultiplied) in place; a plain filter leaves them as they are. */
export function applyPictureFilter(pixels: Uint8ClampedArray, filter: PictureFilter): void {
  if (!isPlainFilter(filter)) applyPixelTransform(pixels, filterTransform(filter));
}

/** A key that is equal for filters that do the same. */
export function filterKey(filter: PictureFilter): string {
  return [filter.look ?? 'original', ...adjustNames.map((name) => adjustValue(filter, name))].join(' ');
}

/** Changes to a picture's filter: a look, and any sliders' new positions. */
export interface FilterChange {
  look?: LookName;
  adjust?: PictureAdjust;
}

/**
 * The picture with the change made, as the store keeps it: "original" and sliders at 0 are left
 * out (a picture never given a look saves as before); positions outside the range are refused.
 */
export function withFilter<Item extends PictureFilter>(item: Item, change: FilterChange): Item {
  const { look, adjust, ...rest } = item;
  const nextLook = change.look ?? look;
  const merged: PictureAdjust = { ...adjust };
  for (const name of adjustNames) {
    const value = change.adjust?.[name];
    if (isAdjustValue(value)) merged[name] = value;
  }
  const kept = adjustNames.filter((name) => (merged[name] ?? 0) !== 0);
  return {
    ...rest,
    ...(nextLook && nextLook !== 'original' && { look: nextLook }),
    ...(kept.length > 0 && { adjust: Object.fromEntries(kept.map((name) => [name, merged[name]])) }),
  } as Item;
}
