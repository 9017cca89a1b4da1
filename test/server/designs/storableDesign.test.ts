import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableDesign } from '../../../src/server/designs/storableDesign.ts';
import { pngChunk } from '../../helpers/brokenPng.ts';

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

const store = async (png: Buffer) => {
  const path = join(directory, `${Math.random()}.png`);
  await writeFile(path, png);
  return storableDesign(path);
};

describe('the design a checkout stores', () => {
  it('is the upload itself when its rows decode exactly', async () => {
    const png = await pngOf(await scanlines());
    expect(await store(png)).toEqual(png);
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
});
