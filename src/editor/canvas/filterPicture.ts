import { cropRegion } from '../model/cropRegion.ts';
import type { PictureFilter } from '../model/pictureFilter.ts';
import type { Rect, Size } from '../model/types.ts';
import type { PictureBitmap } from './draw/drawPicture.ts';
import { drawFiltered, putFiltered, readPixels } from './draw/filterBitmap.ts';
import type { FilterJob, FilterResponse } from './pictureFilterWorker.ts';

/**
 * Pictures with their look and sliders applied (issue 33), for the stickers layer, the look
 * previews and the print file alike: the part of a decoded picture that its crop shows, filtered
 * by the one pixel function (model/pictureFilter) in a worker (OffscreenCanvas), or on the page
 * where workers cannot, and on the page for a picture whose sliders are being moved.
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

function startWorker(): Worker | null {
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
      for (const job of waiting.values()) job.reject(new Error('The picture filter worker failed'));
      waiting.clear();
    });
    return started;
  } catch {
    return null;
  }
}

function filterOnPage(source: ImageBitmap, filter: PictureFilter): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  drawFiltered(canvas, source, filter);
  source.close();
  return canvas;
}

/** `source` (taken: it is closed) with the filter applied, in the worker when there is one. */
function filterBitmap(source: ImageBitmap, filter: PictureFilter): Promise<ImageBitmap | HTMLCanvasElement> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return Promise.resolve(filterOnPage(source, filter));
  const id = nextJob;
  nextJob += 1;
  const done = new Promise<ImageBitmap>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, source, filter } satisfies FilterJob, { transfer: [source] });
  return done;
}

/**
 * A copy of the part of `image` (a decode of a stored picture of `picture` px) that `crop` shows,
 * with the filter applied, made off the page's thread; `image` itself is left as it is. The copy
 * is the caller's to free (closeFiltered).
 */
export async function filterPicture(image: PictureBitmap, picture: Size, crop: Rect | undefined, filter: PictureFilter): Promise<ShownPicture> {
  const region = cropRegion(image, picture, crop);
  const copy = () => createImageBitmap(image, region.x, region.y, region.width, region.height);
  // A worker that failed leaves the job to the page.
  const filtered = await filterBitmap(await copy(), filter).catch(async () => filterOnPage(await copy(), filter));
  return { image: filtered, picture: region.picture, crop: region.crop };
}

/** A picture whose sliders are being moved, filtered on the page at once (livePicture). */
export interface LivePicture {
  filter(filter: PictureFilter): ShownPicture;
}

/**
 * The part of `image` that `crop` shows, its pixels read once and kept on the page, each filter
 * applied to a copy of them at once: a slider's step shows in the frame after it, without the
 * round trip to the worker (a few ms for a bitmap of the picture's on-screen size).
 */
export function livePicture(image: PictureBitmap, picture: Size, crop: Rect | undefined): LivePicture {
  const region = cropRegion(image, picture, crop);
  let pixels: ImageData | null = null;
  return {
    filter(filter) {
      pixels ??= readPixels(document.createElement('canvas'), image, region);
      const canvas = document.createElement('canvas');
      putFiltered(canvas, new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), filter);
      return { image: canvas, picture: region.picture, crop: region.crop };
    },
  };
}

/** Frees a filtered bitmap (a canvas made on the page is left to the garbage collector). */
export function closeFiltered(image: CanvasImageSource): void {
  if (image instanceof ImageBitmap) image.close();
}
