/**
 * Server memory (DESIGN §10): the resident set of the real server process while it converts one
 * 48 MP HEIC photo and while 20 clients upload a 25 MB design at once, read from /proc (VmHWM is
 * the peak, reset before each scenario through clear_refs), and again once the process is idle:
 * 10 s after the photo, 10 s and 30 s after the last upload.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { findModel, variantIdFor } from '../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';
import { startServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const port = 4394;
const idleSeconds = 10;

async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kilobytes('VmRSS') / 1024), peakMb: Math.round(kilobytes('VmHWM') / 1024) };
}

const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A 48 MP (8064×6048) photo-like HEIC made with sharp and libheif's heif-enc; in Display P3 with
 * its ICC profile (as an iPhone's), which heif-enc keeps, when `profile` says so.
 */
async function heic48(work: string, profile: 'none' | 'p3' = 'none'): Promise<Buffer> {
  const jpeg = join(work, `photo48-${profile}.jpg`);
  const heic = join(work, `photo48-${profile}.heic`);
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  const photo = sharp({ create: { width: 504, height: 378, channels: 3, background: '#808080', noise } }).resize(8064, 6048, { kernel: 'cubic' });
  await (profile === 'p3' ? photo.withIccProfile('p3') : photo).jpeg({ quality: 92 }).toFile(jpeg);
  execFileSync('heif-enc', ['-q', '60', '-o', heic, jpeg]);
  return readFile(heic);
}

/** A valid design PNG padded to about 25 MB with a private chunk, as a hostile upload could be. */
async function design25(): Promise<{ png: Buffer; variantID: string }> {
  const model = findModel('15');
  if (!model) throw new Error('No iPhone 15 in the catalog');
  const png = await sharp({ create: { ...printFileSize(model), channels: 3, background: '#edafb8' } }).png().toBuffer();
  const junkBytes = 25 * 1024 * 1024 - png.length - 4096;
  const junk = Buffer.alloc(12 + junkBytes, 0x5a);
  junk.writeUInt32BE(junkBytes, 0);
  junk.write('juNK', 4, 'latin1');
  const iend = png.length - 12;
  return { png: Buffer.concat([png.subarray(0, iend), junk, png.subarray(iend)]), variantID: variantIdFor(model, 'Matte') };
}

function form(fields: Record<string, string>, file: Buffer, name: string): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(file)]), name);
  return body;
}

export const serverMemorySuite: BenchSuite = {
  name: 'serverMemory',
  async run() {
    const work = await mkdtemp(join(tmpdir(), 'case-collage-memory-'));
    const [photo, p3Photo, design] = await Promise.all([heic48(work), heic48(work, 'p3'), design25()]);
    const server = await startServer(port, {
      CHECKOUT_LIMIT: '1000/60',
      CHECKOUT_ADDRESS_LIMIT: '1000/60',
      // Every one of the 20 uploads (all from this one address) is received, none refused 503:
      // one address holds a sixteenth of the places.
      UPLOAD_CONCURRENCY: '320',
    });
    const figures: BenchFigure[] = [];
    const record = (name: string, value: number, note?: string) =>
      figures.push({ name: `serverMemory: ${name}`, value, unit: 'MB', ...(note && { note }) });
    try {
      record('RSS at start', (await memoryOf(server.pid)).rssMb);

      await resetPeak(server.pid);
      const converted = await fetch(`${server.url}/api/convert_heic`, { method: 'POST', body: form({}, photo, 'photo.heic') });
      await converted.arrayBuffer();
      record('48 MP HEIC peak RSS', (await memoryOf(server.pid)).peakMb, `status ${converted.status}, budget 600`);
      await sleep(idleSeconds * 1000);
      record('48 MP HEIC idle RSS after', (await memoryOf(server.pid)).rssMb, `${idleSeconds} s later, budget 300`);

      // The pixels of a photo not in sRGB are copied once, to be converted from its profile.
      await resetPeak(server.pid);
      const p3 = await fetch(`${server.url}/api/convert_heic`, { method: 'POST', body: form({}, p3Photo, 'photo.heic') });
      await p3.arrayBuffer();
      record('48 MP Display P3 HEIC peak RSS', (await memoryOf(server.pid)).peakMb, `status ${p3.status}, budget 600`);
      await sleep(idleSeconds * 1000);
      record('48 MP Display P3 HEIC idle RSS after', (await memoryOf(server.pid)).rssMb, `${idleSeconds} s later, budget 300`);

      await resetPeak(server.pid);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fetch(`${server.url}/api/create_checkout_session`, {
            method: 'POST',
            body: form({ variantID: design.variantID }, design.png, 'template.png'),
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      const counts = [...new Set(statuses)]
        .map((status) => `${statuses.filter((other) => other === status).length}×${status}`)
        .join(', ');
      await sleep(10_000);
      const tenSecondsAfter = (await memoryOf(server.pid)).rssMb;
      await sleep(20_000);
      const { rssMb: thirtySecondsAfter, peakMb } = await memoryOf(server.pid);
      // The peak from the first upload to the last figure, the memory given back after them included.
      record('20 concurrent 25 MB uploads peak RSS', peakMb, `${counts}, budget 400`);
      const budget = 'after the last upload ended, budget 300 within 30 s';
      record('20 concurrent 25 MB uploads RSS 10 s after', tenSecondsAfter, `10 s ${budget}`);
      record('20 concurrent 25 MB uploads RSS 30 s after', thirtySecondsAfter, `30 s ${budget}`);
    } finally {
      await server.stop();
      await rm(work, { recursive: true, force: true });
    }
    return figures;
  },
};
