import type { DecodeRequest, DecodeResponse } from './decodeWorker.ts';
import type { ImageFormat } from './imageHeader.ts';
import { resampleImage, type DecodedImage, type OutputType } from './resampleImage.ts';

/** A decode that has not answered by then is given up, so a broken file never stalls an import. */
export const decodeTimeoutMs = 30_000;

export interface DecodeOptions {
  timeoutMs?: number;
  /** Starts the decode worker, or answers null where there are no workers. Tests pass a fake. */
  startWorker?: () => Worker | null;
  /** Decodes on this thread, where the worker cannot. Tests pass a fake. */
  decodeHere?: (source: Blob, type: OutputType) => Promise<DecodedImage>;
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

/** A worker that fails to load (no module workers) answers as one that cannot decode. */
function ask(worker: Worker, request: DecodeRequest): Promise<DecodeResponse> {
  return new Promise((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<DecodeResponse>) => resolve(event.data));
    const unsupported = () => resolve({ ok: false, unsupported: true, message: 'The decode worker failed' });
    worker.addEventListener('error', unsupported);
    worker.addEventListener('messageerror', unsupported);
    worker.postMessage(request);
  });
}

/**
 * Decodes an image (EXIF orientation applied), downscales it to at most 2048 px on its longest side
 * and re-encodes it: in a worker, or on the main thread where workers cannot decode. `format` is
 * what readImageHeader found (null: unknown). Rejects with a clear error for a file that cannot be
 * decoded, and after `timeoutMs` at the latest.
 */
export async function decodeImage(
  source: Blob,
  format: ImageFormat | null,
  options: DecodeOptions = {},
): Promise<DecodedImage> {
  const type = outputTypeFor(format);
  const timeoutMs = options.timeoutMs ?? decodeTimeoutMs;
  const decodeHere = options.decodeHere ?? resampleImage;
  const worker = (options.startWorker ?? startDecodeWorker)();
  if (worker) {
    try {
      const response = await withTimeout(ask(worker, { source, type }), timeoutMs);
      if (response.ok) return response.image;
      if (!response.unsupported) throw new Error(response.message);
    } finally {
      worker.terminate();
    }
  }
  return withTimeout(decodeHere(source, type), timeoutMs);
}
