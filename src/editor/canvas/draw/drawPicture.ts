import { shapePath, traceShape, type ItemShape } from '../../model/shapePath.ts';
import type { Rect, Size } from '../../model/types.ts';

/** A bitmap of a stored picture, decoded at any size (a display proxy or a print-size decode). */
export type PictureBitmap = CanvasImageSource & Size;

/** How far a crop zooms into its picture: how much larger the whole picture is drawn than without a crop. */
export function cropZoom(picture: Size, crop: Rect | undefined): number {
  return crop ? Math.max(picture.width / crop.width, picture.height / crop.height) : 1;
}

/**
 * Draws a picture into its `box` (units) at the context's origin, as the stickers layer and the
 * print file both show it: the crop's part (stored picture px, scaled to this bitmap's size), cut
 * to the shape. Changes the context's clip: the caller saves and restores it.
 */
export function drawPictureBox(
  ctx: CanvasRenderingContext2D,
  image: PictureBitmap,
  picture: Size,
  box: Size,
  { crop, shape }: { crop?: Rect; shape?: ItemShape },
): void {
  if (shape && shape.kind !== 'rectangle') {
    ctx.beginPath();
    traceShape(ctx, shapePath(shape, box));
    ctx.clip();
  }
  const scale = image.width / picture.width;
  const source = crop ?? { x: 0, y: 0, ...picture };
  ctx.drawImage(image, source.x * scale, source.y * scale, source.width * scale, source.height * scale, 0, 0, box.width, box.height);
}

/**
 * A cropped or shaped picture drawn once into a bitmap of `box` (units) at `pixelsPerUnit`
 * (device px), so a gesture draws it as one drawImage, with no clip path traced per frame.
 */
export function renderPictureBitmap(
  image: PictureBitmap,
  picture: Size,
  box: Size,
  pixelsPerUnit: number,
  look: { crop?: Rect; shape?: ItemShape },
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(box.width * pixelsPerUnit));
  canvas.height = Math.max(1, Math.ceil(box.height * pixelsPerUnit));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.imageSmoothingQuality = 'high';
  ctx.scale(canvas.width / box.width, canvas.height / box.height);
  drawPictureBox(ctx, image, picture, box, look);
  return canvas;
}
