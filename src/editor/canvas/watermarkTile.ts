import { brand, palette } from '../../shared/brand.ts';

/** The watermark repeats every 80 device pixels, in a 16 px font (SPEC §9). */
const repeatDevicePx = 80;
const fontCssPx = 16;
const wordColors = [palette.rose, palette.blush] as const;

/** The watermark's font at a screen density. */
export const watermarkFont = (devicePixelRatio: number) =>
  `700 ${fontCssPx * Math.max(1, devicePixelRatio)}px 'DM Sans Variable', system-ui, sans-serif`;

/**
 * One tile of the on-screen watermark, in device pixels: the brand words in their two colours,
 * one row every 80 device px. The watermark layer repeats it as a pattern turned 45°.
 */
export function makeWatermarkTile(devicePixelRatio: number): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const font = watermarkFont(devicePixelRatio);
  ctx.font = font;
  const space = ctx.measureText(' ').width;
  const widths = brand.words.map((word) => ctx.measureText(word).width);
  const textWidth = widths.reduce((sum, width) => sum + width, 0) + space * (brand.words.length - 1);
  canvas.width = Math.ceil(textWidth + repeatDevicePx / 2);
  canvas.height = repeatDevicePx;
  ctx.font = font;
  ctx.textBaseline = 'middle';
  let x = 0;
  brand.words.forEach((word, index) => {
    ctx.fillStyle = wordColors[index % wordColors.length] ?? palette.rose;
    ctx.fillText(word, x, repeatDevicePx / 2);
    x += (widths[index] ?? 0) + space;
  });
  return canvas;
}

/** The watermark's opacity and turn (SPEC §9). */
export const watermarkOpacity = 0.7;
export const watermarkTurnDegrees = -45;

/** What each canvas last got: the same tile on a canvas of the same size needs no new drawing. */
const drawn = new WeakMap<HTMLCanvasElement, { tile: HTMLCanvasElement; width: number; height: number }>();

/**
 * Fills the whole of `ctx`'s canvas with the watermark in screen space, whatever transform
 * the caller has set (Konva's stage zoom and pan): the watermark never moves with the design.
 * Konva redraws every layer when the view changes; on a layer that is not cleared before it is
 * drawn, the pixels already there are kept and nothing is drawn again (a resize of the canvas
 * clears it, and then it is filled anew).
 */
export function drawWatermark(ctx: CanvasRenderingContext2D, tile: HTMLCanvasElement): void {
  const { canvas } = ctx;
  const last = drawn.get(canvas);
  if (last && last.tile === tile && last.width === canvas.width && last.height === canvas.height) return;
  drawn.set(canvas, { tile, width: canvas.width, height: canvas.height });
  const pattern = ctx.createPattern(tile, 'repeat');
  if (!pattern) return;
  pattern.setTransform(new DOMMatrix().rotate(watermarkTurnDegrees));
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.globalAlpha = watermarkOpacity;
  ctx.fillStyle = pattern;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
}
