import { coverRect } from '../../model/coverFit.ts';
import { itemCentre, itemSize } from '../../model/geometry.ts';
import type { CanvasItem, PictureItem, RotatedBounds, Size } from '../../model/types.ts';
import { drawPictureBox, type PictureBitmap } from './drawPicture.ts';

/**
 * The design's drawing, shared by the on-screen layers (through Konva's native context) and
 * the PNG export, so both always show the same picture. Coordinates are template units.
 */

export function drawBackground(
  ctx: CanvasRenderingContext2D,
  template: Size,
  color: string,
  image: CanvasImageSource & Size | null,
): void {
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, template.width, template.height);
  if (!image) return;
  const rect = coverRect(image, template);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, template.width, template.height);
  ctx.clip();
  ctx.drawImage(image, rect.x, rect.y, rect.width, rect.height);
  ctx.restore();
}

/**
 * Runs `draw` in the item's own frame: origin at its unrotated top-left, turned about its centre
 * and mirrored across when it is flipped (as the canvas's Konva node draws it: scaleX −1 before
 * the rotation), so `draw` fills a box of the item's size from (0, 0); the context is restored afterwards.
 */
export function drawInItemFrame(
  ctx: CanvasRenderingContext2D,
  item: RotatedBounds & Pick<CanvasItem, 'flipX'>,
  draw: (size: Size) => void,
): void {
  const centre = itemCentre(item);
  const size = itemSize(item);
  ctx.save();
  ctx.translate(centre.x, centre.y);
  ctx.rotate((item.rotation * Math.PI) / 180);
  if (item.flipX) ctx.scale(-1, 1);
  ctx.translate(-size.width / 2, -size.height / 2);
  draw(size);
  ctx.restore();
}

/**
 * A bitmap of a box of `size` (units) at `pixelsPerUnit` device px per unit, drawn by `draw` in
 * the box's units: what the canvas shows of a text or library art, so a gesture moves a bitmap.
 */
export function renderBoxBitmap(size: Size, pixelsPerUnit: number, draw: (ctx: CanvasRenderingContext2D) => void): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(size.width * pixelsPerUnit));
  canvas.height = Math.max(1, Math.ceil(size.height * pixelsPerUnit));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(canvas.width / size.width, canvas.height / size.height);
  draw(ctx);
  return canvas;
}

/**
 * Draws one picture sticker rotated about its centre: the picture (or its crop) stretched over its
 * bounds, cut to its shape. `picture` is the stored picture's size, which the crop is measured in.
 */
export function drawSticker(
  ctx: CanvasRenderingContext2D,
  item: RotatedBounds & Pick<PictureItem, 'crop' | 'shape' | 'flipX'>,
  image: PictureBitmap,
  picture: Size,
): void {
  drawInItemFrame(ctx, item, (size) => drawPictureBox(ctx, image, picture, size, item));
}
