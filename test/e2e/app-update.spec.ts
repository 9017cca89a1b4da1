import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiVersion, apiVersionHeader, outdatedPageMessage } from '../../src/shared/api/apiVersion.ts';
import { addStickers, openEditor, storeState } from '../helpers/editorPage.ts';
import { solidJpeg } from '../helpers/images.ts';
import { startStoreProcess, type StoreProcess } from '../helpers/storeProcess.ts';

const builtClient = resolve(import.meta.dirname, '../../dist/client');
const newVersionOffer = (page: Page) => page.getByText('A new version is ready');

/**
 * A copy of the build, and a "next" build made from it as a deployment would differ: its page
 * carries a marker, so its service worker's precache list names the page with a new revision.
 */
async function twoBuilds(): Promise<{ current: string; next: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'case-collage-builds-'));
  const current = join(root, 'current');
  const next = join(root, 'next');
  await cp(builtClient, current, { recursive: true });
  await cp(builtClient, next, { recursive: true });
  const page = await readFile(join(next, 'index.html'), 'utf8');
  await writeFile(join(next, 'index.html'), page.replace('<head>', '<head><meta name="build" content="next" />'));
  const worker = await readFile(join(next, 'sw.js'), 'utf8');
  const revised = worker.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1next-build"');
  expect(revised).not.toBe(worker);
  await writeFile(join(next, 'sw.js'), revised);
  return { current, next, remove: () => rm(root, { recursive: true, force: true }) };
}

test.describe('a new version of the store', () => {
  test.use({ serviceWorkers: 'allow' });

  test('is fetched in the background, offered with Reload, and taken only then, keeping the design', async ({ page, context }) => {
    test.setTimeout(120_000);
    const builds = await twoBuilds();
    let store: StoreProcess = await startStoreProcess({ CLIENT_DIR: builds.current, LOG_LEVEL: 'warn' });
    const port = Number(new URL(store.url).port);
    try {
      await openEditor(page, '15', `${store.url}/editor`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await addStickers(page, [{ name: 'sky.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 900, '#3a7bd5') }]);
      await page.getByRole('button', { name: 'Add sky.jpg' }).click();
      await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
      const designed = (await storeState(page)).canvas.present.items;

      // The deployment: the next build takes the current one's place on the same address.
      await store.stop();
      store = await startStoreProcess({ CLIENT_DIR: builds.next, LOG_LEVEL: 'warn' }, port);
      // The page looks for a new version when the network comes back (and every hour).
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(newVersionOffer(page)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('A new version is ready —')).toBeVisible();
      // Waiting, not taken: the same page, still the current build.
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);
      expect(await page.locator('meta[name="build"]').count()).toBe(0);

      await page.getByRole('button', { name: 'Reload', exact: true }).click();
      await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
      await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
      await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(designed);
      await expect(newVersionOffer(page)).toBeHidden();
    } finally {
      await store.stop();
      await builds.remove();
    }
  });
});

test('a page older than the server’s API is refused clearly, offers Reload, and keeps the design', async ({ page }) => {
  await openEditor(page, '15');
  await addStickers(page, [{ name: 'sky.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1600, 1200, '#3a7bd5') }]);
  await page.getByRole('button', { name: 'Add sky.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
  const designed = (await storeState(page)).canvas.present.items;
  // As a page kept from an older build would send it: the real server answers.
  await page.route('**/api/create_checkout_session', async (route) => {
    const headers = { ...route.request().headers(), [apiVersionHeader]: String(apiVersion - 1) };
    await route.continue({ headers });
  });
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toContainText(outdatedPageMessage);
  await expect(newVersionOffer(page)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(page.url()).toMatch(/\/editor$/);

  await page.unroute('**/api/create_checkout_session');
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(newVersionOffer(page)).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(designed);
});
