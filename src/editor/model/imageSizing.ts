import { exportPixelRatio, maxExportArea, maxImageSide } from './constants.ts';
import type { Size } from './types.ts';

/**
 * The size (image px, whole numbers, at least 1) an imported image is stored at: its longest side
 * at most `maxSide`, the ratio kept, never enlarged.
 */
export function downscaledSize(width: number, height: number, maxSide = maxImageSide): Size {
  const factor = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/**
 * How many times larger than the size it is drawn at a picture is still decoded whole for the
 * print file: the canvas's high-quality smoothing scales it down that far as sharply as the
 * decoder's resize, which costs about three times the decode itself (editor bench).
 */
export const wholeDecodeFactor = 2;

/**
 * The size (px) a stored picture of `picture` px is decoded at for the print file, to be drawn
 * with `longSide` px on its longest side: whole up to wholeDecodeFactor times that, else resized
 * to it (a large photo drawn small keeps no more pixels in memory than it shows).
 */
export function printDecodeSize(picture: Size, longSide: number): Size {
  if (Math.max(picture.width, picture.height) <= longSide * wholeDecodeFactor) return picture;
  return downscaledSize(picture.width, picture.height, Math.max(1, Math.round(longSide)));
}

/** The export's size in output px: the template (units) times the pixel ratio (px per unit). */
export function exportSize(template: Size, pixelRatio = exportPixelRatio): Size {
  return { width: Math.round(template.width * pixelRatio), height: Math.round(template.height * pixelRatio) };
}

/** Whether an export of this size (output px) is refused: more than 16777216 pixels (SPEC §5). */
export function isExportTooLarge(size: Size): boolean {
  return size.width * size.height > maxExportArea;
}

/**
 * The size to ask a JPEG decoder for when a picture of `full` px is stored at `stored` px: the
 * smallest eighth of the full size (1/8, 2/8 … 8/8, each side rounded up, as libjpeg's scaled
 * decode gives it) that is not smaller than `stored`. A JPEG decodes straight at an eighth step by
 * leaving out its finest frequencies, which costs far less than decoding it whole and resizing.
 */
export function jpegScaledDecodeSize(full: Size, stored: Size): Size {
  const eighths = Math.min(8, Math.max(1, Math.ceil((8 * Math.max(stored.width, stored.height)) / Math.max(full.width, full.height) - 1e-9)));
  const scaled = (side: number) => Math.ceil((side * eighths) / 8);
  return { width: scaled(full.width), height: scaled(full.height) };
}
