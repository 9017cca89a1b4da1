import { unitsPerMm } from '../../shared/catalog/templateGeometry.ts';
import { itemSize } from './geometry.ts';
import type { ItemBounds, Size } from './types.ts';

/** Template units per printed inch: the template is drawn at 10 units per mm of the case. */
export const unitsPerInch = unitsPerMm * 25.4;
/** At or above this many dots per inch a sticker prints sharp. */
export const sharpDpi = 300;
/** Below this many dots per inch a sticker may print blurry (the print provider's minimum). */
export const lowDpi = 150;

export type PrintQuality = 'sharp' | 'good' | 'low';

/** What the shopper reads for each quality. */
export const printQualityLabels: Record<PrintQuality, string> = {
  sharp: 'Sharp',
  good: 'Good',
  low: 'Low: may print blurry',
};

/**
 * The sticker's effective print resolution in dots per inch: the stored picture's pixels (image
 * px, after the import's downscale) across the sticker's printed size. The size is the item's own,
 * unrotated width and height (template units, 254 per inch), so turning a sticker never changes
 * it; the lower of the two axes counts, in case the picture is stretched.
 */
export function printDpi(item: ItemBounds, picture: Size): number {
  const { width, height } = itemSize(item);
  return Math.min((picture.width * unitsPerInch) / width, (picture.height * unitsPerInch) / height);
}

/** Sharp from 300 DPI, good from 150, low below. */
export function printQuality(dpi: number): PrintQuality {
  if (dpi >= sharpDpi) return 'sharp';
  return dpi >= lowDpi ? 'good' : 'low';
}

/** The quality of a sticker showing `picture` (image px); see printDpi. */
export function stickerPrintQuality(item: ItemBounds, picture: Size): PrintQuality {
  return printQuality(printDpi(item, picture));
}
