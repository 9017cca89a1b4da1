/**
 * Image size from the first bytes of a file, without decoding it, so a decompression bomb (a small
 * file declaring 30000×30000 pixels) is refused before the browser allocates its bitmap.
 */

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

export interface ImageHeader {
  format: ImageFormat;
  /** Width in px as displayed: an EXIF orientation of 5–8 (a quarter turn) swaps the stored sides. */
  width: number;
  /** Height in px as displayed. */
  height: number;
}

/** The most pixels (width × height) an image may declare; a decoded RGBA bitmap takes 4 bytes each. */
export const maxImagePixels = 100_000_000;

/** Why the declared size is refused, as what follows the file's name for the shopper, or null when it is fine. */
export function headerRejection(header: ImageHeader): string | null {
  return header.width * header.height > maxImagePixels
    ? `has too many pixels (over ${maxImagePixels / 1_000_000} megapixels)`
    : null;
}

/** Reads the format and size, or null for a format this does not know or a truncated header. */
export async function readImageHeader(blob: Blob): Promise<ImageHeader | null> {
  const head = await bytesAt(blob, 0, 32);
  if (head.byteLength >= 2 && head.getUint16(0) === 0xffd8) return readJpegSize(blob);
  if (hasAscii(head, 0, '\x89PNG\r\n\x1a\n') && hasAscii(head, 12, 'IHDR') && head.byteLength >= 24) {
    return sized('png', head.getUint32(16), head.getUint32(20));
  }
  if ((hasAscii(head, 0, 'GIF87a') || hasAscii(head, 0, 'GIF89a')) && head.byteLength >= 10) {
    return sized('gif', head.getUint16(6, true), head.getUint16(8, true));
  }
  if (hasAscii(head, 0, 'RIFF') && hasAscii(head, 8, 'WEBP')) return webpSize(head);
  if (hasAscii(head, 0, 'BM')) return bmpSize(head);
  return null;
}

async function bytesAt(blob: Blob, start: number, length: number): Promise<DataView> {
  return new DataView(await blob.slice(start, start + length).arrayBuffer());
}

function hasAscii(view: DataView, offset: number, text: string): boolean {
  if (offset + text.length > view.byteLength) return false;
  for (let i = 0; i < text.length; i++) {
    if (view.getUint8(offset + i) !== text.charCodeAt(i)) return false;
  }
  return true;
}

function sized(format: ImageFormat, width: number, height: number): ImageHeader | null {
  return width > 0 && height > 0 ? { format, width, height } : null;
}

function uint24(view: DataView, offset: number): number {
  return view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getUint8(offset + 2) << 16);
}

function webpSize(head: DataView): ImageHeader | null {
  if (head.byteLength < 30) return null;
  if (hasAscii(head, 12, 'VP8 ')) {
    // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
    return sized('webp', head.getUint16(26, true) & 0x3fff, head.getUint16(28, true) & 0x3fff);
  }
  if (hasAscii(head, 12, 'VP8L') && head.getUint8(20) === 0x2f) {
    // Lossless: after the signature byte, width − 1 and height − 1 in 14 bits each.
    const bits = head.getUint32(21, true);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (hasAscii(head, 12, 'VP8X')) {
    // Extended: flags and reserved bytes, then the canvas width − 1 and height − 1 in 24 bits each.
    return sized('webp', uint24(head, 24) + 1, uint24(head, 27) + 1);
  }
  return null;
}

function bmpSize(head: DataView): ImageHeader | null {
  if (head.byteLength < 26) return null;
  const dibHeaderSize = head.getUint32(14, true);
  if (dibHeaderSize === 12) return sized('bmp', head.getUint16(18, true), head.getUint16(20, true));
  // A negative height means the rows are stored top-down.
  return sized('bmp', head.getInt32(18, true), Math.abs(head.getInt32(22, true)));
}

/** Start-of-frame markers: every SOFn except DHT (c4), JPG (c8) and DAC (cc). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, without a length: TEM and RST0–7. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

const maxJpegSegments = 1000;

/**
 * Walks the JPEG segments up to the start of frame, reading only segment headers (and the EXIF
 * block), so a photo with large metadata before its frame costs a few small reads.
 */
async function readJpegSize(blob: Blob): Promise<ImageHeader | null> {
  let offset = 2;
  let orientation = 1;
  for (let segment = 0; segment < maxJpegSegments; segment++) {
    const view = await bytesAt(blob, offset, 9);
    if (view.byteLength < 2 || view.getUint8(0) !== 0xff) return null;
    const marker = view.getUint8(1);
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (view.byteLength < 4) return null;
    const length = view.getUint16(2);
    if (isStartOfFrame(marker)) {
      if (view.byteLength < 9) return null;
      const height = view.getUint16(5);
      const width = view.getUint16(7);
      return orientation >= 5 && orientation <= 8 ? sized('jpeg', height, width) : sized('jpeg', width, height);
    }
    // Start of scan or end of image before any frame: nothing more to find.
    if (marker === 0xda || marker === 0xd9 || length < 2) return null;
    if (marker === 0xe1 && orientation === 1) {
      orientation = exifOrientation(await bytesAt(blob, offset + 4, length - 2));
    }
    offset += 2 + length;
  }
  return null;
}

/** The EXIF orientation (1–8) in an APP1 segment's body, or 1 when it has none. */
function exifOrientation(body: DataView): number {
  if (!hasAscii(body, 0, 'Exif\0\0') || body.byteLength < 14) return 1;
  const tiff = new DataView(body.buffer, body.byteOffset + 6, body.byteLength - 6);
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return 1;
  const count = tiff.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) return 1;
    if (tiff.getUint16(entry, little) === 0x0112) return tiff.getUint16(entry + 8, little);
  }
  return 1;
}
