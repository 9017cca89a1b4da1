import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPicture, maxStoredGrowth, type PictureFormat } from '../../../src/server/designs/keptPicture.ts';
import { flippedInIdat, pngChunk, pngWithDataAfterPixels, withChunkBeforeEnd } from '../../helpers/brokenPng.ts';
import { randomWalkPng } from '../../helpers/images.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'case-collage-kept-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function kept(bytes: Buffer, format: PictureFormat = 'png'): Promise<Buffer> {
  const path = join(directory, randomBytes(8).toString('hex'));
  await writeFile(path, bytes);
  return keptPicture(path, format, bytes.length, { name: 'The picture test', maxPixels: 4096 * 4096 });
}

/** The chunk types of a PNG, and whether every chunk's CRC is right. */
function chunksOf(png: Buffer): { types: string[]; crcsRight: boolean } {
  const types = [];
  let crcsRight = true;
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    const end = at + 8 + png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    crcsRight &&= crc32(png.subarray(at + 4, end)) === png.readUInt32BE(end);
  }
  return { types, crcsRight };
}

/** Every pixel of it decoded, warnings refused. */
const decodesFully = (bytes: Buffer) => sharp(bytes, { failOn: 'warning' }).raw().toBuffer();

describe('what the store keeps of an uploaded picture', () => {
  it('is a plain PNG’s own pixel chunks, byte for byte, without its text', async () => {
    const png = await randomWalkPng(400, 300);
    const upload = withChunkBeforeEnd(png, pngChunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(50_000)}`)));
    const stored = await kept(upload);
    expect(chunksOf(stored).types.filter((type) => type !== 'IDAT')).toEqual(['IHDR', 'IEND']);
    // What is left is the upload less its text and sharp's pHYs chunk.
    expect(stored.length).toBe(upload.length - 50_020 - 21);
    expect((await decodesFully(stored)).equals(await decodesFully(png))).toBe(true);
  });

  it('keeps an interlaced or palette PNG as it is, when it decodes', async () => {
    for (const options of [{ progressive: true }, { palette: true, colours: 64 }]) {
      const png = await sharp(await randomWalkPng(300, 200)).png(options).toBuffer();
      const stored = await kept(png);
      expect(stored.length).toBe(png.length - 21);
      expect(chunksOf(stored).crcsRight).toBe(true);
    }
  });

  it('refuses an interlaced PNG with a flipped byte in its pixel data, whose header and statistics still read', async () => {
    const interlaced = await sharp(await randomWalkPng(300, 200)).png({ progressive: true }).toBuffer();
    for (const damaged of [flippedInIdat(interlaced), flippedInIdat(interlaced, { crcFixed: true })]) {
      await expect(sharp(damaged, { failOn: 'warning' }).stats()).resolves.toBeDefined();
      await expect(kept(damaged)).rejects.toMatchObject({ statusCode: 422, message: 'The picture test is damaged and could not be read.' });
    }
  });

  it('refuses a JPEG cut short, which sharp decodes with a warning', async () => {
    const jpeg = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } }).jpeg().toBuffer();
    expect((await kept(jpeg, 'jpeg')).equals(jpeg)).toBe(true);
    await expect(kept(jpeg.subarray(0, jpeg.length - 2000), 'jpeg')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('refuses a picture damaged only in its last rows, which the check decodes on the way to its one kept pixel', async () => {
    // Tall enough that a decode stopping at the first rows never reaches the damage.
    const [width, height] = [200, 1600];
    const noise = randomBytes(width * height * 3);
    for (const progressive of [false, true]) {
      const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ progressive }).toBuffer();
      // Its last 60 bytes of pixel data taken out, its end marker kept: the file's parts still read.
      const damaged = Buffer.concat([jpeg.subarray(0, jpeg.length - 62), jpeg.subarray(jpeg.length - 2)]);
      await expect(kept(damaged, 'jpeg')).rejects.toMatchObject({ statusCode: 422 });
    }
  });

  it('never keeps a chunk whose CRC is wrong: such parts are encoded again, every CRC right', async () => {
    const grey = await sharp(await randomWalkPng(200, 100)).toColourspace('b-w').png().toBuffer();
    const transparency = pngChunk('tRNS', Buffer.from([0, 7]));
    transparency.writeUInt32BE((transparency.readUInt32BE(transparency.length - 4) ^ 1) >>> 0, transparency.length - 4);
    const upload = Buffer.concat([grey.subarray(0, 33), transparency, grey.subarray(33)]);
    const stored = await kept(upload);
    expect(chunksOf(upload).crcsRight).toBe(false);
    expect(chunksOf(stored).crcsRight).toBe(true);
    expect(stored.length).toBeLessThanOrEqual(upload.length * maxStoredGrowth);
  });

  it('refuses a picture whose only faithful copy is larger than its upload allows', async () => {
    // A palette PNG carrying bytes after its pixel data: its parts are not exactly the picture,
    // and its pixels encoded again are RGB, three times the bytes of palette indices.
    const palette = await sharp(await randomWalkPng(300, 200)).png({ palette: true, colours: 256, dither: 1 }).toBuffer();
    await expect(kept(pngWithDataAfterPixels(palette, 10))).rejects.toMatchObject({
      statusCode: 422,
      message: 'The picture test could not be stored at the size it was sent. Please save it again as a PNG or JPEG image.',
    });
  });
});
