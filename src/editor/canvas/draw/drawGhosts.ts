import type { ClippedGhost } from '../../model/printVisibility.ts';
import type { Size } from '../../model/types.ts';
import { withinClip } from './withinClip.ts';

/**
 * Draws the ghosts (source-over, clipped to the template, each to its own clip where it has
 * one); the caller composites the result with hard-light blending, on screen through Konva's
 * cache and in the export through an offscreen canvas, so both look the same.
 */
export function drawGhosts(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  template: Size,
  ghosts: readonly ClippedGhost[],
  images: ReadonlyMap<string, CanvasImageSource>,
  sizes: ReadonlyMap<string, Size>,
  opacity: number,
): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, template.width, template.height);
  ctx.clip();
  ctx.globalAlpha = opacity;
  for (const ghost of ghosts) {
    const image = images.get(ghost.imageID);
    const size = sizes.get(ghost.imageID);
    if (!image || !size) continue;
    withinClip(ctx, ghost.clip, () => {
      ctx.save();
      ctx.translate(ghost.x, ghost.y);
      ctx.rotate((ghost.rotation * Math.PI) / 180);
      ctx.drawImage(image, -size.width / 2, -size.height / 2, size.width, size.height);
      ctx.restore();
    });
  }
  ctx.restore();
}
