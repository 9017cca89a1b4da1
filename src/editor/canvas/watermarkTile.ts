import { brand, palette } from '../../shared/brand.ts';

/** The watermark repeats every 80 device pixels, in a 16 px font (SPEC §9). */
const repeatDevicePx = 80;
const fontCssPx = 16;
const wordColors = [palette.rose, palette.blush] as const;

export interface WatermarkTile {
  url: string;
  /** Tile size in CSS px. */
  width: number;
  height: number;
}

/**
 * One tile of the on-screen watermark: the brand words in their two colours. The editor
 * repeats it as a CSS background rotated 45°, so panning or zooming the design never
 * redraws it; it is not part of the canvas and so can never reach an export.
 */
export function makeWatermarkTile(devicePixelRatio: number): WatermarkTile {
  const dpr = Math.max(1, devicePixelRatio);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return { url: '', width: 0, height: 0 };
  const font = `700 ${fontCssPx * dpr}px 'DM Sans Variable', system-ui, sans-serif`;
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
  return { url: canvas.toDataURL('image/png'), width: canvas.width / dpr, height: canvas.height / dpr };
}
