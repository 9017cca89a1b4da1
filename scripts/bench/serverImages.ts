/**
 * Server image figures (DESIGN §10): converting a 12 MP HEIC photo (sRGB, and Display P3 as an
 * iPhone's, made with heif-enc), drawing a local mockup (budget 500 ms) and a whole preview
 * request through app.inject, in this process.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app.ts';
import { loadEnv } from '../../src/server/config.ts';
import { createHeicConverter, defaultHeicOptions } from '../../src/server/images/heicConverter.ts';
import { renderLocalMockup } from '../../src/server/mockup/localRenderer.ts';
import { findModel, variantIdFor, type PhoneModel } from '../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const runs = 5;
const fixtures = resolve(import.meta.dirname, '../../test/fixtures/heic');

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

/**
 * A design export with photo content and sensor-like grain, so its PNG is as large as a real
 * collage's (a flat colour compresses to almost nothing).
 */
async function photoDesign(photo: Buffer, model: PhoneModel, tint: number): Promise<Buffer> {
  const { width, height } = printFileSize(model);
  const grain = { raw: { width, height, channels: 1 as const } };
  return sharp(photo)
    .resize(width, height, { fit: 'cover' })
    .modulate({ hue: tint })
    .composite([{ input: randomBytes(width * height), ...grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/** The photo in Display P3 with its ICC profile, as an iPhone stores it: encoded by heif-enc, which keeps the profile. */
async function displayP3Heic(jpeg: Buffer): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'case-collage-p3-'));
  try {
    await writeFile(join(work, 'p3.jpg'), await sharp(jpeg).withIccProfile('p3').jpeg({ quality: 92 }).toBuffer());
    execFileSync('heif-enc', ['-q', '50', '-o', join(work, 'p3.heic'), join(work, 'p3.jpg')], { stdio: 'ignore' });
    return await readFile(join(work, 'p3.heic'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function heicFigures(): Promise<BenchFigure[]> {
  const converter = createHeicConverter(defaultHeicOptions);
  const heic = await readFile(join(fixtures, 'photo-4032x3024.heic'));
  const times: number[] = [];
  let jpeg: Buffer = Buffer.alloc(0);
  for (let run = 0; run <= runs; run++) {
    const { ms, value } = await timed(() => converter.convert(heic));
    if (run > 0) times.push(ms); // The first run also starts the worker and compiles the wasm.
    jpeg = value.bytes;
  }
  const p3 = await displayP3Heic(jpeg);
  const p3Times: number[] = [];
  for (let run = 0; run < runs; run++) p3Times.push((await timed(() => converter.convert(p3))).ms);
  const first = await timed(async () => {
    const fresh = createHeicConverter(defaultHeicOptions);
    await fresh.convert(heic);
    await fresh.close();
  });
  await converter.close();
  return [
    { name: 'server: HEIC 12 MP → JPEG', value: median(times), unit: 'ms', note: `median of ${runs}; budget ≈ 2000` },
    { name: 'server: HEIC 12 MP Display P3 → sRGB JPEG', value: median(p3Times), unit: 'ms', note: `median of ${runs}; converted from its ICC profile` },
    { name: 'server: HEIC 12 MP, fresh worker', value: Math.round(first.ms), unit: 'ms' },
    { name: 'server: HEIC 12 MP JPEG size', value: Math.round(jpeg.length / 1024), unit: 'KB' },
  ];
}

async function mockupFigures(design: Buffer, model: PhoneModel, other: PhoneModel): Promise<BenchFigure[]> {
  const cold = await timed(() => renderLocalMockup({ png: design, model, finish: 'Glossy' }));
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) {
    warm.push((await timed(() => renderLocalMockup({ png: design, model, finish: 'Glossy' }))).ms);
  }
  const otherDesign = await photoDesign(design, other, 0);
  const otherModel = await timed(() => renderLocalMockup({ png: otherDesign, model: other, finish: 'Matte' }));
  return [
    {
      name: 'server: local mockup render',
      value: median(warm),
      unit: 'ms',
      note: `median of ${runs}, ${Math.round(design.length / 1024)} KB design PNG; budget 500`,
    },
    { name: 'server: local mockup, first in the process', value: Math.round(cold.ms), unit: 'ms' },
    {
      name: 'server: local mockup, first of another model',
      value: Math.round(otherModel.ms),
      unit: 'ms',
      note: 'draws its layers',
    },
    { name: 'server: local mockup size', value: Math.round(cold.value.bytes.length / 1024), unit: 'KB' },
  ];
}

async function previewFigures(photo: Buffer, model: PhoneModel): Promise<BenchFigure[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'case-collage-bench-'));
  const app = await buildApp({ env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }) });
  const designs = await Promise.all(Array.from({ length: runs + 1 }, (_, index) => photoDesign(photo, model, index * 7)));
  const post = (png: Buffer, visitor: number) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'template.png');
    form.append('variantID', variantIdFor(model, 'Matte'));
    return app.inject({
      method: 'POST',
      url: '/api/preview_printful_product',
      remoteAddress: `10.9.0.${visitor + 1}`,
      payload: form,
    });
  };
  try {
    const times: number[] = [];
    for (const [index, png] of designs.entries()) {
      const { ms, value } = await timed(() => post(png, index));
      if (value.statusCode !== 200) throw new Error(`preview answered ${value.statusCode}: ${value.body}`);
      if (index > 0) times.push(ms);
    }
    const cached = await timed(() => post(designs[0] ?? Buffer.alloc(0), 0));
    return [
      { name: 'server: preview request (local)', value: median(times), unit: 'ms', note: `median of ${runs}, new designs` },
      { name: 'server: preview request, cached design', value: Math.round(cached.ms), unit: 'ms' },
    ];
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const serverImagesSuite: BenchSuite = {
  name: 'serverImages',
  async run() {
    const model = findModel('16_pro_max');
    const other = findModel('gp9_pro_xl');
    if (!model || !other) throw new Error('The catalog lost 16_pro_max or gp9_pro_xl');
    const heic = await heicFigures();
    // The real camera photo is the designs' content.
    const converter = createHeicConverter(defaultHeicOptions);
    const camera = (await converter.convert(await readFile(join(fixtures, 'example.heic')))).bytes;
    await converter.close();
    const design = await photoDesign(camera, model, 0);
    return [...heic, ...(await mockupFigures(design, model, other)), ...(await previewFigures(camera, model))];
  },
};
