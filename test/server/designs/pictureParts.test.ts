import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp, { type JpegOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegParts } from '../../../src/server/designs/jpegParts.ts';
import { bufferReader, readRanges, type ByteRange } from '../../../src/server/designs/pictureFile.ts';
import { pngParts } from '../../../src/server/designs/pngParts.ts';

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The chunk types of a PNG, in order, a run of IDAT chunks named once. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let position = 8; position < png.length; position += 12 + png.readUInt32BE(position)) {
    const type = png.toString('latin1', position + 4, position + 8);
    if (types.at(-1) !== type || type !== 'IDAT') types.push(type);
  }
  return types;
}

/** Inserts chunks after IHDR (33 bytes in) and appends `trailer` after IEND. */
const withChunks = (png: Buffer, chunks: Buffer[], trailer = Buffer.alloc(0)) =>
  Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33), trailer]);

const noisyPng = (width = 64, height = 48) =>
  sharp(randomBytes(width * height * 4), { raw: { width, height, channels: 4 } }).png().toBuffer();

const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
const copyOf = (bytes: Buffer, ranges: ByteRange[]) => readRanges(bufferReader(bytes), ranges);

describe('the parts of a PNG worth keeping', () => {
  it('keeps the pixel chunks byte for byte and drops text, EXIF, private chunks and data after IEND', async () => {
    const png = await noisyPng();
    const upload = withChunks(
      png,
      [chunk('tEXt', Buffer.from('Author\0someone')), chunk('eXIf', randomBytes(200)), chunk('prVt', randomBytes(5000))],
      Buffer.from('junk after the end'),
    );
    const parts = await pngParts(bufferReader(upload), upload.length);
    expect(parts?.plain).toBe(true);
    const copy = await copyOf(upload, parts?.pixels ?? []);
    // sharp writes a pHYs (pixel density) chunk: metadata too.
    expect(chunkTypes(png)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(chunkTypes(copy)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(copy.length).toBe(png.length - 21);
    expect((await pixelsOf(copy)).equals(await pixelsOf(upload))).toBe(true);
  });

  it('keeps a palette and its transparency', async () => {
    const png = await sharp(randomBytes(32 * 32 * 4), { raw: { width: 32, height: 32, channels: 4 } })
      .png({ palette: true, colours: 16 })
      .toBuffer();
    const parts = await pngParts(bufferReader(png), png.length);
    expect(chunkTypes(await copyOf(png, parts?.pixels ?? []))).toEqual(chunkTypes(png).filter((type) => ['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND'].includes(type)));
    expect(chunkTypes(png)).toContain('tRNS');
  });

  it('calls a PNG with its own colour profile or gamma not plain', async () => {
    const png = await noisyPng();
    for (const type of ['iCCP', 'gAMA']) {
      const upload = withChunks(png, [chunk(type, randomBytes(20)), chunk('tEXt', Buffer.from('a\0b'))]);
      const parts = await pngParts(bufferReader(upload), upload.length);
      expect(parts?.plain).toBe(false);
      expect(chunkTypes(await copyOf(upload, parts?.pixels ?? []))).toEqual(['IHDR', 'IDAT', 'IEND']);
    }
    const srgb = withChunks(png, [chunk('sRGB', Buffer.from([0]))]);
    expect((await pngParts(bufferReader(srgb), srgb.length))?.plain).toBe(true);
  });

  it('knows nothing of a file cut short, an unknown critical chunk, or another format', async () => {
    const png = await noisyPng();
    const unknownCritical = withChunks(png, [chunk('ABCD', randomBytes(4))]);
    for (const bytes of [png.subarray(0, png.length - 20), unknownCritical, Buffer.from('not a png at all')]) {
      expect(await pngParts(bufferReader(bytes), bytes.length)).toBeUndefined();
    }
  });
});

/** The markers of a JPEG's segments, in order, up to its first scan. */
function markersBeforeScan(jpeg: Buffer): number[] {
  const markers = [];
  for (let position = 2; position < jpeg.length; position += 2 + jpeg.readUInt16BE(position + 2)) {
    const marker = jpeg[position + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
  }
  return markers;
}

const noisyJpeg = (options: JpegOptions = {}) =>
  sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } }).jpeg({ quality: 90, ...options });

describe('the parts of a JPEG worth keeping', () => {
  it('keeps the tables, frame and scans byte for byte and drops EXIF, comments and data after EOI', async () => {
    const exif = await noisyJpeg().withExif({ IFD0: { Copyright: 'someone', ImageDescription: 'x'.repeat(3000) } }).toBuffer();
    const upload = Buffer.concat([exif, Buffer.from('junk after the end')]);
    expect(markersBeforeScan(upload)).toContain(0xe1);
    const parts = await jpegParts(bufferReader(upload), upload.length);
    expect(parts?.plain).toBe(true);
    const copy = await copyOf(upload, parts?.pixels ?? []);
    expect(markersBeforeScan(copy).filter((marker) => marker >= 0xe0)).toEqual([]);
    expect(copy.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect(copy.length).toBeLessThan(exif.length - 3000);
    expect((await pixelsOf(copy)).equals(await pixelsOf(exif))).toBe(true);
    expect((await sharp(copy).metadata()).exif).toBeUndefined();
  });

  it('finds the end of every scan of a progressive JPEG across read blocks', async () => {
    const jpeg = await noisyJpeg({ progressive: true }).toBuffer();
    expect(jpeg.length).toBeGreaterThan(64 * 1024);
    const parts = await jpegParts(bufferReader(jpeg), jpeg.length);
    expect(parts?.plain).toBe(true);
    const copy = await copyOf(jpeg, parts?.pixels ?? []);
    expect((await pixelsOf(copy)).equals(await pixelsOf(jpeg))).toBe(true);
  });

  it('calls a JPEG with an sRGB profile, as browsers write one into every JPEG, plain: its pixels are kept as they are', async () => {
    const jpeg = await noisyJpeg().withIccProfile('srgb').toBuffer();
    expect(markersBeforeScan(jpeg)).toContain(0xe2);
    const parts = await jpegParts(bufferReader(jpeg), jpeg.length);
    expect(parts?.plain).toBe(true);
    const copy = await copyOf(jpeg, parts?.pixels ?? []);
    expect(markersBeforeScan(copy)).not.toContain(0xe2);
    expect((await pixelsOf(copy)).equals(await pixelsOf(jpeg))).toBe(true);
  });

  it('calls a JPEG with another ICC profile not plain', async () => {
    const jpeg = await noisyJpeg().withIccProfile('p3').toBuffer();
    const parts = await jpegParts(bufferReader(jpeg), jpeg.length);
    expect(parts?.plain).toBe(false);
    expect(markersBeforeScan(jpeg)).toContain(0xe2);
    expect(markersBeforeScan(await copyOf(jpeg, parts?.pixels ?? []))).not.toContain(0xe2);
  });

  it('knows nothing of a file cut short or another format', async () => {
    const jpeg = await noisyJpeg().toBuffer();
    for (const bytes of [jpeg.subarray(0, jpeg.length - 100), Buffer.from('not a jpeg')]) {
      expect(await jpegParts(bufferReader(bytes), bytes.length)).toBeUndefined();
    }
  });
});
