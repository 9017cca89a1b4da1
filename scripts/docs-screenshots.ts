/**
 * `npm run docs:screenshots`: the README's pictures of the editor, taken against the built store
 * served by the real server (test mode, a throw-away DATA_DIR) in headless Chromium. Hold the
 * browser lock while it runs: `flock /tmp/browser.lock npm run docs:screenshots` (a port may follow:
 * `-- 4510`; a free one otherwise). Writes docs/images/editor-phone.png and editor-desktop.png.
 *
 * Each screen gets a fresh browser profile: the demo photos are dropped on the editor (the
 * shopper's own import path: decode, previews, the tray), then the collage and the caption are
 * dispatched to the store (window.__caseStore) as the editor's model lays them out
 * (docs/demoDesign.ts). Nothing depends on where the editor's buttons are, so a new layout of
 * the screen needs no change here.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { palette } from '../src/shared/brand.ts';
import { findModel } from '../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../src/shared/catalog/templateGeometry.ts';
import { chromiumArgs, chromiumExecutable } from '../test/helpers/chromium.ts';
import { freePort } from '../test/setup/freePort.ts';
import { startServer } from './bench/server.ts';
import { demoCaption, demoCollage, demoPhotos, type DemoPhoto } from './docs/demoDesign.ts';

const outDir = resolve(import.meta.dirname, '../docs/images');
const modelKey = '16_pro';

const screens = [
  { file: 'editor-phone.png', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { file: 'editor-desktop.png', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

/** Drops the photos on the editor as files, as a shopper dragging them from the desktop does. */
async function dropPhotos(page: Page, photos: readonly DemoPhoto[]): Promise<void> {
  const files = photos.map(({ name, mimeType, buffer }) => ({ name, mimeType, data: buffer.toString('base64') }));
  await page.evaluate((sent) => {
    const transfer = new DataTransfer();
    for (const { name, mimeType, data } of sent) {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: mimeType }));
    }
    const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer });
    window.__caseStage?.container().dispatchEvent(drop);
  }, files);
  await page.waitForFunction((count) => window.__caseStore?.getState().library.trayImageIDs.length === count, photos.length, {
    timeout: 60_000,
  });
}

/** Lays the tray's photos out as a collage on a background colour, with a caption over it, and leaves nothing selected. */
async function composeDesign(page: Page): Promise<void> {
  const model = findModel(modelKey);
  if (!model) throw new Error(`the catalog has no model ${modelKey}`);
  const geometry = templateGeometry(model);
  const library = await page.evaluate(() => window.__caseStore?.getState().library);
  if (!library) throw new Error('the editor exposes no store (window.__caseStore)');
  const sizes = new Map(library.images.map(({ imageID, width, height }) => [imageID, { width, height }]));
  const collage = demoCollage(geometry, library.trayImageIDs, sizes);
  const caption = demoCaption(geometry, collage.items);
  await page.evaluate(
    ({ arranged, text, background }) => {
      const store = window.__caseStore;
      store?.dispatch({ type: 'design/backgroundColorChanged', payload: background });
      store?.dispatch({ type: 'canvas/collageArranged', payload: arranged });
      store?.dispatch({ type: 'canvas/textAdded', payload: { ...text, itemID: 'docs-caption' } });
      store?.dispatch({ type: 'editor/textEditingEnded' });
      store?.dispatch({ type: 'editor/itemSelected', payload: null });
    },
    { arranged: collage, text: caption, background: palette.sage },
  );
  // Every item shows its bitmap (a picture's proxy, the caption once its font is loaded).
  const itemIDs = [...collage.items.map((item) => item.itemID), 'docs-caption'];
  await page.waitForFunction((ids) => ids.every((id) => window.__caseStage?.findOne(`#${id}`)?.getAttr('image')), itemIDs, {
    timeout: 30_000,
  });
}

async function screenshot(browser: Browser, baseURL: string, screen: (typeof screens)[number], photos: readonly DemoPhoto[]): Promise<void> {
  const { file, ...device } = screen;
  const context = await browser.newContext({ ...device, baseURL, serviceWorkers: 'block' });
  await context.addInitScript((key) => {
    if (!localStorage.getItem('phoneModel')) localStorage.setItem('phoneModel', key);
  }, modelKey);
  const page = await context.newPage();
  await page.goto('/editor');
  await page.waitForFunction(() => window.__caseStage && window.__caseStore?.getState().library.restored, undefined, { timeout: 60_000 });
  await dropPhotos(page, photos);
  await composeDesign(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  const path = resolve(outDir, file);
  const { size } = await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(path);
  console.log(`${path}: ${Math.round(size / 1024)} KB`);
}

await mkdir(outDir, { recursive: true });
const server = await startServer(process.argv[2] ? Number(process.argv[2]) : await freePort());
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const photos = await demoPhotos(4);
  for (const screen of screens) await screenshot(browser, server.url, screen, photos);
} finally {
  await browser.close();
  await server.stop();
}
