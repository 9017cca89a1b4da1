/**
 * Import figures (issue 32 item 6, DESIGN §10): ten 12 MP phone photos (4032x3024 JPEGs, half of
 * them stored on their side with EXIF orientation 6) added through 'Add Stickers' on a phone-sized
 * page: the time until the first and until all ten are in the tray, beside the browser's own
 * decode of the same files to their stored size (2048 px), one after another on the page's own
 * thread, in the same page once its network is quiet (the offline caches' warm-up, which waits
 * out an import, would share the cores with it). Budgets: the first within 0.5 s, all ten within 1.5× of that decode.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { downscaledSize } from '../../src/editor/model/imageSizing.ts';
import { freePort } from '../../test/setup/freePort.ts';
import { chromiumArgs, chromiumExecutable } from '../../test/helpers/chromium.ts';
import { phonePhoto } from '../../test/helpers/images.ts';
import { phoneContext } from './editorApp.ts';
import { startServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const photoCount = 10;
const rounds = 3;
const modelKey = '16';

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
  /** The photo written to a file: the browser reads it from there, as from a phone's gallery. */
  path: string;
  /** As displayed (its EXIF orientation applied), image px. */
  width: number;
  height: number;
}

async function photos(directory: string): Promise<Photo[]> {
  return Promise.all(
    Array.from({ length: photoCount }, async (_, index) => {
      const upright = index % 2 === 1;
      const name = `IMG_${1000 + index}.JPG`;
      const buffer = await phonePhoto(index + 1, upright ? 6 : 1);
      const path = join(directory, name);
      await writeFile(path, buffer);
      return {
        name,
        mimeType: 'image/jpeg',
        buffer,
        path,
        width: upright ? 3024 : 4032,
        height: upright ? 4032 : 3024,
      };
    }),
  );
}

async function freshEditor(context: BrowserContext): Promise<Page> {
  await context.addInitScript((key) => {
    if (!localStorage.getItem('phoneModel')) localStorage.setItem('phoneModel', key);
  }, modelKey);
  const page = await context.newPage();
  await page.goto('/editor');
  await page.waitForFunction(() => window.__caseStage && window.__caseStore?.getState().library.restored);
  return page;
}

interface ImportTimes {
  /** From the files' arrival in the page to each photo's arrival in the tray (ms). */
  arrivals: number[];
  /** To the first frame that shows the first photo's thumbnail (ms). */
  firstThumbnail: number;
}

async function timeImport(page: Page, files: readonly Photo[]): Promise<ImportTimes> {
  await page.evaluate(() => {
    const store = window.__caseStore;
    if (!store) throw new Error('no store');
    const arrivals: number[] = [];
    const marks = window as unknown as { __arrivals: number[]; __picked: number; __thumbnail: number };
    marks.__arrivals = arrivals;
    const watchThumbnail = () => {
      const thumbnail = document.querySelector<HTMLImageElement>('.sticker-tray__item img');
      if (thumbnail?.complete && thumbnail.naturalWidth > 0) marks.__thumbnail = performance.now();
      else requestAnimationFrame(watchThumbnail);
    };
    const picked = () => {
      marks.__picked = performance.now();
      requestAnimationFrame(watchThumbnail);
    };
    document.querySelector('input[type=file][multiple]')?.addEventListener('change', picked, { once: true });
    store.subscribe(() => {
      const count = store.getState().library.trayImageIDs.length;
      while (arrivals.length < count) arrivals.push(performance.now());
    });
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
  await (await chooser).setFiles(files.map(({ path }) => path));
  await page.waitForFunction((count) => window.__caseStore?.getState().library.trayImageIDs.length === count, files.length, {
    timeout: 120_000,
    polling: 50,
  });
  await page.waitForFunction(() => (window as unknown as { __thumbnail?: number }).__thumbnail !== undefined);
  return page.evaluate(() => {
    const marks = window as unknown as { __arrivals: number[]; __picked: number; __thumbnail: number };
    return { arrivals: marks.__arrivals.map((at) => at - marks.__picked), firstThumbnail: marks.__thumbnail - marks.__picked };
  });
}

/** The browser's own decode of the files to their stored size, one after another on the page's thread (ms). */
async function timeBrowserDecode(page: Page, files: readonly Photo[]): Promise<number> {
  await page.route('**/bench-photo/*', (route) => {
    const photo = files.find((file) => route.request().url().endsWith(`/${file.name}`));
    return photo ? route.fulfill({ body: photo.buffer, contentType: photo.mimeType }) : route.abort();
  });
  const sized = files.map(({ name, width, height }) => ({ name, ...downscaledSize(width, height) }));
  return page.evaluate(async (list) => {
    const blobs = await Promise.all(list.map(async ({ name }) => (await fetch(`/bench-photo/${name}`)).blob()));
    const started = performance.now();
    for (const [index, blob] of blobs.entries()) {
      const { width, height } = list[index] ?? { width: 1, height: 1 };
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
      bitmap.close();
    }
    return performance.now() - started;
  }, sized);
}

/** Resolves once the context has sent no request for `quietMs` (two minutes at most). */
async function networkQuiet(context: BrowserContext, quietMs = 2000): Promise<void> {
  let lastRequestAt = Date.now();
  const onRequest = () => (lastRequestAt = Date.now());
  context.on('request', onRequest);
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() - lastRequestAt < quietMs && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 100));
  context.off('request', onRequest);
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function measure(): Promise<BenchFigure[]> {
  const directory = await mkdtemp(join(tmpdir(), 'case-collage-photos-'));
  const files = await photos(directory);
  const server = await startServer(await freePort());
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const firsts: number[] = [];
  const thumbnails: number[] = [];
  const alls: number[] = [];
  const decodes: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({ ...phoneContext, baseURL: server.url });
      const page = await freshEditor(context);
      const { arrivals, firstThumbnail } = await timeImport(page, files);
      thumbnails.push(firstThumbnail);
      await networkQuiet(context);
      decodes.push(await timeBrowserDecode(page, files));
      firsts.push(arrivals[0] ?? NaN);
      alls.push(arrivals.at(-1) ?? NaN);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  }
  const rounded = (values: readonly number[]) => values.map((value) => Math.round(value)).join(', ');
  const ratios = alls.map((all, index) => all / (decodes[index] ?? NaN));
  return [
    { name: 'import: first of ten 12 MP photos in the tray', value: Math.round(median(firsts)), unit: 'ms', note: `rounds ${rounded(firsts)}; budget 500` },
    { name: "import: first photo's thumbnail shown in the tray", value: Math.round(median(thumbnails)), unit: 'ms', note: `rounds ${rounded(thumbnails)}` },
    { name: 'import: all ten 12 MP photos in the tray', value: Math.round(median(alls)), unit: 'ms', note: `rounds ${rounded(alls)}` },
    { name: 'import: browser decode of the ten to 2048 px, one thread', value: Math.round(median(decodes)), unit: 'ms', note: `rounds ${rounded(decodes)}; same page, after each import` },
    {
      name: 'import: all ten / browser decode',
      value: Math.round(median(ratios) * 100) / 100,
      unit: '×',
      note: `rounds ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; budget 1.5`,
    },
  ];
}

export const importSuite: BenchSuite = { name: 'import', run: measure };
