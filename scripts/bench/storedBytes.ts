/**
 * Stored bytes per byte sent (issue 36) for designs and share previews a client could send to
 * inflate what the store keeps: photo-like (random-walk) pictures, which only PNG's row filters
 * keep compact, with text or a colour profile, interlaced or palette-based, with bytes hidden
 * after the pixel data, and flat patterns that a lossy WebP stores far worse than a PNG.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { findModel, variantIdFor, type PhoneModel } from '../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';
import { pngChunk, pngWithDataAfterPixels, withChunkBeforeEnd } from '../../test/helpers/brokenPng.ts';
import { randomWalkPng } from '../../test/helpers/images.ts';
import { plainSharedDesign } from '../../test/helpers/sharedDesign.ts';
import { contentType, multipartBody } from './checkout.ts';
import type { BenchFigure } from './types.ts';

/** A flat-coloured print-size picture drawn by `colourAt` (RGB). */
function patternPng(model: PhoneModel, colourAt: (x: number, y: number) => readonly number[]): Promise<Buffer> {
  const { width, height } = printFileSize(model);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set(colourAt(x, y), (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

const grid = (x: number, y: number) => (x % 8 === 0 || y % 8 === 0 ? [0, 0, 0] : [237, 175, 184]);
const checks = (x: number, y: number) => ((Math.floor(x / 3) + Math.floor(y / 3)) % 2 ? [10, 90, 200] : [250, 240, 10]);
const text = (png: Buffer) => withChunkBeforeEnd(png, pngChunk('tEXt', Buffer.from('Comment\0sent by hand')));

/** The pictures of both kinds, by name, at `model`'s print size. */
async function candidates(model: PhoneModel): Promise<[string, Buffer][]> {
  const { width, height } = printFileSize(model);
  const walk = await randomWalkPng(width, height);
  return [
    ['random walk with a text chunk', text(walk)],
    ['random walk, interlaced', await sharp(walk).png({ progressive: true }).toBuffer()],
    ['random walk in a 256-colour palette, with text', text(await sharp(walk).png({ palette: true, colours: 256 }).toBuffer())],
    ['random walk with a colour profile', await sharp(walk).withIccProfile('p3').png({ adaptiveFiltering: true }).toBuffer()],
    ['random walk with bytes after its pixel data', pngWithDataAfterPixels(walk, 4096)],
    ['grid lines with a text chunk', text(await patternPng(model, grid))],
    ['3-pixel checks', await patternPng(model, checks)],
  ];
}

const fileSize = (dataDir: string, url: string) => stat(join(dataDir, 'files', url.split('/').at(-1) ?? '')).then(({ size }) => size);

/** Stored / sent of one checkout of `png`. */
async function designRatio(url: string, dataDir: string, model: PhoneModel, png: Buffer): Promise<number> {
  const body = multipartBody(png, variantIdFor(model, 'Matte'));
  const answer = await fetch(`${url}/api/create_checkout_session`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
  // Refused because its sRGB copy would be larger than allowed (a wide-gamut random walk): nothing is stored.
  if (answer.status === 422) return 0;
  if (answer.status !== 200) throw new Error(`The checkout answered ${answer.status}: ${await answer.text()}`);
  const { order_id: orderId } = (await answer.json()) as { order_id: string };
  const order = (await (await fetch(`${url}/api/orders/${orderId}`)).json()) as { design_image_url: string };
  return (await fileSize(dataDir, order.design_image_url)) / png.length;
}

/** Stored / sent of the preview of a share of `png` with no pictures. */
async function previewRatio(url: string, dataDir: string, model: PhoneModel, png: Buffer): Promise<number> {
  const form = new FormData();
  form.append('design', JSON.stringify(plainSharedDesign(model.key)));
  form.append('preview', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'design.png');
  const answer = await fetch(`${url}/api/designs`, { method: 'POST', body: form });
  if (answer.status !== 201) throw new Error(`The share answered ${answer.status}: ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  const shared = (await (await fetch(`${url}/api/designs/${id}`)).json()) as { previewUrl: string };
  return (await fileSize(dataDir, shared.previewUrl)) / png.length;
}

const worst = (label: string, ratios: [string, number][]): BenchFigure => {
  const [name, ratio] = ratios.reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  const all = ratios.map(([what, value]) => `${what} ${value.toFixed(2)}`).join('; ');
  return { name: `guards: stored/sent, worst ${label}`, value: Math.round(ratio * 1000) / 1000, unit: '×', note: `${name}; budget 1.1 (${all})` };
};

/** The worst stored/sent of a checkout's design and of a share's preview over the candidates. */
export async function storedPerSent(url: string, dataDir: string): Promise<BenchFigure[]> {
  const model = findModel('15');
  if (!model) throw new Error('iPhone 15 is missing from the catalog');
  const designs: [string, number][] = [];
  const previews: [string, number][] = [];
  for (const [name, png] of await candidates(model)) {
    designs.push([name, await designRatio(url, dataDir, model, png)]);
    previews.push([name, await previewRatio(url, dataDir, model, png)]);
  }
  return [worst('design', designs), worst('preview', previews)];
}
