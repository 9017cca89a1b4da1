import { createWorkerPool, type WorkerPool } from '../assets/workerPool.ts';
import { cropRegion, regionPartFor, regionSizeFor } from '../model/cropRegion.ts';
import type { PictureFilter } from '../model/pictureFilter.ts';
import type { Rect, Size } from '../model/types.ts';
import type { PictureBitmap } from './draw/drawPicture.ts';
import { drawFiltered, putFiltered, readPixels } from './draw/filterBitmap.ts';
import type { FilterJob, FilterResponse } from './pictureFilterWorker.ts';

/**
 * Pictures with their look and sliders applied (issue 33), for the stickers layer, the look
 * previews and the print file alike: the part of a decoded picture that its crop shows, filtered
 * by the one pixel function (model/pictureFilter) in a pool of workers (OffscreenCanvas), or on the page
 * where workers cannot, and on the page for a picture whose sliders are being moved.
 */

/** A picture to draw with drawPictureBox: a bitmap, the stored picture's px it covers, the crop in those px. */
export interface ShownPicture {
  image: PictureBitmap;
  picture: Size;
  crop?: Rect;
}

/** The filter workers, up to one per core (each holds a picture's pixels while it filters). */
const maxFilterWorkers = 4;
/** A filter that has not answered by then is given up and done on the page. */
const filterTimeoutMs = 30_000;

function startFilterWorker(): Worker | null {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    return new Worker(new URL('./pictureFilterWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

let pagePool: WorkerPool<FilterJob, FilterResponse> | undefined;
function filterWorkers(): WorkerPool<FilterJob, FilterResponse> {
  const cores = typeof navigator === 'object' ? navigator.hardwareConcurrency : 1;
  // Kept for good: a display bitmap remade after a pause never waits for a worker to start.
  pagePool ??= createWorkerPool({
    size: Math.min(Math.max(cores || 1, 1), maxFilterWorkers),
    startWorker: startFilterWorker,
    unavailable: (message) => ({ ok: false, message }),
    job: 'Filtering the picture',
    idleMs: null,
  });
  return pagePool;
}

function filterOnPage(source: ImageBitmap, filter: PictureFilter, size: Size, part?: Rect): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  drawFiltered(canvas, source, filter, size, part);
  source.close();
  return canvas;
}

/** `source` (taken: it is closed) with the filter applied at `size` px (to `part` of it alone, when given), in a worker; rejects where none could. */
async function filterInWorker(source: ImageBitmap, filter: PictureFilter, size: Size, part?: Rect): Promise<ImageBitmap> {
  const response = await filterWorkers().run({ source, size, filter, ...(part && { part }) } satisfies FilterJob, filterTimeoutMs, [source]);
  if (!response.ok) throw new Error(response.message);
  return response.bitmap;
}

/** How the print draws a picture: into its `box` (units) at `pixelsPerUnit`, and of that box only the part `shows` (units) when given. */
export interface DrawnPicture {
  box: Size;
  pixelsPerUnit: number;
  shows?: Rect;
}

/**
 * A copy of the part of `image` (a decode of a stored picture of `picture` px) that `crop` shows,
 * with the filter applied, made off the page's thread; `image` itself is left as it is. Given how
 * it is `drawn`, the copy is filtered at the size it prints when that is smaller
 * (model/cropRegion regionSizeFor: the print's decodes can be twice the size they print), and
 * only where it can show (the rest is left clear). The copy is the caller's to free (closeFiltered).
 */
export async function filterPicture(
  image: PictureBitmap,
  picture: Size,
  crop: Rect | undefined,
  filter: PictureFilter,
  drawn?: DrawnPicture,
): Promise<ShownPicture> {
  const region = cropRegion(image, picture, crop);
  const size = drawn ? regionSizeFor(region, drawn.box, drawn.pixelsPerUnit) : { width: region.width, height: region.height };
  const part = drawn?.shows && regionPartFor(region, size, drawn.box, drawn.pixelsPerUnit, drawn.shows);
  const copy = () => createImageBitmap(image, region.x, region.y, region.width, region.height);
  // Without a worker, or with one that failed, the page does the job.
  const filtered = await filterInWorker(await copy(), filter, size, part).catch(async () => filterOnPage(await copy(), filter, size, part));
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
