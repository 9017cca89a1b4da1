import { decodeGhostPictures, drawGhostLayer, type GhostLayerJob } from './draw/ghostLayerJob.ts';
import type { GhostLayerResponse } from './ghostLayerWorker.ts';

/** The ghost layer drawn; `close` frees it. */
export interface GhostLayer {
  image: CanvasImageSource;
  close(): void;
}

function startWorker(): Worker | null {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    return new Worker(new URL('./ghostLayerWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

async function inWorker(worker: Worker, job: GhostLayerJob): Promise<GhostLayer> {
  const response = await new Promise<GhostLayerResponse>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<GhostLayerResponse>) => resolve(event.data));
    worker.addEventListener('error', () => resolve({ ok: false, message: 'The ghost layer worker failed to start' }));
    worker.postMessage(job);
  });
  if (!response.ok) throw new Error(response.message);
  const { layer } = response;
  return { image: layer, close: () => layer.close() };
}

async function onThisThread(job: GhostLayerJob): Promise<GhostLayer> {
  const bitmaps = await decodeGhostPictures(job);
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  drawGhostLayer(ctx, job, bitmaps);
  return { image: canvas, close: () => undefined };
}

/**
 * Draws the print file's ghost layer in a worker, so the page draws the stickers at the same
 * time; on this thread where workers cannot (no module workers or OffscreenCanvas) or one fails.
 */
export async function renderGhostLayer(job: GhostLayerJob): Promise<GhostLayer> {
  const worker = startWorker();
  if (!worker) return onThisThread(job);
  try {
    return await inWorker(worker, job);
  } catch (error) {
    console.warn('Drawing the ghosts on the page instead of in a worker.', error);
    return await onThisThread(job);
  } finally {
    worker.terminate();
  }
}
