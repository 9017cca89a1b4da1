/**
 * Worker thread that converts a HEIC photo: decodes it with libheif (wasm, about a second of
 * synchronous work on a 12 MP photo, so off the server's event loop) and encodes it with sharp
 * here too. sharp reads the decoded pixels where libheif left them in the wasm memory, so a
 * 48 MP photo's 145 MB of RGB (193 MB of RGBA with an alpha channel) exist once, never reach
 * the server's thread, and are freed with the worker when the converter ends it after a large
 * photo.
 */
import libheif from 'libheif-js/wasm-bundle.js';
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

type Converted = { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' };

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Rows of `stride` bytes → rows of exactly width×channels bytes (sharp takes no stride). */
function packed(data: Uint8Array, width: number, height: number, stride: number, channels: 3 | 4): Buffer {
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const rowBytes = width * channels;
  if (stride === rowBytes) return view.subarray(0, rowBytes * height);
  const rows = Buffer.alloc(rowBytes * height);
  for (let row = 0; row < height; row += 1) view.copy(rows, row * rowBytes, row * stride, row * stride + rowBytes);
  return rows;
}

async function encode({ data, width, height, channels }: Pixels): Promise<Converted> {
  const raw = { raw: { width, height, channels } };
  if (channels === 4 && hasTransparency(data)) {
    return { bytes: await sharp(data, raw).png({ compressionLevel: 6 }).toBuffer(), contentType: 'image/png' };
  }
  // Optimised Huffman coding would hold the whole coded image (about 290 MB at 48 MP) in memory.
  const jpeg = { quality: 90, optimiseCoding: false };
  const opaque = channels === 4 ? sharp(data, raw).removeAlpha() : sharp(data, raw);
  return { bytes: await opaque.jpeg(jpeg).toBuffer(), contentType: 'image/jpeg' };
}

async function convert(bytes: Uint8Array): Promise<Converted> {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const [first] = images;
    if (!first) throw new Error('No image in the HEIF file');
    const { heif_colorspace, heif_chroma, heif_channel } = libheif;
    // A photo without an alpha channel is decoded as RGB: a quarter less memory than RGBA.
    const channels = libheif.heif_image_handle_has_alpha_channel(first.handle) ? 4 : 3;
    const chroma = channels === 4 ? heif_chroma.heif_chroma_interleaved_RGBA : heif_chroma.heif_chroma_interleaved_RGB;
    const image = await libheif.heif_js_decode_image2(first.handle, heif_colorspace.heif_colorspace_RGB, chroma);
    if (!image || image.code) throw new Error('The HEIF image could not be decoded');
    try {
      const channel = image.channels.find((each) => each.id === heif_channel.heif_channel_interleaved);
      if (!channel) throw new Error('The decoded image has no RGBA plane');
      const { data, width, height, stride } = channel;
      return await encode({ data: packed(data, width, height, stride, channels), width, height, channels });
    } finally {
      libheif.heif_image_release(image.image);
    }
  } finally {
    for (const image of images) image.free();
    decoder.decoder?.delete();
  }
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
