import { createWorkerPool, type WorkerPool } from '../assets/workerPool.ts';
import { drawGhostLayer, type GhostLayerJob } from './draw/ghostLayerJob.ts';
import type { GhostLayerResponse } from './ghostLayerWorker.ts';

/** The ghost layer drawn; `close` frees it. */
export interface GhostLayer {
  image: CanvasImageSource;
  close(): void;
}

/** A ghost layer of the bench's design takes about a second on a loaded phone; this is far past it. */
const ghostLayerTimeoutMs = 60_000;

/**
 * One worker, kept half a minute after its last layer with the pictures it decoded: the layer
 * drawn ahead after a ghost change and the export's layer right after it share those decodes.
 */
let pool: WorkerPool<GhostLayerJob, GhostLayerResponse> | undefined;

function ghostWorkerPool(): WorkerPool<GhostLayerJob, GhostLayerResponse> {
  pool ??= createWorkerPool<GhostLayerJob, GhostLayerResponse>({
    size: 1,
    idleMs: 30_000,
    job: 'Drawing the ghosts',
    unavailable: (message) => ({ ok: false, message }),
    startWorker() {
      if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
      try {
        return new Worker(new URL('./ghostLayerWorker.ts', import.meta.url), { type: 'module' });
      } catch {
        return null;
      }
    },
  });
  return pool;
}

async function onThisThread(job: GhostLayerJob): Promise<GhostLayer> {
  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  await drawGhostLayer(ctx, job);
  return { image: canvas, close: () => undefined };
}

/**
 * Draws the print file's ghost layer in a worker, so the page draws the stickers at the same
 * time; on this thread where workers cannot (no module workers or OffscreenCanvas) or one fails.
 */
export async function renderGhostLayer(job: GhostLayerJob): Promise<GhostLayer> {
  try {
    const response = await ghostWorkerPool().run(job, ghostLayerTimeoutMs);
    if (!response.ok) throw new Error(response.message);
    const { layer } = response;
    return { image: layer, close: () => layer.close() };
  } catch (error) {
    console.warn('Drawing the ghosts on the page instead of in a worker.', error);
    return await onThisThread(job);
  }
}
