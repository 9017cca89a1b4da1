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

function filtered({ source, filter }: FilterJob): ImageBitmap {
  const canvas = new OffscreenCanvas(source.width, source.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D context on an OffscreenCanvas');
  drawFiltered(ctx, source, filter);
  return canvas.transferToImageBitmap();
}

addEventListener('message', (event: MessageEvent<FilterJob>) => {
  const job = event.data;
  try {
    const bitmap = filtered(job);
    postMessage({ id: job.id, ok: true, bitmap } satisfies FilterResponse, { transfer: [bitmap] });
  } catch (error) {
    postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies FilterResponse);
  } finally {
    job.source.close();
  }
});
