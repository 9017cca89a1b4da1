import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newVersion } from '../../src/shared/newVersion.ts';
import { addStickers, openEditor } from '../helpers/editorPage.ts';
import { solidJpeg } from '../helpers/images.ts';

test.use({ serviceWorkers: 'allow' });
void newVersion;

test('screens', async ({ page, context }, info) => {
  const name = info.project.name;
  await openEditor(page, '15');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await addStickers(page, [{ name: 'sky.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1600, 1200, '#3a7bd5') }]);
  await page.getByRole('button', { name: 'Add sky.jpg' }).click();
  await context.setOffline(true);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-1-banner.png` });
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-2-message.png` });
  await page.getByRole('button', { name: 'OK' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
  await (await chooser).setFiles({ name: 'IMG_0001.heic', mimeType: 'image/heic', buffer: await readFile(new URL('../fixtures/heic/small-640x480.heic', import.meta.url)) });
  await expect(page.getByText('waiting for a connection')).toBeVisible();
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-3-heic.png` });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-4-share.png` });
  await page.getByRole('button', { name: 'Close dialog' }).click();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Add IMG_0001.heic' })).toBeVisible({ timeout: 30_000 });
  // The offer, as the registration makes it.
  await page.evaluate(async () => {
    const url = [...document.scripts].map((s) => s.src).find((src) => src.includes('/assets/index-'));
    void url;
  });
  await page.route('**/api/create_checkout_session', (route) => route.fulfill({ status: 412, contentType: 'application/json', body: '{"error":"x"}' }));
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Check your design' });
  await page.waitForTimeout(1000);
  if (await review.isVisible()) await review.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-5-update-dialog.png` });
  await page.getByRole('button', { name: 'OK' }).click();
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-6-update.png` });
  await context.setOffline(true);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-7-both.png` });
  await context.setOffline(false);
  await page.goto('/');
  await context.setOffline(true);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/wt35-shots/${name}-8-landing-offline.png` });
});
