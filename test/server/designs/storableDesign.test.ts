import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPngCheck } from '../../../src/server/designs/pngDecoder.ts';
import { designBytes, storableDesign } from '../../../src/server/designs/storableDesign.ts';
import { badCrcPng, flippedInIdat, garbledPng, pngChunk, truncatedPng } from '../../helpers/brokenPng.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'case-collage-design-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const width = 40;
const height = 30;
const rowBytes = 1 + width * 4;

/** An RGBA PNG of IHDR, one IDAT holding `scanlines` (compressed here) and IEND. */
async function pngOf(scanlines: Buffer): Promise<Buffer> {
  const source = await sharp({ create: { width, height, channels: 4, background: '#b0c4b1' } }).png().toBuffer();
  const header = source.subarray(0, 8 + 25);
  return Buffer.concat([header, pngChunk('IDAT', deflateSync(scanlines)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The filtered scanlines of a clean picture: filter None on every row. */
async function scanlines(): Promise<Buffer> {
  const pixels = await sharp({ create: { width, height, channels: 4, background: '#b0c4b1' } }).raw().toBuffer();
  const rows = [];
  for (let row = 0; row < height; row++) rows.push(Buffer.from([0]), pixels.subarray(row * width * 4, (row + 1) * width * 4));
  return Buffer.concat(rows);
}

const uploaded = async (png: Buffer) => {
  const path = join(directory, `${Math.random()}.png`);
  await writeFile(path, png);
  return path;
};
/** The answer of the worker's check of `png`, sent in pieces as an upload arrives. */
function checkedInWorker(png: Buffer): Promise<boolean> {
  const check = startPngCheck({ maxScanlineBytes: 10 ** 8 });
  for (let at = 0; at < png.length; at += 1000) check.push(png.subarray(at, at + 1000));
  return check.end();
}
const maxPixels = 10 ** 7;
const storable = async (png: Buffer, path?: string) =>
  storableDesign({ path: path ?? (await uploaded(png)), bytes: png.length }, checkedInWorker(png), maxPixels);
const store = async (png: Buffer) => designBytes(await storable(png));

/** A picture like the editor's exports: noise that deflate stores as it is, over many IDAT chunks. */
async function noisyPng(): Promise<Buffer> {
  const [noisyWidth, noisyHeight] = [300, 200];
  const noise = randomBytes(noisyWidth * noisyHeight * 4);
  return sharp(noise, { raw: { width: noisyWidth, height: noisyHeight, channels: 4 } }).png().toBuffer();
}

const flippedInLastIdat = (png: Buffer) => flippedInIdat(png, { crcFixed: true });

describe('the design a checkout stores', () => {
  it('is the upload itself when its rows decode exactly, stored from its file', async () => {
    const png = await pngOf(await scanlines());
    const path = await uploaded(png);
    expect(await storable(png, path)).toEqual({ path, bytes: png.length });
    const noisy = await noisyPng();
    expect(noisy.toString('latin1').split('IDAT').length - 1).toBeGreaterThan(3);
    expect(await store(noisy)).toEqual(noisy);
  });

  it('is refused when its bytes are damaged, wherever the damage is', async () => {
    const png = await noisyPng();
    const damaged = [truncatedPng(png), garbledPng(png), badCrcPng(png), flippedInLastIdat(png), png.subarray(0, png.length - 20)];
    for (const upload of damaged) await expect(store(upload)).rejects.toMatchObject({ statusCode: 422 });
    // The worker's own check catches a flip only the Adler-32 at the end of the rows shows.
    expect(await checkedInWorker(png)).toBe(true);
    expect(await checkedInWorker(flippedInLastIdat(png))).toBe(false);
  });

  it('is refused when a row names a filter PNG does not have', async () => {
    const rows = await scanlines();
    rows[rowBytes * 7] = 9;
    await expect(store(await pngOf(rows))).rejects.toMatchObject({ statusCode: 422 });
  });

  it('is encoded again when the data inflates to more rows than the header promises', async () => {
    const png = await pngOf(Buffer.concat([await scanlines(), Buffer.alloc(rowBytes * 10_000)]));
    const stored = await store(png);
    expect(stored.equals(png)).toBe(false);
    // What is kept is the picture: its pixels, and rows that inflate to exactly its height.
    const { info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([width, height]);
    expect(stored.length).toBeLessThan(png.length);
  });

  it('keeps a design that carries text as its own pixel chunks, never larger than sent', async () => {
    const noisy = await noisyPng();
    const upload = Buffer.concat([noisy.subarray(0, noisy.length - 12), pngChunk('tEXt', Buffer.from('Comment\0hello')), noisy.subarray(-12)]);
    const stored = await store(upload);
    expect(stored.length).toBeLessThan(upload.length);
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(noisy).raw().toBuffer())).toBe(true);
  });
});
