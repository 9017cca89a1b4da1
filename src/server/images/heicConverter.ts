import { Worker } from 'node:worker_threads';
import { ClientError } from '../plugins/errors.ts';
import { heifBrand, heifDeclaredSize } from './heif.ts';
import type { ConvertAnswer, ConvertRequest } from './heicConvertWorker.ts';

export interface ConvertedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

export interface HeicConverterOptions {
  /** Largest decoded image, in pixels, checked from the file's header before decoding. */
  maxPixels: number;
  /** A decode taking longer is stopped (its worker terminated). */
  timeoutMs: number;
  /** Conversions allowed to wait behind the running one; more are refused (429). */
  maxWaiting: number;
  /**
   * After a photo larger than this (pixels) the worker is ended and the next photo gets a fresh
   * one: the wasm decoder's memory only grows, so this is how its memory goes back to the system.
   */
  freshWorkerAbovePixels: number;
}

export interface HeicConverter {
  /** HEIC/HEIF bytes to PNG (when the image has transparency) or JPEG; ClientError when not possible. */
  convert(bytes: Buffer): Promise<ConvertedImage>;
  close(): Promise<void>;
}

export const defaultHeicOptions: HeicConverterOptions = {
  // 48 MP iPhone photos (8064×6048) and below.
  maxPixels: 50_000_000,
  timeoutMs: 30_000,
  maxWaiting: 8,
  freshWorkerAbovePixels: 13_000_000,
};

/**
 * The worker's own heap stays small (the pixels live in ArrayBuffers and wasm memory, outside
 * it): a runaway there ends the worker, answered as an unreadable photo, not the server.
 */
const workerLimits = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

const unreadable = () => new ClientError(422, 'The photo could not be read: the HEIC file is damaged or unsupported.');

/**
 * Converts HEIC photos one at a time per process (a decoded 12 MP photo alone is 48 MB of RGBA)
 * in a worker thread that decodes and encodes, so the decoded pixels never reach the server's
 * thread; the worker is replaced after a large photo so its memory is given back.
 */
/** Starts the conversion worker (tests pass their own to watch the workers come and go). */
export function startConvertWorker(): Worker {
  const started = new Worker(new URL('./heicConvertWorker.ts', import.meta.url), {
    stdout: true,
    stderr: true,
    resourceLimits: workerLimits,
  });
  // libheif prints its parse errors; they are answered as 422s, so its chatter is dropped.
  started.stdout.resume();
  started.stderr.resume();
  started.unref();
  return started;
}

export function createHeicConverter(
  options: HeicConverterOptions = defaultHeicOptions,
  startWorker: () => Worker = startConvertWorker,
): HeicConverter {
  let worker: Worker | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  /** Converts in the worker; ends the worker afterwards when `fresh` (a large photo) or on failure. */
  const convertNow = (bytes: Buffer, fresh: boolean) =>
    new Promise<ConvertedImage>((resolve, reject) => {
      const current = (worker ??= startWorker());
      const discard = () => {
        if (worker === current) worker = undefined;
        void current.terminate();
      };
      const finish = () => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        if (fresh) discard();
      };
      const onMessage = (answer: ConvertAnswer) => {
        finish();
        if (answer.ok) return resolve({ bytes: Buffer.from(answer.bytes), contentType: answer.contentType });
        // After a failure the wasm module's state is suspect: the next photo gets a fresh one.
        discard();
        reject(unreadable());
      };
      const onFailure = () => {
        finish();
        discard();
        reject(unreadable());
      };
      const timer = setTimeout(() => {
        finish();
        discard();
        reject(new ClientError(422, 'The photo took too long to convert.'));
      }, options.timeoutMs);
      current.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      const request: ConvertRequest = { bytes };
      current.postMessage(request);
    });

  return {
    async convert(bytes) {
      if (!heifBrand(bytes)) throw new ClientError(415, 'This is not a HEIC or HEIF photo.');
      const size = heifDeclaredSize(bytes);
      if (!size || !size.width || !size.height) throw unreadable();
      if (size.width * size.height > options.maxPixels) {
        throw new ClientError(
          413,
          `The photo is too large (${size.width}×${size.height}); the limit is ${Math.round(options.maxPixels / 1e6)} megapixels.`,
        );
      }
      // The running conversion plus those waiting behind it.
      if (queued > options.maxWaiting) {
        throw new ClientError(429, 'Too many photos are being converted; please try again in a moment.');
      }
      queued += 1;
      const fresh = size.width * size.height > options.freshWorkerAbovePixels;
      const run = tail.then(() => convertNow(bytes, fresh)).finally(() => (queued -= 1));
      tail = run.catch(() => undefined);
      return run;
    },
    async close() {
      const current = worker;
      worker = undefined;
      await current?.terminate();
    },
  };
}
