import { findArtShape } from '../../../shared/art/artShapes.ts';
import { itemSize } from '../../model/geometry.ts';
import type { ArtItem, ItemBounds, Size } from '../../model/types.ts';

/** What an art's drawing depends on. */
export type ArtLook = Pick<ArtItem, 'source' | 'artID' | 'fill'>;
import { drawInItemFrame, renderBoxBitmap } from './drawDesign.ts';

/**
 * Draws library art from its vector source at whatever scale the context has (issue 34): the
 * screen's bitmap at its on-screen size, the print file at 2×. A shape is its path filled with
 * its colour; an emoji its SVG image stretched over the box (the canvas rasterises an SVG image
 * at the size it is drawn). Never drawn from a bitmap of another size, so it is always sharp.
 */

const paths = new Map<string, Path2D>();

function shapePath(shapeID: string, path: string): Path2D {
  let known = paths.get(shapeID);
  if (!known) {
    known = new Path2D(path);
    paths.set(shapeID, known);
  }
  return known;
}

/** Draws the art in its box, (0,0)–(size) in the context's units; `emoji` is the emoji's loaded image (unused for a shape). */
export function drawArtBox(ctx: CanvasRenderingContext2D, item: ArtLook, size: Size, emoji: CanvasImageSource | null): void {
  if (item.source === 'emoji') {
    if (emoji) ctx.drawImage(emoji, 0, 0, size.width, size.height);
    return;
  }
  const shape = findArtShape(item.artID);
  if (!shape) return;
  ctx.save();
  ctx.scale(size.width / shape.width, size.height / shape.height);
  ctx.fillStyle = item.fill ?? '#ffffff';
  ctx.fill(shapePath(shape.id, shape.path));
  ctx.restore();
}

/** Draws the art on the template (units), turned about its centre and mirrored when flipped, as drawText does a text. */
export function drawArt(ctx: CanvasRenderingContext2D, item: ArtItem, emoji: CanvasImageSource | null): void {
  drawInItemFrame(ctx, item, (size) => drawArtBox(ctx, item, size, emoji));
}

/** The art drawn into a bitmap of its on-screen size (`pixelsPerUnit` device px per unit), what the canvas shows. */
export function renderArtBitmap(item: ArtLook & ItemBounds, pixelsPerUnit: number, emoji: CanvasImageSource | null): HTMLCanvasElement {
  const size = itemSize(item);
  return renderBoxBitmap(size, pixelsPerUnit, (ctx) => drawArtBox(ctx, item, size, emoji));
}
