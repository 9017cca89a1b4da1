/**
 * The raw-Konva comparison page: built by its own vite config into bench-results/raw-konva and
 * served with the bench pictures and the model's template by a small static server.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { build } from 'vite';
import type { CanvasItem, Viewport } from '../../src/editor/model/types.ts';
import { phoneContext } from './editorApp.ts';
import type { BenchPicture } from './editorImages.ts';
import type { RunningServer } from './server.ts';
import type { RawScene } from './rawKonva/scene.ts';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'bench-results/raw-konva');
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
};

export async function buildRawPage(): Promise<void> {
  await build({ configFile: join(import.meta.dirname, 'rawKonva/vite.config.ts') });
}

/**
 * Serves the built page, the pictures under /images/<name> and the model's template (from the
 * production build) as /template.svg.
 */
export async function serveRawPage(port: number, pictures: BenchPicture[], modelKey: string): Promise<RunningServer> {
  const images = new Map(pictures.map((picture) => [`/images/${picture.name}`, picture.buffer]));
  const template = await readFile(join(root, `dist/client/phone_templates/${modelKey}.svg`));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (body: Buffer, type: string) => {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const image = images.get(path);
    if (image) return send(image, 'image/jpeg');
    // The emoji library's files, from the production build (the art bench suite's emoji).
    if (/^\/art\/[0-9a-f]+\/[0-9a-f-]+\.svg$/.test(path)) {
      readFile(join(root, 'dist/client', path)).then(
        (body) => send(body, 'image/svg+xml'),
        () => response.writeHead(404).end(),
      );
      return;
    }
    if (path === '/template.svg') return send(template, 'image/svg+xml');
    const file = join(outDir, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => send(body, contentTypes[extname(file)] ?? 'application/octet-stream'),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((closed) => server.close(() => closed())),
  };
}

export async function openRawPage(browser: Browser, url: string, scene: RawScene): Promise<Page> {
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__rawBench !== undefined);
  await page.evaluate((loaded) => window.__rawBench?.load(loaded), scene);
  await page.waitForTimeout(1000);
  return page;
}

export async function rawItem(page: Page, itemID: string): Promise<CanvasItem> {
  const item = await page.evaluate((id) => window.__rawBench?.item(id), itemID);
  if (!item) throw new Error(`${itemID} is not on the raw page`);
  return item;
}

export async function rawViewport(page: Page): Promise<Viewport> {
  const viewport = await page.evaluate(() => window.__rawBench?.viewport());
  if (!viewport) throw new Error('the raw page is not loaded');
  return viewport;
}

/** Puts the gesture stickers and the view back as they were, nothing selected (between rounds of gestures). */
export async function resetRawPage(page: Page, items: readonly CanvasItem[], viewport: Viewport): Promise<void> {
  await page.evaluate(
    ([resetItems, resetViewport]) => {
      for (const item of resetItems) window.__rawBench?.setItem(item);
      window.__rawBench?.select([]);
      window.__rawBench?.setViewport(resetViewport);
    },
    [items, viewport] as const,
  );
  await page.waitForTimeout(300);
}

/** Selects the stickers together, as the editor's multi-select does. */
export async function selectOnRawPage(page: Page, itemIDs: readonly string[]): Promise<void> {
  await page.evaluate((ids) => window.__rawBench?.select(ids), itemIDs);
}
