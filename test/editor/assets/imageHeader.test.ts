import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerRejection, maxImagePixels, readImageHeader } from '../../../src/editor/assets/imageHeader.ts';

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } } });
const withAlpha = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } });

const header = async (bytes: Uint8Array) => readImageHeader(new Blob([bytes as Uint8Array<ArrayBuffer>]));

/** A 24-bit BMP (sharp writes none): file header, BITMAPINFOHEADER, then padded rows. */
function bmp(width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(54 + rowBytes * Math.abs(height));
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  return bytes;
}

/** Inserts segments right after the JPEG's SOI marker. */
function withSegmentsAfterSoi(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
  const total = jpeg.length + segments.reduce((sum, s) => sum + s.length, 0);
  const out = new Uint8Array(total);
  out.set(jpeg.subarray(0, 2));
  let offset = 2;
  for (const segment of segments) {
    out.set(segment, offset);
    offset += segment.length;
  }
  out.set(jpeg.subarray(2), offset);
  return out;
}

function comSegment(bodyLength: number): Uint8Array {
  const segment = new Uint8Array(4 + bodyLength).fill(0x20);
  segment.set([0xff, 0xfe, (bodyLength + 2) >> 8, (bodyLength + 2) & 0xff]);
  return segment;
}

describe('readImageHeader', () => {
  it('reads PNG, GIF and JPEG sizes from bytes made by sharp', async () => {
    expect(await header(await photo().png().toBuffer())).toEqual({ format: 'png', width: 300, height: 200 });
    expect(await header(await photo().gif().toBuffer())).toEqual({ format: 'gif', width: 300, height: 200 });
    expect(await header(await photo().jpeg().toBuffer())).toEqual({ format: 'jpeg', width: 300, height: 200 });
    expect(await header(await photo().jpeg({ progressive: true }).toBuffer())).toEqual({
      format: 'jpeg',
      width: 300,
      height: 200,
    });
  });

  it('reads the three WebP flavours: lossy VP8, lossless VP8L and extended VP8X', async () => {
    const lossy = await photo().webp({ quality: 80 }).toBuffer();
    const lossless = await photo().webp({ lossless: true }).toBuffer();
    const extended = await withAlpha().webp({ quality: 80 }).toBuffer();
    expect(lossy.subarray(12, 16).toString('latin1')).toBe('VP8 ');
    expect(lossless.subarray(12, 16).toString('latin1')).toBe('VP8L');
    expect(extended.subarray(12, 16).toString('latin1')).toBe('VP8X');
    for (const bytes of [lossy, lossless, extended]) {
      expect(await header(bytes)).toEqual({ format: 'webp', width: 300, height: 200 });
    }
  });

  it('reads BMP, top-down (negative height) included', async () => {
    expect(await header(bmp(300, 200))).toEqual({ format: 'bmp', width: 300, height: 200 });
    expect(await header(bmp(300, -200))).toEqual({ format: 'bmp', width: 300, height: 200 });
  });

  it('swaps the sides of a JPEG whose EXIF orientation is a quarter turn (5–8), not otherwise', async () => {
    for (const orientation of [5, 6, 7, 8]) {
      const bytes = await photo().jpeg().withMetadata({ orientation }).toBuffer();
      expect(await header(bytes), `orientation ${orientation}`).toEqual({ format: 'jpeg', width: 200, height: 300 });
    }
    for (const orientation of [1, 2, 3, 4]) {
      const bytes = await photo().jpeg().withMetadata({ orientation }).toBuffer();
      expect(await header(bytes), `orientation ${orientation}`).toEqual({ format: 'jpeg', width: 300, height: 200 });
    }
  });

  it('finds the JPEG frame after large metadata, far beyond the first bytes', async () => {
    const jpeg = await photo().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const padded = withSegmentsAfterSoi(jpeg, [comSegment(60_000), comSegment(60_000), comSegment(60_000)]);
    expect(await header(padded)).toEqual({ format: 'jpeg', width: 200, height: 300 });
  });

  it('returns null for unknown formats, truncated headers and a JPEG that has no frame', async () => {
    expect(await header(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await header(new Uint8Array())).toBeNull();
    const png = await photo().png().toBuffer();
    expect(await header(png.subarray(0, 20))).toBeNull();
    const jpeg = await photo().jpeg().toBuffer();
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0);
    expect(await header(jpeg.subarray(0, sof + 6))).toBeNull();
    expect(await header(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('a decompression bomb', () => {
  it('is recognised from its declared size alone and refused', async () => {
    const png = new Uint8Array(await photo().png().toBuffer());
    const view = new DataView(png.buffer, png.byteOffset);
    view.setUint32(16, 30000);
    view.setUint32(20, 30000);
    const bomb = await header(png);
    expect(bomb).toEqual({ format: 'png', width: 30000, height: 30000 });
    expect(bomb && headerRejection(bomb)).toBe('has too many pixels (over 100 megapixels)');
  });

  it('is refused for a JPEG whose frame declares 30000×30000', async () => {
    const jpeg = new Uint8Array(await photo().jpeg().toBuffer());
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0);
    const view = new DataView(jpeg.buffer, jpeg.byteOffset);
    view.setUint16(sof + 5, 30000);
    view.setUint16(sof + 7, 30000);
    const bomb = await header(jpeg);
    expect(bomb && headerRejection(bomb)).toMatch(/too many pixels/);
  });

  it('lets an image of exactly the limit through', () => {
    expect(headerRejection({ format: 'png', width: 10_000, height: maxImagePixels / 10_000 })).toBeNull();
    expect(headerRejection({ format: 'png', width: 10_000, height: maxImagePixels / 10_000 + 1 })).not.toBeNull();
  });
});
