import { applyPictureFilter, isPlainFilter, type PictureFilter } from '../../model/pictureFilter.ts';
import type { Rect, Size } from '../../model/types.ts';

type FilterCanvas = HTMLCanvasElement | OffscreenCanvas;
type FilterContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A worker's canvas; the page has HTMLCanvasElement as well, a worker only this. */
const isOffscreen = (canvas: FilterCanvas): canvas is OffscreenCanvas =>
  typeof OffscreenCanvas === 'function' && canvas instanceof OffscreenCanvas;

/** A 2D context whose pixels stay where getImageData reads them cheaply. */
function readableContext(canvas: FilterCanvas): FilterContext {
  const ctx = isOffscreen(canvas)
    ? canvas.getContext('2d', { willReadFrequently: true })
    : canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  return ctx;
}

/** The pixels (not premultiplied) of `region` of `source` (its px; the whole of it by default), read through the canvas. */
export function readPixels(canvas: FilterCanvas, source: CanvasImageSource & Size, region: Rect = { x: 0, y: 0, width: source.width, height: source.height }): ImageData {
  const ctx = readableContext(canvas);
  canvas.width = region.width;
  canvas.height = region.height;
  ctx.drawImage(source, region.x, region.y, region.width, region.height, 0, 0, region.width, region.height);
  return ctx.getImageData(0, 0, region.width, region.height);
}

/**
 * Puts `pixels` with the picture's filter run on them (model/pictureFilter; they are changed)
 * into the canvas, sized to them: where the screen's bitmaps and the print's pictures are
 * filtered, in the filter worker or on the page.
 */
export function putFiltered(canvas: FilterCanvas, pixels: ImageData, filter: PictureFilter): void {
  const ctx = readableContext(canvas);
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  applyPictureFilter(pixels.data, filter);
  ctx.putImageData(pixels, 0, 0);
}

/** Draws `source` with the filter applied into the canvas (sized to it). */
export function drawFiltered(canvas: FilterCanvas, source: CanvasImageSource & Size, filter: PictureFilter): void {
  if (isPlainFilter(filter)) {
    canvas.width = source.width;
    canvas.height = source.height;
    readableContext(canvas).drawImage(source, 0, 0);
    return;
  }
  putFiltered(canvas, readPixels(canvas, source), filter);
}
