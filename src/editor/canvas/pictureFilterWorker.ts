/**
 * The module worker that runs pictures' looks and sliders on their pixels (issue 33), so the page
 * keeps drawing and answering the fingers meanwhile. One of a pool (filterPicture).
 */
import type { PictureFilter } from '../model/pictureFilter.ts';
import type { Rect, Size } from '../model/types.ts';
import { drawFiltered } from './draw/filterBitmap.ts';

export interface FilterJob {
  /** Transferred here; closed once filtered. */
  source: ImageBitmap;
  /** The size (px) to filter it at: its own, or the smaller size it is printed at. */
  size: Size;
  filter: PictureFilter;
  /** The part (px of `size`) to draw and filter, the rest left clear; all of it without. */
  part?: Rect;
}

export type FilterResponse = { ok: true; bitmap: ImageBitmap } | { ok: false; message: string };

/** Kept between jobs (sized anew only for a picture of another size), so no job makes a canvas and context of its own. */
let canvas: OffscreenCanvas | undefined;

addEventListener('message', (event: MessageEvent<FilterJob>) => {
  const { source, size, filter, part } = event.data;
  try {
    canvas ??= new OffscreenCanvas(size.width, size.height);
    drawFiltered(canvas, source, filter, size, part);
    const bitmap = canvas.transferToImageBitmap();
    postMessage({ ok: true, bitmap } satisfies FilterResponse, { transfer: [bitmap] });
  } catch (error) {
    postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies FilterResponse);
  } finally {
    source.close();
  }
});
