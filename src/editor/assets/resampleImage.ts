/**
 * Decoding and re-encoding with the browser's own codecs, shared by the decode worker and the
 * main-thread fallback. Needs createImageBitmap and a canvas, so only a browser runs it (e2e).
 */
import { previewSizes } from '../model/imagePreviews.ts';
import { downscaledSize } from '../model/imageSizing.ts';
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

/**
 * The picture decoded with its EXIF orientation applied: straight at `size` (image px, as
 * displayed) when the header told it, which is the browser's own decode to the stored size, else
 * whole.
 */
async function decodeOriented(source: Blob, size: Size | undefined): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(source, {
      imageOrientation: 'from-image',
      ...(size && { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' as const }),
    });
  } catch (error) {
    throw new Error('The image could not be decoded', { cause: error });
  }
}

/**
 * Decodes with the EXIF orientation applied, scales the longest side down to 2048 px (`size`,
 * when the header told it, is that size already) and re-encodes, with its previews drawn from
 * the downscaled picture.
 */
export async function resampleImage(source: Blob, type: OutputType, size?: Size): Promise<DecodedImage> {
  const bitmap = await decodeOriented(source, size);
  try {
    const { width, height } = downscaledSize(bitmap.width, bitmap.height);
    const previews = await Promise.all(
      previewSizes(width, height).map(async (preview) => ({
        blob: await encodeBitmap(bitmap, preview.width, preview.height, type),
        ...preview,
      })),
    );
    return { blob: await encodeBitmap(bitmap, width, height, type), width, height, previews };
  } finally {
    bitmap.close();
  }
}
