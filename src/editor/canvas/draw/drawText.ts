import { textFont, type TextFont } from '../../../shared/textFonts.ts';
import { itemSize } from '../../model/geometry.ts';
import { isCurved, layoutCurvedText, type CurvedLayout, type PlacedGlyph } from '../../model/textCurve.ts';
import { layoutText, outlineWidthEm } from '../../model/textLayout.ts';
import { itemOpacity } from '../../model/opacity.ts';
import type { Size, TextItem } from '../../model/types.ts';
import { cssFont } from '../../assets/fontLoader.ts';
import { measureLineIn } from '../../assets/textMeasure.ts';
import { atOpacity } from './atOpacity.ts';
import { drawInItemFrame, renderBoxBitmap } from './drawDesign.ts';

/**
 * Draws a text's words in its box, (0,0)–(size) in the context's units, in its own font as
 * vectors at whatever scale the context has: the screen's bitmap at its on-screen size, the
 * print file at 2×; straight, or letter by letter along its arc when it is curved. The outline is stroked first, twice its width, so the fill covers its
 * inner half. The font must be loaded (assets/fontLoader).
 */
export function drawTextBox(ctx: CanvasRenderingContext2D, item: TextItem, size: Size): void {
  const font = textFont(item.fontFamily);
  const measure = measureLineIn(font);
  const curved = isCurved(item.curve) ? layoutCurvedText(item.text, font, item.align, item.curve, size, measure) : null;
  if (curved) {
    drawCurvedText(ctx, item, font, curved);
    return;
  }
  const { fontSize, lines } = layoutText(item.text, font, item.align, size, measure);
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

/** Each letter on its arc (model/textCurve), turned to it; the outline first, under every letter's fill. */
function drawCurvedText(ctx: CanvasRenderingContext2D, item: TextItem, font: TextFont, layout: CurvedLayout): void {
  const paint = (draw: (glyph: PlacedGlyph) => void) => {
    for (const glyph of layout.glyphs) {
      ctx.save();
      ctx.translate(glyph.x, glyph.y);
      ctx.rotate(glyph.rotation);
      draw(glyph);
      ctx.restore();
    }
  };
  ctx.save();
  ctx.font = cssFont(font, layout.fontSize);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (item.stroke) {
    ctx.strokeStyle = item.stroke;
    ctx.lineWidth = 2 * outlineWidthEm * layout.fontSize;
    ctx.lineJoin = 'round';
    paint((glyph) => ctx.strokeText(glyph.text, -glyph.advance / 2, 0));
  }
  ctx.fillStyle = item.fill;
  paint((glyph) => ctx.fillText(glyph.text, -glyph.advance / 2, 0));
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
  return renderBoxBitmap(size, pixelsPerUnit, (ctx) => drawTextBox(ctx, item, size));
}

/**
 * A text in the print file: its words as vectors at the context's scale; a see-through one as a
 * bitmap of them at `pixelsPerUnit` drawn at its opacity, as the canvas shows its text bitmap
 * (vectors drawn at that alpha would show the outline's inner half and overlapping letters
 * through each other).
 */
export function drawTextInPrint(ctx: CanvasRenderingContext2D, item: TextItem, pixelsPerUnit: number): void {
  const opacity = itemOpacity(item);
  if (opacity >= 1) {
    drawText(ctx, item);
    return;
  }
  const bitmap = renderTextBitmap(item, pixelsPerUnit);
  atOpacity(ctx, opacity, () => drawInItemFrame(ctx, item, (size) => ctx.drawImage(bitmap, 0, 0, size.width, size.height)));
}
