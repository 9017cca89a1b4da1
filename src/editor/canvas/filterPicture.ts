import { cropRegion } from '../model/cropRegion.ts';
import type { PictureFilter } from '../model/pictureFilter.ts';
import type { Rect, Size } from '../model/types.ts';
import { drawFiltered } from './draw/filterBitmap.ts';
import type { PictureBitmap } from './draw/drawPicture.ts';
import type { FilterJob, FilterResponse } from './pictureFilterWorker.ts';

/**
 * Pictures with their look and sliders applied (issue 33), for the stickers layer, the look
 * previews and the print file alike: the part of a decoded picture that its crop shows is copied
 * and filtered in a worker (OffscreenCanvas), or on the page where workers cannot.
 */

/** A picture to draw with drawPictureBox: a bitmap, the stored picture's px it covers, the crop in those px. */
export interface ShownPicture {
  image: PictureBitmap;
  picture: Size;
  crop?: Rect;
}

type Waiting = { resolve: (bitmap: ImageBitmap) => void; reject: (error: Error) => void };

/** The one filter worker, started on first use; null where workers cannot filter (or one failed). */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let nextJob = 1;

function failAll(message: string): void {
  for (const job of waiting.values()) job.reject(new Error(message));
  waiting.clear();
}

function filterWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    const started = new Worker(new URL('./pictureFilterWorker.ts', import.meta.url), { type: 'module' });
    started.addEventListener('message', (event: MessageEvent<FilterResponse>) => {
      const response = event.data;
      const job = waiting.get(response.id);
      waiting.delete(response.id);
      if (response.ok) job?.resolve(response.bitmap);
      else job?.reject(new Error(response.message));
    });
    started.addEventListener('error', () => {
      console.warn('The picture filter worker failed: filtering on the page instead.');
      worker = null;
      started.terminate();
      failAll('The picture filter worker failed');
    });
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function filterOnPage(source: ImageBitmap, filter: PictureFilter): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  drawFiltered(ctx, source, filter);
  source.close();
  return canvas;
}

/** `source` (taken: it is closed) with the filter applied, in the worker when there is one. */
async function filterBitmap(source: ImageBitmap, filter: PictureFilter): Promise<ImageBitmap | HTMLCanvasElement> {
  const running = filterWorker();
  if (!running) return filterOnPage(source, filter);
  const id = nextJob;
  nextJob += 1;
  const done = new Promise<ImageBitmap>((resolve, reject) => waiting.set(id, { resolve, reject }));
  running.postMessage({ id, source, filter } satisfies FilterJob, { transfer: [source] });
  return done;
}

/**
 * A copy of the part of `image` (a decode of a stored picture of `picture` px) that `crop` shows,
 * with the filter applied; `image` itself is left as it is. The copy is the caller's to free
 * (closeFiltered).
 */
export async function filterPicture(image: PictureBitmap, picture: Size, crop: Rect | undefined, filter: PictureFilter): Promise<ShownPicture> {
  const region = cropRegion(image, picture, crop);
  const copy = () => createImageBitmap(image, region.x, region.y, region.width, region.height);
  const filtered = await filterBitmap(await copy(), filter).catch(async () => filterOnPage(await copy(), filter));
  return { image: filtered, picture: region.picture, crop: region.crop };
}

/** Frees a filtered bitmap (a canvas made on the page is left to the garbage collector). */
export function closeFiltered(image: CanvasImageSource): void {
  if (image instanceof ImageBitmap) image.close();
}
