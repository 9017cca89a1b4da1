import { shapePath, traceShape, type ItemShape } from '../../model/shapePath.ts';
import type { Size } from '../../model/types.ts';

/** The dashes and line of an empty frame, in device px: the same on screen at every zoom. */
const dashPx = [10, 7];
const linePx = 2.5;
/** The "+" is this share of the frame's shorter side, up to `plusMaxPx` device px. */
const plusShare = 0.28;
const plusMaxPx = 96;

/** Under the white dashes and "+", a darker line a little wider: they show on white and pale backgrounds too (a template's white mat). */
const shadeColour = 'rgba(31, 38, 39, 0.45)';
const shadePx = 1.5;

/**
 * An empty frame as the canvas shows it (issue 32): its outline dashed in white over a faint
 * white veil, each line over a darker one (seen on any background colour, a white one too), with
 * a "+" in the middle, in a bitmap of its on-screen size (`size` units at `pixelsPerUnit` device
 * px per unit). Never drawn in the print file.
 */
export function renderFrameBitmap(size: Size, outline: ItemShape | undefined, pixelsPerUnit: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(size.width * pixelsPerUnit));
  canvas.height = Math.max(1, Math.ceil(size.height * pixelsPerUnit));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const device: Size = { width: canvas.width, height: canvas.height };
  const inset = linePx + shadePx;
  const box = { width: device.width - 2 * inset, height: device.height - 2 * inset };
  const shape = outline ?? { kind: 'rectangle' as const };
  const scaled = shape.cornerRadius === undefined ? shape : { ...shape, cornerRadius: shape.cornerRadius * pixelsPerUnit };
  ctx.translate(inset, inset);
  ctx.beginPath();
  traceShape(ctx, shapePath(scaled, box));
  ctx.fillStyle = 'rgba(255, 255, 255, 0.16)';
  ctx.fill();
  ctx.setLineDash(dashPx);
  strokeShaded(ctx, linePx, 'rgba(255, 255, 255, 0.92)');

  const arm = Math.min(Math.min(box.width, box.height) * plusShare, plusMaxPx) / 2;
  const centre = { x: box.width / 2, y: box.height / 2 };
  ctx.setLineDash([]);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(centre.x - arm, centre.y);
  ctx.lineTo(centre.x + arm, centre.y);
  ctx.moveTo(centre.x, centre.y - arm);
  ctx.lineTo(centre.x, centre.y + arm);
  strokeShaded(ctx, Math.max(linePx, arm / 4), '#ffffff');
  return canvas;
}

/** Strokes the current path `width` px wide in `colour` over the darker shade line. */
function strokeShaded(ctx: CanvasRenderingContext2D, width: number, colour: string): void {
  ctx.lineWidth = width + 2 * shadePx;
  ctx.strokeStyle = shadeColour;
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
}
