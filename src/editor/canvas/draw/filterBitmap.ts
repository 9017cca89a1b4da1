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

/**
 * Gives the canvas `size` px, leaving one of that size as it is: setting a canvas's size, even to
 * the same, makes it allocate its pixels again, which was about a quarter of a print
 * filter's time in the looks bench.
 */
function sizeCanvas(canvas: FilterCanvas, size: Size): void {
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
}

/**
 * The pixels (not premultiplied) of `region` of `source` (its px; the whole of it by default),
 * read through the canvas at `size` px (the region's own by default; smaller, it is scaled down
 * smoothly as the print's drawing would scale it); of `part` of that (px) alone when given, the
 * rest of the canvas left clear.
 */
export function readPixels(
  canvas: FilterCanvas,
  source: CanvasImageSource & Size,
  region: Rect = { x: 0, y: 0, width: source.width, height: source.height },
  size: Size = region,
  part: Rect = { x: 0, y: 0, width: size.width, height: size.height },
): ImageData {
  const ctx = readableContext(canvas);
  sizeCanvas(canvas, size);
  ctx.clearRect(0, 0, size.width, size.height);
  ctx.save();
  // Clipped, the part's pixels are those of the whole drawing; no other is drawn.
  ctx.beginPath();
  ctx.rect(part.x, part.y, part.width, part.height);
  ctx.clip();
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, region.x, region.y, region.width, region.height, 0, 0, size.width, size.height);
  ctx.restore();
  return ctx.getImageData(part.x, part.y, part.width, part.height);
}

/**
 * Puts `pixels` with the picture's filter run on them (model/pictureFilter; they are changed)
 * into the canvas, sized to them: where the screen's bitmaps and the print's pictures are
 * filtered, in the filter worker or on the page.
 */
export function putFiltered(canvas: FilterCanvas, pixels: ImageData, filter: PictureFilter): void {
  const ctx = readableContext(canvas);
  sizeCanvas(canvas, pixels);
  applyPictureFilter(pixels.data, filter);
  ctx.putImageData(pixels, 0, 0);
}

/**
 * Draws `source` with the filter applied into the canvas, sized to `size` px (the source's own by
 * default). Given a `part` (px), only that part is drawn and filtered, the rest left clear: the
 * print shows no more of a picture that other pictures partly cover.
 */
export function drawFiltered(canvas: FilterCanvas, source: CanvasImageSource & Size, filter: PictureFilter, size: Size = source, part?: Rect): void {
  const whole = { x: 0, y: 0, width: source.width, height: source.height };
  if (isPlainFilter(filter)) {
    sizeCanvas(canvas, size);
    const ctx = readableContext(canvas);
    ctx.clearRect(0, 0, size.width, size.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, size.width, size.height);
    return;
  }
  const pixels = readPixels(canvas, source, whole, size, part);
  applyPictureFilter(pixels.data, filter);
  readableContext(canvas).putImageData(pixels, part?.x ?? 0, part?.y ?? 0);
}
