/**
 * Runs `draw` with what it draws at `opacity` (0–1) over what lies below, as the canvas shows an
 * item through its Konva node's opacity; the context is as it was afterwards.
 */
export function atOpacity(ctx: CanvasRenderingContext2D, opacity: number, draw: () => void): void {
  if (opacity >= 1) {
    draw();
    return;
  }
  ctx.save();
  ctx.globalAlpha *= opacity;
  draw();
  ctx.restore();
}
