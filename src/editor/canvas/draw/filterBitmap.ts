import { applyPictureFilter, isPlainFilter, type PictureFilter } from '../../model/pictureFilter.ts';
import type { Size } from '../../model/types.ts';

type FilterContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws `source` into the context's canvas (sized to it) with the picture's filter run on its
 * pixels (model/pictureFilter), the same in the filter worker and on the page. The context should
 * be made with `willReadFrequently`, which keeps its pixels where getImageData reads them cheaply.
 */
export function drawFiltered(ctx: FilterContext, source: CanvasImageSource & Size, filter: PictureFilter): void {
  const { width, height } = source;
  ctx.canvas.width = width;
  ctx.canvas.height = height;
  ctx.drawImage(source, 0, 0);
  if (isPlainFilter(filter)) return;
  const pixels = ctx.getImageData(0, 0, width, height);
  applyPictureFilter(pixels.data, filter);
  ctx.putImageData(pixels, 0, 0);
}
