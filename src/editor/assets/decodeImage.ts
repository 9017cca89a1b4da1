import type { Size } from '../model/types.ts';
import type { DecodeRequest, DecodeResponse } from './decodeWorker.ts';
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from './workerPool.ts';
import type { ImageFormat } from './imageHeader.ts';
import { resampleImage, type DecodedImage, type EarlyImage, type OutputType } from './resampleImage.ts';

/** A decode that has not answered by then is given up, so a broken file never stalls an import. */
export const decodeTimeoutMs = 30_000;

export interface DecodeOptions {
  timeoutMs?: number;
  /** The workers that decode; by default the page's own (decodeWorkers). Tests pass a pool of fakes. */
  pool?: DecodePool;
  /** Decodes on this thread, where the workers cannot. Tests pass a fake. */
  decodeHere?: (source: Blob, type: OutputType, ownSize?: Size, onEarly?: (early: EarlyImage) => void) => Promise<DecodedImage>;
  /** The picture's own size as displayed (px), when its header told it. */
  ownSize?: Size;
  /** Given the picture's small previews as soon as they are made, before the picture is encoded. */
  onEarly?: (early: EarlyImage) => void;
}

/** JPEG stays JPEG; everything else can be transparent (PNG, WebP, GIF, BMP, unknown), so PNG. */
export function outputTypeFor(format: ImageFormat | null): OutputType {
  return format === 'jpeg' ? 'image/jpeg' : 'image/png';
}

function startDecodeWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(new URL('./decodeWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

export type DecodePool = WorkerPool<DecodeRequest, DecodeResponse, EarlyImage>;

/** Decode workers (issue 32); one that cannot decode answers `unsupported`, so the page decodes. */
export function createDecodePool(options: Pick<WorkerPoolOptions<DecodeResponse>, 'size' | 'startWorker' | 'idleMs'>): DecodePool {
  return createWorkerPool({ ...options, unavailable: (message) => ({ ok: false, unsupported: true, message }), job: 'Decoding the image' });
}

/** The page's decode workers, one per core (up to four: each holds a whole photo's pixels while it decodes). */
const maxDecodeWorkers = 4;
let pagePool: DecodePool | undefined;
function decodeWorkers(): DecodePool {
  const cores = typeof navigator === 'object' ? navigator.hardwareConcurrency : 1;
  pagePool ??= createDecodePool({ size: Math.min(Math.max(cores || 1, 1), maxDecodeWorkers), startWorker: startDecodeWorker });
  return pagePool;
}

/** Starts the page's decode workers ahead of an import: when the photo picker opens. */
export function warmDecodeWorkers(): void {
  decodeWorkers().warm();
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Decoding the image took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Decodes an image (EXIF orientation applied), downscales it to at most 2048 px on its longest side
 * and re-encodes it: in one of the page's decode workers, or on the main thread where workers
 * cannot decode. `format` is what readImageHeader found (null: unknown). Rejects with a clear error
 * for a file that cannot be decoded, and after `timeoutMs` at the latest.
 */
export async function decodeImage(source: Blob, format: ImageFormat | null, options: DecodeOptions = {}): Promise<DecodedImage> {
  const type = outputTypeFor(format);
  const timeoutMs = options.timeoutMs ?? decodeTimeoutMs;
  const { ownSize, onEarly } = options;
  const response = await (options.pool ?? decodeWorkers()).run({ source, type, ...(ownSize && { ownSize }) }, timeoutMs, [], onEarly);
  if (response.ok) return response.image;
  if (!response.unsupported) throw new Error(response.message);
  return withTimeout((options.decodeHere ?? resampleImage)(source, type, ownSize, onEarly), timeoutMs);
}
