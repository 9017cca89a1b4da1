import { textFont } from '../../../shared/textFonts.ts';
import { itemSize } from '../../model/geometry.ts';
import { layoutText, outlineWidthEm } from '../../model/textLayout.ts';
import type { Size, TextItem } from '../../model/types.ts';
import { cssFont } from '../../assets/fontLoader.ts';
import { measureLineIn } from '../../assets/textMeasure.ts';
import { drawInItemFrame } from './drawDesign.ts';

/**
 * Draws a text's words in its box, (0,0)–(size) in the context's units, in its own font as
 * vectors at whatever scale the context has: the screen's bitmap at its on-screen size, the
 * print file at 2×. The outline is stroked first, twice its width, so the fill covers its
 * inner half. The font must be loaded (assets/fontLoader).
 */
export function drawTextBox(ctx: CanvasRenderingContext2D, item: TextItem, size: Size): void {
  const font = textFont(item.fontFamily);
  const { fontSize, lines } = layoutText(item.text, font, item.align, size, measureLineIn(font));
  ctx.save();
  ctx.font = cssFont(font, fontSize);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (item.stroke) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = 2 * outlineWidthEm * fontSize;
    ctx.lineJoin = 'round';
    for (const line of lines) ctx.strokeText(line.text, line.x, line.baseline);
  }
  ctx.fillStyle = item.fill;
  for (const line of lines) ctx.fillText(line.text, line.x, line.baseline);
  ctx.restore();
}

/** Draws a text item on the template (units), rotated about its centre (and mirrored when flipped), as drawSticker does a picture. */
export function drawText(ctx: CanvasRenderingContext2D, item: TextItem): void {
  drawInItemFrame(ctx, item, (size) => drawTextBox(ctx, item, size));
}

/**
 * The text drawn into a bitmap of its on-screen size (`pixelsPerUnit` device px per unit): what
 * the canvas shows, so a gesture moves a bitmap like a picture's instead of laying out words.
 */
export function renderTextBitmap(item: TextItem, pixelsPerUnit: number): HTMLCanvasElement {
  const size = itemSize(item);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(size.width * pixelsPerUnit));
  canvas.height = Math.max(1, Math.ceil(size.height * pixelsPerUnit));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(canvas.width / size.width, canvas.height / size.height);
  drawTextBox(ctx, item, size);
  return canvas;
}
