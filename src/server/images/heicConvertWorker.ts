/**
 * Worker thread that converts one HEIC photo at a time: libheif (in wasm) decodes it, sharp
 * converts it to sRGB from its own colour profile (heifColour.ts) in place, and encodes it
 * straight from the wasm memory (no copy of the pixels: 195 MB for 48 MP), and only the encoded
 * bytes go back. libheif works synchronously for about a second on a 12 MP photo, so it runs
 * here, off the server's event loop; a crash of the wasm module takes down this thread only; and
 * ending this thread gives back the wasm heap, which never shrinks by itself.
 */
import libheif from 'libheif-js/wasm-bundle.js';
import sharp, { type Sharp } from 'sharp';
import { parentPort } from 'node:worker_threads';
import { hasTransparency } from './heif.ts';
import { profileToConvertFrom } from './heifColour.ts';
import { tiffWithProfile, type PixelRows } from './tiffWithProfile.ts';

export interface ConvertRequest {
  bytes: Uint8Array;
}

export type ConvertAnswer =
  | { ok: true; bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' }
  | { ok: false; message: string };

type Converted = Extract<ConvertAnswer, { ok: true }>;

/** The rows as sharp reads them: in place when the stride is whole pixels, else packed. */
function rawImage({ data, width, height, stride, channels }: PixelRows): Sharp {
  const rows = Buffer.from(data.buffer, data.byteOffset, stride * height);
  if (stride % channels === 0) {
    // Rows padded beyond the width are read as a wider image and cut back, still without a copy.
    const raw = { width: stride / channels, height, channels };
    return sharp(rows, { raw }).extract({ left: 0, top: 0, width, height });
  }
  const rowBytes = width * channels;
  const packed = Buffer.alloc(rowBytes * height);
  for (let row = 0; row < height; row += 1) rows.copy(packed, row * rowBytes, row * stride, row * stride + rowBytes);
  return sharp(packed, { raw: { width, height, channels } });
}

// libvips's operation cache would keep the bands' buffers alive past their conversion.
sharp.cache(false);

/** Rows converted at a time: about 3 MB of a 48 MP photo’s. */
const bandRows = 128;

/**
 * Converts the rows to sRGB from `profile`, in place, a band at a time (sharp takes the pixels
 * with their profile as a TIFF): a copy of the whole photo would add its size to the server's
 * peak memory, 145 MB at 48 MP.
 */
async function convertToSrgb(pixels: PixelRows, profile: Buffer): Promise<void> {
  const { data, width, height, stride, channels } = pixels;
  const rowBytes = width * channels;
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    const band = { ...pixels, data: data.subarray(top * stride), height: rows };
    const converted = await sharp(tiffWithProfile(band, profile)).raw().toBuffer();
    if (converted.length !== rowBytes * rows) throw new Error('The photo’s colours could not be converted');
    for (let row = 0; row < rows; row += 1) data.set(converted.subarray(row * rowBytes, (row + 1) * rowBytes), (top + row) * stride);
  }
}

/** Encodes as PNG when any pixel is see-through, else as JPEG. */
async function encode(pixels: PixelRows): Promise<Converted> {
  const image = rawImage(pixels);
  if (pixels.channels === 4 && hasTransparency(pixels.data)) {
    return { ok: true, bytes: await image.png({ compressionLevel: 6 }).toBuffer(), contentType: 'image/png' };
  }
  // optimiseCoding would hold every DCT coefficient of the photo in memory (about 300 MB at 48 MP).
  const opaque = pixels.channels === 4 ? image.removeAlpha() : image;
  const jpeg = await opaque.jpeg({ quality: 90, optimiseCoding: false }).toBuffer();
  return { ok: true, bytes: jpeg, contentType: 'image/jpeg' };
}

async function convert({ bytes }: ConvertRequest): Promise<Converted> {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images[0];
    if (!primary) throw new Error('No image in the file');
    // A photo without an alpha channel is decoded as RGB: a quarter less memory than RGBA.
    const channels = libheif.heif_image_handle_has_alpha_channel(primary.handle) ? 4 : 3;
    const { heif_chroma_interleaved_RGB: rgb, heif_chroma_interleaved_RGBA: rgba } = libheif.heif_chroma;
    const decoded = await libheif.heif_js_decode_image2(
      primary.handle,
      libheif.heif_colorspace.heif_colorspace_RGB,
      channels === 4 ? rgba : rgb,
    );
    if (!decoded || decoded.code) throw new Error('The image could not be decoded');
    try {
      const channel = decoded.channels.find((candidate) => candidate.id === libheif.heif_channel.heif_channel_interleaved);
      if (!channel) throw new Error('The image has no RGB pixels');
      const pixels: PixelRows = { ...channel, channels };
      const profile = profileToConvertFrom(libheif, primary.handle);
      if (profile) await convertToSrgb(pixels, profile);
      return await encode(pixels);
    } finally {
      libheif.heif_image_release(decoded.image);
    }
  } finally {
    for (const image of images) image.free();
    decoder.decoder?.delete();
  }
}

parentPort?.on('message', (request: ConvertRequest) => {
  convert(request).then(
    // sharp's buffers are external memory that cannot be transferred; the encoded photo is small.
    (answer) => parentPort?.postMessage(answer),
    (error: unknown) => {
      const answer: ConvertAnswer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(answer);
    },
  );
});
