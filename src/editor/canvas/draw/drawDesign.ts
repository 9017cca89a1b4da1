import { coverRect } from '../../model/coverFit.ts';
import { itemCentre, itemSize } from '../../model/geometry.ts';
import type { ItemBounds, PictureItem, Size } from '../../model/types.ts';
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
 * Draws one picture sticker rotated about its centre: the picture (or its crop) stretched over its
 * bounds, cut to its shape. `picture` is the stored picture's size, which the crop is measured in.
 */
export function drawSticker(
  ctx: CanvasRenderingContext2D,
  item: ItemBounds & Pick<PictureItem, 'rotation' | 'crop' | 'shape'>,
  image: PictureBitmap,
  picture: Size,
): void {
  const centre = itemCentre(item);
  const size = itemSize(item);
  ctx.save();
  ctx.translate(centre.x, centre.y);
  ctx.rotate((item.rotation * Math.PI) / 180);
  ctx.translate(-size.width / 2, -size.height / 2);
  drawPictureBox(ctx, image, picture, size, item);
  ctx.restore();
}
