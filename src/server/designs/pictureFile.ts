import { open } from 'node:fs/promises';

/** Bytes `[start, end)` of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Reads up to `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/**
 * The parts of a PNG or JPEG file worth keeping, in file order: the uploaded bytes themselves
 * (nothing is decoded or encoded again), without metadata (EXIF, XMP, text, thumbnails, comments,
 * anything after the image's end).
 */
export interface PictureParts {
  /** What a decoder needs for the pixels, and nothing else. */
  pixels: ByteRange[];
  /**
   * `pixels` alone looks the same in a browser as the whole file: the file has no colour
   * information of its own, and a coding browsers show (a PNG; a baseline or progressive JPEG).
   */
  plain: boolean;
}

/** Reads the file `path` through a ReadAt and closes it afterwards. */
export async function withFileReader<T>(path: string, read: (readAt: ReadAt, size: number) => Promise<T>): Promise<T> {
  const handle = await open(path);
  try {
    const { size } = await handle.stat();
    const readAt: ReadAt = async (offset, length) => {
      const wanted = Math.max(0, Math.min(length, size - offset));
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(wanted), 0, wanted, offset);
      return buffer.subarray(0, bytesRead);
    };
    return await read(readAt, size);
  } finally {
    await handle.close();
  }
}

/** The bytes of `ranges`, joined. */
export async function readRanges(readAt: ReadAt, ranges: readonly ByteRange[]): Promise<Buffer> {
  const parts = [];
  for (const { start, end } of ranges) parts.push(await readAt(start, end - start));
  return Buffer.concat(parts);
}

/** A ReadAt over bytes already in memory (tests, small files). */
export const bufferReader =
  (bytes: Buffer): ReadAt =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);

/** Adds `range` to the list, merged with the last one when they touch. */
export function keep(ranges: ByteRange[], range: ByteRange): void {
  const last = ranges.at(-1);
  if (last?.end === range.start) last.end = range.end;
  else ranges.push({ ...range });
}
