import sharp, { type PngOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPngLayout } from '../../../src/server/images/pngStructure.ts';
import { badCrcPng, pngChunk, pngWithJunkChunk, withChunkBeforeEnd } from '../../helpers/brokenPng.ts';

const rgba = (options: PngOptions = {}) =>
  sharp({ create: { width: 30, height: 20, channels: 4, background: '#edafb8' } }).png(options).toBuffer();

/** `png` with its chunk of `type` taken out. */
function without(png: Buffer, type: string): Buffer {
  const parts = [png.subarray(0, 8)];
  for (let at = 8; at < png.length; ) {
    const end = at + 12 + png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) !== type) parts.push(png.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}

describe('a PNG that holds the picture and nothing else', () => {
  it('is taken with the scanline bytes its header promises, with or without sharp’s pHYs', async () => {
    const png = await rgba();
    expect(cleanPngLayout(png)).toMatchObject({ rows: 20, rowBytes: 1 + 30 * 4 });
    // What Chromium's canvas export writes: IHDR, IDAT…, IEND.
    expect(cleanPngLayout(without(png, 'pHYs'))).toBeDefined();
    const grey16 = await sharp({ create: { width: 5, height: 3, channels: 3, background: '#777' } })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    expect(cleanPngLayout(grey16)).toMatchObject({ rows: 3, rowBytes: 1 + 5 * 2 });
  });

  it('is not taken with anything more: text, a profile, a private chunk, a second pHYs, bytes after IEND', async () => {
    const png = await rgba();
    const spoilt = [
      withChunkBeforeEnd(png, pngChunk('tEXt', Buffer.from('Comment\0hello'))),
      withChunkBeforeEnd(png, pngChunk('iCCP', Buffer.from('sRGB\0\0xyz'))),
      pngWithJunkChunk(png, 10),
      withChunkBeforeEnd(png, pngChunk('pHYs', Buffer.alloc(9))),
      // An IDAT after another chunk: the pixel data in two runs.
      withChunkBeforeEnd(withChunkBeforeEnd(png, pngChunk('gAMA', Buffer.alloc(4))), pngChunk('IDAT', Buffer.alloc(10))),
      Buffer.concat([png, Buffer.from('junk')]),
    ];
    for (const upload of spoilt) expect(cleanPngLayout(upload)).toBeUndefined();
  });

  it('is not taken when damaged, palette-based or interlaced (those are decoded and encoded again)', async () => {
    const png = await rgba();
    expect(cleanPngLayout(badCrcPng(png))).toBeUndefined();
    expect(cleanPngLayout(png.subarray(0, png.length - 6))).toBeUndefined();
    expect(cleanPngLayout(await rgba({ palette: true }))).toBeUndefined();
    expect(cleanPngLayout(await rgba({ progressive: true }))).toBeUndefined();
  });
});
