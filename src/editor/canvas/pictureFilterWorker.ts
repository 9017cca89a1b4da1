/**
 * The module worker that runs pictures' looks and sliders on their pixels (issue 33), so the page
 * keeps drawing and answering the fingers meanwhile.
 */
import type { PictureFilter } from '../model/pictureFilter.ts';
import { drawFiltered } from './draw/filterBitmap.ts';

export interface FilterJob {
  id: number;
  /** Transferred here; closed once filtered. */
  source: ImageBitmap;
  filter: PictureFilter;
}

export type FilterResponse = { id: number; ok: true; bitmap: ImageBitmap } | { id: number; ok: false; message: string };

addEventListener('message', (event: MessageEvent<FilterJob>) => {
  const { id, source, filter } = event.data;
  try {
    const canvas = new OffscreenCanvas(source.width, source.height);
    drawFiltered(canvas, source, filter);
    const bitmap = canvas.transferToImageBitmap();
    postMessage({ id, ok: true, bitmap } satisfies FilterResponse, { transfer: [bitmap] });
  } catch (error) {
    postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies FilterResponse);
  } finally {
    source.close();
  }
});
