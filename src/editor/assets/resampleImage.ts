/**
 * Decoding and re-encoding with the browser's own codecs, shared by the decode worker and the
 * main-thread fallback. Needs createImageBitmap and a canvas, so only a browser runs it (e2e).
 */
import { previewSizes } from '../model/imagePreviews.ts';
import { downscaledSize, jpegScaledDecodeSize } from '../model/imageSizing.ts';
import type { Size } from '../model/types.ts';

/** JPEG for opaque photos; PNG for sources that can be transparent, so the transparency survives. */
export type OutputType = 'image/jpeg' | 'image/png';

/** An encoded picture and its size in image px. */
export interface EncodedImage {
  blob: Blob;
  width: number;
  height: number;
}

export interface DecodedImage extends EncodedImage {
  /** Size of `blob` in image px, the EXIF orientation applied, the longest side at most 2048. */
  width: number;
  height: number;
  /** Smaller copies for the display proxies (imagePreviews.ts), smallest first; none where not made. */
  previews?: EncodedImage[];
}

/** What a photo is shown as before its stored copy is encoded: its stored size and small previews. */
export interface EarlyImage {
  width: number;
  height: number;
  previews: EncodedImage[];
}

/** The previews up to this long side (px) are made first, so the tray can show the photo at once. */
const earlyPreviewLongSide = 512;

export const jpegQuality = 0.92;

/** Whether this context can decode and encode without a document (what a worker needs). */
export function canResampleOffscreen(): boolean {
  return typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function draw(context: Context2D | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error('No 2D canvas context to draw the image on');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

/** The bitmap drawn at `width` x `height` and encoded as `type`. */
export async function encodeBitmap(bitmap: ImageBitmap, width: number, height: number, type: OutputType): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type, quality: jpegQuality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not encode the image'))),
      type,
      jpegQuality,
    );
  });
}

/** The orientation Chromium gives an ImageDecoder's frames (not yet in TypeScript's DOM types). */
interface FrameOrientation {
  rotation?: unknown;
  flip?: unknown;
}

/**
 * A JPEG decoded by the browser's ImageDecoder straight at the eighth of its size just above
 * `target` (jpegScaledDecodeSize), then resized to `target`, upright: a 12 MP photo in about half
 * the time of createImageBitmap's resize, which decodes every pixel first. Null where the browser
 * cannot (no ImageDecoder, frames that do not say their orientation, a frame not as asked), so
 * the caller decodes the usual way; a file that cannot be decoded fails there too.
 */
async function decodeScaledJpeg(source: Blob, own: Size, target: Size): Promise<ImageBitmap | null> {
  if (typeof ImageDecoder !== 'function' || !(await ImageDecoder.isTypeSupported('image/jpeg'))) return null;
  const asked = jpegScaledDecodeSize(own, target);
  // Chromium picks the eighth from the area asked for, rounding down: a pixel more on each side
  // keeps a rounding error from giving the eighth below.
  const decoder = new ImageDecoder({ data: source.stream(), type: 'image/jpeg', desiredWidth: asked.width + 1, desiredHeight: asked.height + 1 });
  try {
    const { image: frame } = await decoder.decode();
    try {
      // Frames with an orientation are drawn upright (displayWidth x displayHeight), as the EXIF says.
      const { rotation, flip } = frame as FrameOrientation;
      const upright = typeof rotation === 'number' && typeof flip === 'boolean';
      const asLarge = frame.displayWidth >= target.width && frame.displayHeight >= target.height;
      const sameShape = Math.abs(frame.displayWidth / frame.displayHeight - own.width / own.height) < 0.02;
      if (!upright || !asLarge || !sameShape) return null;
      return await createImageBitmap(frame, { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' });
    } finally {
      frame.close();
    }
  } catch {
    return null;
  } finally {
    decoder.close();
  }
}

/**
 * The picture decoded with its EXIF orientation applied: at its stored size when the header told
 * its own (`own`, image px as displayed), which is the browser's own decode to the stored size
 * (or ImageDecoder's scaled one, for a JPEG), else whole.
 */
async function decodeOriented(source: Blob, type: OutputType, own: Size | undefined): Promise<ImageBitmap> {
  const stored = own && downscaledSize(own.width, own.height);
  const scaled = stored && type === 'image/jpeg' ? await decodeScaledJpeg(source, own, stored) : null;
  if (scaled) return scaled;
  try {
    return await createImageBitmap(source, {
      imageOrientation: 'from-image',
      ...(stored && { resizeWidth: stored.width, resizeHeight: stored.height, resizeQuality: 'high' as const }),
    });
  } catch (error) {
    throw new Error('The image could not be decoded', { cause: error });
  }
}

/**
 * The early previews of a JPEG drawn from its own small scaled decode, which ImageDecoder runs
 * beside the decode of the stored copy (Chromium decodes on its own threads, so the two share the
 * cores): the tray shows a photo in about half the time of that decode. They are not kept: a
 * scaled decode's pixels differ a little from the stored copy's, and the kept previews must be
 * what the print shows, made smaller. Null where the browser cannot decode scaled.
 */
async function decodeEarlyPreviews(source: Blob, type: OutputType, own: Size, sizes: Size[]): Promise<EncodedImage[] | null> {
  const largest = sizes.at(-1);
  if (type !== 'image/jpeg' || !largest) return null;
  const bitmap = await decodeScaledJpeg(source, own, largest);
  if (!bitmap) return null;
  try {
    return await encodePreviews(bitmap, sizes, type);
  } finally {
    bitmap.close();
  }
}

function encodePreviews(bitmap: ImageBitmap, sizes: Size[], type: OutputType): Promise<EncodedImage[]> {
  return Promise.all(sizes.map(async (preview) => ({ blob: await encodeBitmap(bitmap, preview.width, preview.height, type), ...preview })));
}

const isEarly = (preview: Size) => Math.max(preview.width, preview.height) <= earlyPreviewLongSide;

/**
 * Decodes with the EXIF orientation applied, scales the longest side down to 2048 px (straight to
 * that size when the header told the picture's own, `ownSize`) and re-encodes, with its previews
 * drawn from the downscaled picture. Previews up to 512 px are handed to `onEarly` first: those
 * of a small decode of their own when the header told the size (decodeEarlyPreviews), else the
 * downscaled picture's.
 */
export async function resampleImage(
  source: Blob,
  type: OutputType,
  ownSize?: Size,
  onEarly?: (early: EarlyImage) => void,
): Promise<DecodedImage> {
  const stored = ownSize && downscaledSize(ownSize.width, ownSize.height);
  const earlyShown =
    stored && onEarly
      ? decodeEarlyPreviews(source, type, ownSize, previewSizes(stored.width, stored.height).filter(isEarly)).then(
          (previews) => {
            if (!previews || previews.length === 0) return false;
            onEarly({ ...stored, previews });
            return true;
          },
          () => false,
        )
      : Promise.resolve(false);
  const bitmap = await decodeOriented(source, type, ownSize);
  try {
    const { width, height } = downscaledSize(bitmap.width, bitmap.height);
    const sizes = previewSizes(width, height);
    const small = await encodePreviews(bitmap, sizes.filter(isEarly), type);
    // Awaited even when not needed: nothing may reach onEarly after the answer.
    if (!(await earlyShown) && small.length > 0) onEarly?.({ width, height, previews: small });
    const large = await encodePreviews(bitmap, sizes.filter((preview) => !isEarly(preview)), type);
    return { blob: await encodeBitmap(bitmap, width, height, type), width, height, previews: [...small, ...large] };
  } finally {
    bitmap.close();
  }
}
