import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp, { type PngOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPngStream, type PngCheckRules } from '../../../src/server/images/pngStreamCheck.ts';
import {
  badCrcPng,
  flippedInIdat,
  garbledPng,
  pngChunk,
  pngWithDataAfterPixels,
  pngWithJunkChunk,
  truncatedPng,
  withChunkBeforeEnd,
} from '../../helpers/brokenPng.ts';

const [width, height] = [30, 20];
const rowBytes = 1 + width * 4;

const rgba = (options: PngOptions = {}) =>
  sharp({ create: { width, height, channels: 4, background: '#edafb8' } }).png(options).toBuffer();

/** The check's answer for `png` pushed in `pieces`, as an upload's bytes arrive. */
function checkInPieces(pieces: Buffer[], maxScanlineBytes = 10 ** 6, rules: PngCheckRules = 'design'): Promise<boolean> {
  const check = checkPngStream({ maxScanlineBytes, rules });
  for (const piece of pieces) check.push(piece);
  return check.end();
}

/** `png` cut every `size` bytes. */
function piecesOf(png: Buffer, size: number): Buffer[] {
  const pieces = [];
  for (let at = 0; at < png.length; at += size) pieces.push(png.subarray(at, at + size));
  return pieces;
}

const checks = (png: Buffer) => checkInPieces([png]);

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

/** A PNG of `png`'s header (IHDR and pHYs) whose one IDAT holds `scanlines`, compressed here. */
function withScanlines(png: Buffer, scanlines: Buffer): Buffer {
  const idatAt = png.indexOf('IDAT') - 4;
  return Buffer.concat([png.subarray(0, idatAt), pngChunk('IDAT', deflateSync(scanlines)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Scanlines of flat rows, every filter None. */
const flatRows = (rows: number) => Buffer.alloc(rows * rowBytes, 0);

describe('a PNG checked as its bytes arrive', () => {
  it('passes when it holds the picture and nothing else, however its bytes are cut', async () => {
    const png = await rgba();
    for (const size of [1, 3, 8, 13, 64, 4096]) expect(await checkInPieces(piecesOf(png, size))).toBe(true);
    // Cut in two at every byte: each boundary falls once inside every part of every chunk.
    for (let at = 0; at <= png.length; at++) {
      expect(await checkInPieces([png.subarray(0, at), png.subarray(at)])).toBe(true);
    }
    // What Chromium's canvas export writes: IHDR, IDAT…, IEND.
    expect(await checks(without(png, 'pHYs'))).toBe(true);
    const grey16 = await sharp({ create: { width: 5, height: 3, channels: 3, background: '#777' } }).toColourspace('grey16').png().toBuffer();
    expect(await checks(grey16)).toBe(true);
    expect(await checks(withScanlines(png, flatRows(height)))).toBe(true);
  });

  it('keeps none of the bytes it is given: the caller may fill the same buffer again for the next piece', async () => {
    const png = await rgba();
    for (const size of [3, 5, 13]) {
      const check = checkPngStream({ maxScanlineBytes: 10 ** 6 });
      const reused = Buffer.alloc(size);
      for (const piece of piecesOf(png, size)) {
        piece.copy(reused);
        check.push(reused.subarray(0, piece.length));
        reused.fill(0xa5);
      }
      expect(await check.end()).toBe(true);
    }
  });

  it('answers each push with whether the file may still pass, false from the first wrong byte on', async () => {
    const spoilt = withChunkBeforeEnd(await rgba(), pngChunk('tEXt', Buffer.from('Comment\0hello')));
    const textAt = spoilt.indexOf('tEXt') - 4;
    const check = checkPngStream({ maxScanlineBytes: 10 ** 6 });
    expect(check.push(spoilt.subarray(0, textAt))).toBe(true);
    expect(check.push(spoilt.subarray(textAt, textAt + 8))).toBe(false);
    expect(check.push(spoilt.subarray(textAt + 8))).toBe(false);
    expect(await check.end()).toBe(false);
  });

  it('passes a large picture, its data inflated in several runs, and fails it with one chunk damaged', async () => {
    const [noisyWidth, noisyHeight] = [600, 500];
    const noise = randomBytes(noisyWidth * noisyHeight * 4);
    const png = await sharp(noise, { raw: { width: noisyWidth, height: noisyHeight, channels: 4 } }).png().toBuffer();
    expect(png.length).toBeGreaterThan(3 * 256 * 1024);
    expect(await checkInPieces(piecesOf(png, 65_521), 10 ** 8)).toBe(true);
    expect(await checkInPieces(piecesOf(garbledPng(png), 65_521), 10 ** 8)).toBe(false);
  });

  it('fails when cut short anywhere, even where a chunk ends', async () => {
    const png = await rgba();
    for (let at = 0; at < png.length; at++) expect(await checkInPieces(piecesOf(png.subarray(0, at), 7))).toBe(false);
    expect(await checks(truncatedPng(png))).toBe(false);
  });

  it('fails when its rows do not decode exactly: damaged, a filter PNG lacks, too few or too many rows', async () => {
    const png = await rgba();
    const noise = await sharp(Buffer.from(Array.from({ length: width * height * 4 }, (_, i) => (i * 7919) % 251)), {
      raw: { width, height, channels: 4 },
    })
      .png()
      .toBuffer();
    expect(await checks(noise)).toBe(true);
    expect(await checkInPieces(piecesOf(garbledPng(noise), 5))).toBe(false);
    expect(await checkInPieces(piecesOf(badCrcPng(noise), 5))).toBe(false);
    const badFilter = flatRows(height);
    badFilter[rowBytes * 7] = 5;
    expect(await checks(withScanlines(png, badFilter))).toBe(false);
    expect(await checks(withScanlines(png, flatRows(height - 1)))).toBe(false);
    expect(await checks(withScanlines(png, flatRows(height + 1)))).toBe(false);
    // A whole zlib stream with bytes after it in the IDAT data, where decoders stop reading.
    expect(await checks(pngWithDataAfterPixels(noise, 6))).toBe(false);
  });

  it('fails with anything more: text, a profile, a private chunk, a second pHYs, bytes after IEND', async () => {
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
    for (const upload of spoilt) expect(await checkInPieces(piecesOf(upload, 11))).toBe(false);
  });

  it('fails when palette-based, interlaced, or promising more rows than it may inflate to', async () => {
    expect(await checks(await rgba({ palette: true }))).toBe(false);
    expect(await checks(await rgba({ progressive: true }))).toBe(false);
    const png = await rgba();
    expect(await checkInPieces([png], height * rowBytes)).toBe(true);
    expect(await checkInPieces([png], height * rowBytes - 1)).toBe(false);
  });

  describe("by the rules of a picture's kept parts", () => {
    // sharp writes a pHYs chunk, which pngParts drops: the parts never hold it.
    const partsCheck = (png: Buffer) => checkInPieces(piecesOf(without(png, 'pHYs'), 97), 10 ** 6, 'pictureParts');
    const afterHeader = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    it('refuses what pngParts drops', async () => {
      expect(await checkInPieces([await rgba()], 10 ** 6, 'pictureParts')).toBe(false);
    });
    const noisy = () => sharp(Buffer.from(Array.from({ length: width * height * 4 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 4 } });

    it('passes palettes, transparency, colour chunks of any length and interlacing', async () => {
      const interlaced = await noisy().png({ progressive: true }).toBuffer();
      expect(await partsCheck(interlaced)).toBe(true);
      expect(await partsCheck(await noisy().png({ palette: true, colours: 16 }).toBuffer())).toBe(true);
      expect(await partsCheck(await noisy().png({ palette: true, progressive: true }).toBuffer())).toBe(true);
      expect(await partsCheck(afterHeader(interlaced, pngChunk('iCCP', Buffer.from('profile\0\0whatever it holds'))))).toBe(true);
      // What the design rules refuse.
      expect(await checks(interlaced)).toBe(false);
    });

    it("fails a flipped byte in an interlaced picture's pixel data, with its CRC wrong or made right", async () => {
      const interlaced = await noisy().png({ progressive: true }).toBuffer();
      expect(await partsCheck(flippedInIdat(interlaced))).toBe(false);
      expect(await partsCheck(flippedInIdat(interlaced, { crcFixed: true }))).toBe(false);
    });

    it("fails a wrong CRC on an ancillary chunk, which decoders let pass, and anything but the picture's parts", async () => {
      const png = await rgba();
      const gamma = pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]));
      expect(await partsCheck(afterHeader(png, gamma))).toBe(true);
      gamma.writeUInt32BE((gamma.readUInt32BE(gamma.length - 4) ^ 1) >>> 0, gamma.length - 4);
      expect(await partsCheck(afterHeader(png, gamma))).toBe(false);
      expect(await partsCheck(afterHeader(png, pngChunk('tEXt', Buffer.from('Comment\0hello'))))).toBe(false);
      expect(await partsCheck(pngWithDataAfterPixels(await noisy().png().toBuffer(), 6))).toBe(false);
      expect(await partsCheck(withChunkBeforeEnd(png, pngChunk('gAMA', Buffer.alloc(4))))).toBe(false);
    });
  });
});
