import { coverRect } from '../../model/coverFit.ts';
import { itemCentre, itemSize } from '../../model/geometry.ts';
import type { CanvasItem, ItemBounds, Size } from '../../model/types.ts';

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
 * Moves the context's origin to the item's centre, turned by its rotation and mirrored across
 * when it is flipped, as the canvas's Konva node draws it (scaleX −1 before the rotation).
 */
export function toItemCentre(ctx: CanvasRenderingContext2D, item: ItemBounds & Pick<CanvasItem, 'rotation' | 'flipX'>): void {
  const centre = itemCentre(item);
  ctx.translate(centre.x, centre.y);
  ctx.rotate((item.rotation * Math.PI) / 180);
  if (item.flipX) ctx.scale(-1, 1);
}

/** Draws one sticker: the image stretched over its bounds, rotated about its centre, mirrored when flipped. */
export function drawSticker(
  ctx: CanvasRenderingContext2D,
  item: ItemBounds & Pick<CanvasItem, 'rotation' | 'flipX'>,
  image: CanvasImageSource,
): void {
  const size = itemSize(item);
  ctx.save();
  toItemCentre(ctx, item);
  ctx.drawImage(image, -size.width / 2, -size.height / 2, size.width, size.height);
  ctx.restore();
}
