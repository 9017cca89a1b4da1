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
  /** After a photo larger than this, its worker ends and the next photo gets a fresh one. */
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
  // A wasm heap never shrinks: one 48 MP photo would keep about 600 MB until the process ends.
  freshWorkerAbovePixels: 16_000_000,
};

const unreadable = () => new ClientError(422, 'The photo could not be read: the HEIC file is damaged or unsupported.');

/**
 * Converts HEIC photos one at a time per process (a decoded 12 MP photo alone is 48 MB of RGBA),
 * decoding and encoding in a worker thread that is replaced after a large photo.
 */
export function createHeicConverter(options: HeicConverterOptions = defaultHeicOptions): HeicConverter {
  let worker: Worker | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const startWorker = () => {
    const started = new Worker(new URL('./heicConvertWorker.ts', import.meta.url), {
      stdout: true,
      stderr: true,
      // The pixels live in wasm memory and buffers outside this heap; the heap itself stays small.
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
    // libheif prints its parse errors; they are answered as 422s, so its chatter is dropped.
    started.stdout.resume();
    started.stderr.resume();
    started.unref();
    return started;
  };

  /** Converts in the worker; `freshAfter` ends that worker afterwards, giving its memory back. */
  const convertNow = (bytes: Buffer, freshAfter: boolean) =>
    new Promise<ConvertedImage>((resolve, reject) => {
      const current = (worker ??= startWorker());
      const finish = () => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      };
      const discard = () => {
        if (worker === current) worker = undefined;
        void current.terminate();
      };
      const onMessage = (answer: ConvertAnswer) => {
        finish();
        // After a failure the wasm module's state is suspect: the next photo gets a fresh one.
        if (!answer.ok || freshAfter) discard();
        if (!answer.ok) return reject(unreadable());
        resolve({ bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), contentType: answer.contentType });
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
      const freshAfter = size.width * size.height > options.freshWorkerAbovePixels;
      const run = tail.then(() => convertNow(bytes, freshAfter)).finally(() => (queued -= 1));
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
