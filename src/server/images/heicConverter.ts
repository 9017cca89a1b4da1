import sharp from 'sharp';
import { Worker } from 'node:worker_threads';
import { ClientError } from '../plugins/errors.ts';
import { heifBrand, heifDeclaredSize, hasTransparency } from './heif.ts';
import type { DecodeAnswer, DecodeRequest } from './heicDecodeWorker.ts';

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
};

const unreadable = () => new ClientError(422, 'The photo could not be read: the HEIC file is damaged or unsupported.');

/**
 * Converts HEIC photos one at a time per process (a decoded 12 MP photo alone is 48 MB of RGBA),
 * decoding in a worker thread and encoding with sharp.
 */
export function createHeicConverter(options: HeicConverterOptions = defaultHeicOptions): HeicConverter {
  let worker: Worker | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const startWorker = () => {
    const started = new Worker(new URL('./heicDecodeWorker.ts', import.meta.url), { stdout: true, stderr: true });
    // libheif prints its parse errors; they are answered as 422s, so its chatter is dropped.
    started.stdout.resume();
    started.stderr.resume();
    started.unref();
    return started;
  };

  const decode = (bytes: Buffer) =>
    new Promise<{ width: number; height: number; rgba: Uint8ClampedArray }>((resolve, reject) => {
      const current = (worker ??= startWorker());
      const finish = () => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      };
      const discard = () => {
        if (worker === current) worker = undefined;
        void current.terminate();
      };
      const onMessage = (answer: DecodeAnswer) => {
        finish();
        if (answer.ok) return resolve(answer);
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
      const request: DecodeRequest = { bytes };
      current.postMessage(request);
    });

  async function convertNow(bytes: Buffer): Promise<ConvertedImage> {
    const { width, height, rgba } = await decode(bytes);
    const raw = { raw: { width, height, channels: 4 as const } };
    const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
    if (hasTransparency(rgba)) {
      return { bytes: await sharp(pixels, raw).png({ compressionLevel: 6 }).toBuffer(), contentType: 'image/png' };
    }
    return {
      bytes: await sharp(pixels, raw).removeAlpha().jpeg({ quality: 90 }).toBuffer(),
      contentType: 'image/jpeg',
    };
  }

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
      const run = tail.then(() => convertNow(bytes)).finally(() => (queued -= 1));
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
