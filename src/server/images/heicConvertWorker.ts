/**
 * Worker thread that converts a HEIC photo: decodes it with heic-decode (libheif in wasm, about a
 * second of synchronous work on a 12 MP photo, so off the server's event loop) and encodes it
 * with sharp here too, so the decoded pixels (193 MB for 48 MP) never reach the main thread and
 * are freed with the worker when the converter ends it after a large photo.
 */
import decode from 'heic-decode';
import sharp from 'sharp';
import { parentPort } from 'node:worker_threads';
import { hasTransparency } from './heif.ts';

// One thread and no cache: a conversion is one big picture, never seen again.
sharp.cache(false);
sharp.concurrency(1);

export interface ConvertRequest {
  bytes: Uint8Array;
}

export type ConvertAnswer =
  | { ok: true; bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' }
  | { ok: false; message: string };

async function convert(bytes: Uint8Array): Promise<{ bytes: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  const { width, height, data } = await decode({ buffer: bytes });
  const raw = { raw: { width, height, channels: 4 as const } };
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (hasTransparency(data)) {
    return { bytes: await sharp(pixels, raw).png({ compressionLevel: 6 }).toBuffer(), contentType: 'image/png' };
  }
  return { bytes: await sharp(pixels, raw).removeAlpha().jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' };
}

parentPort?.on('message', (request: ConvertRequest) => {
  convert(request.bytes).then(
    ({ bytes, contentType }) => {
      const answer: ConvertAnswer = { ok: true, bytes, contentType };
      parentPort?.postMessage(answer);
    },
    (error: unknown) => {
      const answer: ConvertAnswer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(answer);
    },
  );
});
