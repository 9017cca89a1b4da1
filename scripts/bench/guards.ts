/**
 * Guard figures (issue 23) against the real server on 127.0.0.1: what shares store per byte
 * uploaded, for photo-like random-walk RGBA pictures (which an unfiltered PNG re-encode grew
 * about eightfold), and how long a fresh visitor waits for a checkout that is not refused 503
 * while eight uploads trickle at 800 B/s to hold the upload places.
 */
import { readdir, stat } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { findModel, variantIdFor } from '../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';
import { randomWalkPng } from '../../test/helpers/images.ts';
import { plainSharedDesign } from '../../test/helpers/sharedDesign.ts';
import { contentType, designOfAboutFourMegabytes, multipartBody } from './checkout.ts';
import { startServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const port = 4395;
const pictureCount = 6;

async function storedBytes(dataDir: string): Promise<number> {
  const directory = join(dataDir, 'files');
  const names = await readdir(directory);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(directory, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** One share of `pictureCount` random-walk RGBA pictures of 2048×1536: stored / uploaded bytes. */
async function shareRatio(url: string, dataDir: string): Promise<BenchFigure[]> {
  const model = findModel('15');
  if (!model) throw new Error('iPhone 15 is missing from the catalog');
  const pictures = await Promise.all(Array.from({ length: pictureCount }, (_, index) => randomWalkPng(2048, 1536, index + 1)));
  const preview = await randomWalkPng(printFileSize(model).width, printFileSize(model).height, 99);
  const listed = pictures.map((_, index) => ({ imageID: `walk-${index}`, name: `walk-${index}.png`, width: 2048, height: 1536 }));
  const design = plainSharedDesign(model.key, listed);
  const form = new FormData();
  form.append('design', JSON.stringify(design));
  form.append('preview', new Blob([new Uint8Array(preview)], { type: 'image/png' }), 'design.png');
  for (const [index, picture] of pictures.entries()) form.append('picture', new Blob([new Uint8Array(picture)]), `walk-${index}`);
  const started = performance.now();
  const response = await fetch(`${url}/api/designs`, { method: 'POST', body: form });
  const took = performance.now() - started;
  if (response.status !== 201) throw new Error(`The share answered ${response.status}: ${await response.text()}`);
  const uploaded = pictures.reduce((sum, picture) => sum + picture.length, preview.length);
  const stored = await storedBytes(dataDir);
  return [
    { name: 'guards: share uploaded', value: Math.round((uploaded / 1024 / 1024) * 10) / 10, unit: 'MB', note: `${pictureCount} random-walk RGBA PNGs 2048×1536 and the preview` },
    { name: 'guards: share stored per uploaded byte', value: Math.round((stored / uploaded) * 1000) / 1000, unit: '×', note: 'budget 1.1' },
    { name: 'guards: share request', value: Math.round(took), unit: 'ms' },
  ];
}

/** An upload from `from` that sends its headers, then 80 bytes every 100 ms (800 B/s). */
async function trickle(from: string): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/create_checkout_session HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n--x`,
  );
  const timer = setInterval(() => socket.write('x'.repeat(80)), 100);
  socket.once('close', () => clearInterval(timer));
  return socket;
}

/**
 * Milliseconds from a fresh visitor's first checkout, `headStartMs` after eight uploads from
 * `addresses` began trickling, until one is not refused 503 (tried every 50 ms).
 */
async function freshCheckout(url: string, body: Buffer, addresses: string[], headStartMs: number): Promise<{ ms: number; refused: number }> {
  const sockets = await Promise.all(Array.from({ length: 8 }, (_, index) => trickle(addresses[index % addresses.length] ?? '127.0.0.2')));
  await new Promise((resolve) => setTimeout(resolve, headStartMs));
  try {
    const started = performance.now();
    for (let refused = 0; ; refused += 1) {
      const response = await fetch(`${url}/api/create_checkout_session`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
      await response.arrayBuffer();
      if (response.status !== 503) {
        if (response.status !== 200) throw new Error(`The checkout answered ${response.status}`);
        return { ms: Math.round(performance.now() - started), refused };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

export const guardsSuite: BenchSuite = {
  name: 'guards',
  async run() {
    const model = findModel('15');
    if (!model) throw new Error('iPhone 15 is missing from the catalog');
    const body = multipartBody(await designOfAboutFourMegabytes(model), variantIdFor(model, 'Matte'));
    const server = await startServer(port, { CHECKOUT_LIMIT: '1000/60', CHECKOUT_ADDRESS_LIMIT: '1000/60' });
    try {
      const figures = await shareRatio(server.url, server.dataDir);
      const two = ['127.0.0.2', '127.0.0.3'];
      const eight = ['2', '3', '4', '5', '6', '7', '8', '9'].map((last) => `127.0.0.${last}`);
      // The uploads hold their places (2 s in, still inside the 5 s before their pace is judged);
      // then early moments: at once, and 0.3 s in (before the 1 s after which one could be
      // evicted, when it was 1 s).
      const cases: [string, string[], number][] = [
        ['2 addresses, 2 s in', two, 2000],
        ['8 addresses, 2 s in', eight, 2000],
        ['8 addresses, 0.3 s in', eight, 300],
        ['8 addresses, at once', eight, 0],
      ];
      const waits: BenchFigure[] = [];
      for (const [label, addresses, headStartMs] of cases) {
        const { ms, refused } = await freshCheckout(server.url, body, addresses, headStartMs);
        waits.push({ name: `guards: 503-free checkout, 8 trickling uploads from ${label}`, value: ms, unit: 'ms', note: `${refused} refused first; budget 1000` });
      }
      return [...figures, ...waits];
    } finally {
      await server.stop();
    }
  },
};
