import type { Rect } from '../../model/types.ts';

/**
 * Runs `draw` with the context clipped to `clip` (rectangles on whole output pixels, so the clip
 * adds no edge of its own), or unclipped without one.
 */
export function withinClip(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  clip: readonly Rect[] | undefined,
  draw: () => void,
): void {
  if (!clip) {
    draw();
    return;
  }
  ctx.save();
  ctx.beginPath();
  for (const rect of clip) ctx.rect(rect.x, rect.y, rect.width, rect.height);
  ctx.clip();
  draw();
  ctx.restore();
}
