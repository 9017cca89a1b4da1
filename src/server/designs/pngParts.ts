import { colourChunks, pixelChunks } from '../images/pngChunks.ts';
import { keep, type ByteRange, type PictureParts, type ReadAt } from './pictureFile.ts';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The length and type of each chunk: 4 + 4 bytes, then the data and a 4-byte CRC. */
const chunkOverhead = 12;
const maxChunkLength = 2 ** 31 - 1;

/**
 * Walks the chunks of a PNG by their lengths (reading 8 bytes per chunk, not the data): the
 * pixel chunks are kept, every other ancillary chunk (text, EXIF, time, animation frames,
 * private chunks) and anything after IEND dropped; a colour chunk (but sRGB) makes it not plain. The CRCs of kept
 * chunks are checked once they are read (checkPngStream's `pictureParts` rules). Undefined for a file that is not a
 * PNG, is cut short, or has a critical chunk no decoder knows.
 */
export async function pngParts(readAt: ReadAt, size: number): Promise<PictureParts | undefined> {
  if (!(await readAt(0, signature.length)).equals(signature)) return undefined;
  const pixels: ByteRange[] = [{ start: 0, end: signature.length }];
  let plain = true;
  let position = signature.length;
  let sawData = false;
  for (;;) {
    const header = await readAt(position, 8);
    if (header.length < 8) return undefined;
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    const end = position + chunkOverhead + length;
    if (length > maxChunkLength || end > size) return undefined;
    if ((position === signature.length) !== (type === 'IHDR')) return undefined;
    const range = { start: position, end };
    if (pixelChunks.has(type)) {
      keep(pixels, range);
      sawData ||= type === 'IDAT';
    } else if (colourChunks.has(type)) {
      plain = false;
    } else if (/^[A-Z]/.test(type)) {
      return undefined;
    }
    if (type === 'IEND') return sawData ? { pixels, plain } : undefined;
    position = end;
  }
}
