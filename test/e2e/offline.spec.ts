import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { palette } from '../../src/shared/brand.ts';
import type { DesignTemplate } from '../../src/shared/designTemplates/designTemplate.ts';
import { offlineMessage } from '../../src/shared/offline.ts';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { addStickers, openEditor, storeState } from '../helpers/editorPage.ts';
import { phonePhoto, solidJpeg } from '../helpers/images.ts';
import { textBitmap, writeText } from '../helpers/textItems.ts';

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

const offlineBanner = (page: Page) => page.getByText('You’re offline. Your design is kept on this phone.', { exact: true });

/** Waits until the store's service worker has the page in charge (it registers once the page has loaded). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Waits until the service worker keeps `path` (it hands itself what the page loaded before it was in charge). */
async function waitUntilKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path), { timeout: 30_000 })
    .toBe(true);
}

/** Saves the print file with Save as PNG and counts its pixels within 12 levels of each colour. */
async function exportedColourCounts(page: Page, colours: string[]): Promise<number[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const { data, info } = await sharp(await (await download).path()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const targets = colours.map((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));
  const counts = colours.map(() => 0);
  for (let offset = 0; offset < data.length; offset += info.channels) {
    targets.forEach((target, index) => {
      if (target.every((value, channel) => Math.abs((data[offset + channel] ?? 0) - value) <= 12)) counts[index] = (counts[index] ?? 0) + 1;
    });
  }
  return counts;
}

/** The design template files as the build ships them (the store's module reads them through Vite). */
async function designTemplateFiles(): Promise<DesignTemplate[]> {
  const dir = join(import.meta.dirname, '../../src/shared/designTemplates/templates');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as DesignTemplate));
}

/** Presses a store button and answers the offline message's dialog, closed again with OK. */
async function expectOfflineMessage(page: Page, button: string, dialogTitle: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toContainText(offlineMessage);
  await dialog.getByRole('button', { name: /^(OK|Close dialog)$/ }).first().click();
  await expect(dialog).toBeHidden();
}

test('after one visit the editor opens and works offline, says what waits for the network, and checks out once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openEditor(page, '15');
  await waitForServiceWorker(page);
  const sky = '#3a7bd5';
  const rose = '#d1495b';
  await addStickers(page, [
    { name: 'sky.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1600, 1200, sky) },
    { name: 'rose.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 1600, rose) },
  ]);
  await page.getByRole('button', { name: 'Add sky.jpg' }).click();
  await page.getByRole('button', { name: 'Add rose.jpg' }).click();
  await writeText(page, { words: 'On a plane', font: 'Pacifico', colour: 'White', outline: null });
  const designed = (await storeState(page)).canvas.present.items;
  expect(designed).toHaveLength(3);
  // What the page loaded before the service worker was in charge: it asks for it again through it.
  await waitUntilKept(page, '/phone_templates/15.svg');

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(designed);
  await expect(offlineBanner(page)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Editable: a picture from the tray goes on, Undo takes it off again.
  await page.getByRole('button', { name: 'Add sky.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(4);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(designed);

  // Save as PNG draws both pictures (and the text, in its font) without the network.
  const [skyPixels = 0, rosePixels = 0] = await exportedColourCounts(page, [sky, rose]);
  expect(skyPixels).toBeGreaterThan(10_000);
  expect(rosePixels).toBeGreaterThan(10_000);

  const before = await storeState(page);
  await expectOfflineMessage(page, 'Preview Case', 'Preview');
  await expectOfflineMessage(page, 'Checkout', 'Checkout');
  await expectOfflineMessage(page, 'Share', 'Share your design');
  const after = await storeState(page);
  expect(after.canvas.present.items).toEqual(before.canvas.present.items);
  expect(after.preview).toEqual(before.preview);
  expect(await page.evaluate(() => localStorage.getItem('previewCooldownUntil'))).toBeNull();

  // Landing: the same page, without a reload, goes on to payment.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toBeHidden();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Check your design' });
  const paymentPage = page.getByRole('heading', { level: 1, name: 'Checkout' });
  await expect(review.or(paymentPage)).toBeVisible({ timeout: 30_000 });
  // Where the text landed may make it small print, which the review lists first.
  if (await review.isVisible()) await review.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(paymentPage).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/checkout\/test\/[a-z2-7]{26}$/);
});

test('one visit to the landing page is enough: the picker, the editor in any font and the shelf of designs open offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  // In the background the worker is handed every model's template and every offered font.
  await waitUntilKept(page, '/phone_templates/15.svg');
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('fonts')).keys()).length), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(20);

  await context.setOffline(true);
  await page.goto('/caseconfiguration');
  await page.getByRole('radio', { name: 'iPhone 15', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  const text = await writeText(page, { words: 'Offline', font: 'Lobster', colour: 'White', outline: null });
  // Drawn once its font has loaded, from the worker's cache: a font that cannot load is never drawn.
  expect(await textBitmap(page, text.itemID)).toMatch(/^data:image\/png/);
  await expect(page.getByText(/We could not load the font/)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  // The shelf, one tap away, lists the design and opens it again, all from what the browser holds.
  await page.getByRole('link', { name: 'My designs' }).click();
  await expect(page).toHaveURL(/\/designs$/);
  const design = page.getByRole('list', { name: 'My designs' }).getByRole('listitem', { name: 'My iPhone 15 case' });
  await expect(design).toContainText('Matte iPhone 15');
  await design.getByRole('button', { name: 'Open My iPhone 15 case' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect.poll(async () => (await storeState(page)).canvas.present.items.map((item) => item.itemID), { timeout: 30_000 }).toEqual([text.itemID]);
});

test('the worker keeps an address by its path alone: a query that ends like a kept file keeps nothing (issue 53)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  const kept = await page.evaluate(async () => {
    // Answered 200 by the store; each query ends like a file of a year-long cache.
    for (const url of ['/api/catalog?x=/art/0a1b2c/1f436.svg', '/api/catalog?f=/media/sample-case.webp', '/manifest.webmanifest?/art/0/index.json']) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }
    const names = await caches.keys();
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return urls.flat();
  });
  expect(kept.filter((url) => url.includes('?') && !url.includes('__WB_REVISION__'))).toEqual([]);
});

test('one visit is enough for the design templates: the gallery draws them and one opens in the editor, with its words and emoji, and prints, offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  // In the background the worker is handed every offered font and the templates' emoji.
  const { base } = JSON.parse(await readFile(join(import.meta.dirname, '../../generated/art/manifest.json'), 'utf8')) as { base: string };
  const templates = await designTemplateFiles();
  const emoji = new Set(templates.flatMap((template) => template.items.flatMap((item) => (item.kind === 'art' && item.source === 'emoji' ? [item.artID] : []))));
  for (const emojiID of emoji) await waitUntilKept(page, `${base}${emojiID}.svg`);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('fonts')).keys()).length), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(20);

  await context.setOffline(true);
  await page.goto('/templates');
  await expect(page.getByRole('list', { name: 'Designs' }).locator('img')).toHaveCount(templates.length, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Confetti party', exact: true }).click();
  await page.getByRole('radio', { name: 'iPhone 15', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length, { timeout: 30_000 }).toBeGreaterThan(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await expect(page.getByText(/We could not load/)).toHaveCount(0);
  await expect(offlineBanner(page)).toBeVisible();
});

test('the offline caches wait while photos import, and are filled once the photos are in', async ({ page }) => {
  test.setTimeout(120_000);
  const photos = await Promise.all(
    ([1, 6, 1] as const).map(async (orientation, index) => ({
      name: `IMG_100${index}.JPG`,
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(index + 1, orientation),
    })),
  );
  await openEditor(page, '16');
  await waitForServiceWorker(page);
  // The warm-up hands the worker every font, then every model's template: the last is not kept yet.
  const lastTemplate = '/phone_templates/s25_ultra.svg';
  expect(await page.evaluate(async (url) => (await caches.match(url)) === undefined, lastTemplate)).toBe(true);
  await page.evaluate((count) => {
    const marks = window as unknown as { __pickedAt?: number; __allInAt?: number };
    document.querySelector('input[type=file][multiple]')?.addEventListener('change', () => (marks.__pickedAt = performance.now()), { once: true });
    const store = window.__caseStore;
    store?.subscribe(() => {
      if (marks.__allInAt === undefined && store.getState().library.trayImageIDs.length === count) marks.__allInAt = performance.now();
    });
  }, photos.length);
  await addStickers(page, photos);

  const warmedDuringImport = await page.evaluate(() => {
    const { __pickedAt: pickedAt = NaN, __allInAt: allInAt = NaN } = window as unknown as { __pickedAt?: number; __allInAt?: number };
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > pickedAt && entry.startTime < allInAt && /\/phone_templates\/|\.woff2$/.test(entry.name))
      .map((entry) => entry.name);
  });
  // At most the one request already on its way when the photos were picked.
  expect(warmedDuringImport.length).toBeLessThanOrEqual(1);
  await waitUntilKept(page, lastTemplate);
});

test('a HEIC photo picked offline waits in the tray, through a reload, and is converted when the network returns', async ({ page, context }) => {
  await openEditor(page, '15');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
  await (await chooser).setFiles({
    name: 'IMG_0001.heic',
    mimeType: 'image/heic',
    buffer: await readFile(new URL('../fixtures/heic/small-640x480.heic', import.meta.url)),
  });
  const tray = page.getByRole('region', { name: 'Sticker tray' });
  const waiting = tray.getByText('waiting for a connection');
  await expect(waiting).toBeVisible();
  await expect(tray).toContainText('IMG_0001.heic');
  await expect(page.getByRole('status').filter({ hasText: 'IMG_0001.heic will be added when you’re back online' })).toBeVisible();
  expect((await storeState(page)).library.images).toEqual([]);

  await page.reload();
  await expect(waiting).toBeVisible({ timeout: 30_000 });

  await context.setOffline(false);
  await expect(tray.getByRole('button', { name: 'Add IMG_0001.heic' })).toBeVisible({ timeout: 30_000 });
  await expect(waiting).toBeHidden();
  expect((await storeState(page)).library.images.map(({ name, width, height }) => [name, width, height])).toEqual([
    ['IMG_0001.heic', 640, 480],
  ]);
});

test('the manifest is valid and Chromium finds the store installable', async ({ request }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every new context is.
  const profile = await mkdtemp(join(tmpdir(), 'case-collage-profile-'));
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    ...{ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestResponse = await request.get(href ?? '');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Case Collage',
      short_name: 'Case Collage',
      start_url: '/editor',
      scope: '/',
      display: 'standalone',
      theme_color: palette.slate,
      background_color: palette.blush,
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const { width, height, format } = await sharp(await (await request.get(icon.src)).body()).metadata();
      expect(`${width}x${height} ${format}`).toBe(`${icon.sizes} png`);
    }
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the offline bar moves the page down by its own height, and the page moves back when the network returns', async ({ page, context }) => {
  await page.goto('/');
  const header = page.locator('.site-header');
  await expect(header).toBeVisible();
  const headerTop = () => header.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const bodyPadding = () => page.evaluate(() => getComputedStyle(document.body).paddingTop);
  expect(await bodyPadding()).toBe('0px');

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  const barHeight = await page.locator('.app-status').evaluate((element) => Math.round(element.getBoundingClientRect().height));
  expect(barHeight).toBeGreaterThanOrEqual(36);
  await expect.poll(bodyPadding).toBe(`${barHeight}px`);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(headerTop).toBe(barHeight);

  await context.setOffline(false);
  await expect(offlineBanner(page)).toBeHidden();
  await expect.poll(bodyPadding).toBe('0px');
  await expect.poll(headerTop).toBe(0);
});
