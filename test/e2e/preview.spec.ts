import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addStickers, openEditor, storeState } from '../helpers/editorPage.ts';

const fixture = (name: string) => readFile(new URL(`../fixtures/heic/${name}`, import.meta.url));

test.describe('photos and previews', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone journey; the server routes have their own tests');

  test('HEIC photos become stickers (upright, downscaled); a broken one is named and skipped', async ({ page }) => {
    await openEditor(page, '16_pro');
    await addStickers(page, [
      { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: await fixture('photo-4032x3024.heic') },
      { name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: await fixture('rotated-90cw.heic') },
      { name: 'IMG_0003.heic', mimeType: '', buffer: await fixture('example.heic') },
    ]);
    const { library } = await storeState(page);
    const size = (name: string) => {
      const image = library.images.find((candidate) => candidate.name === name);
      return image && [image.width, image.height];
    };
    expect(size('IMG_0001.HEIC')).toEqual([2048, 1536]);
    expect(size('IMG_0002.HEIC')).toEqual([480, 640]);
    expect(size('IMG_0003.heic')).toEqual([1280, 854]);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
    await (await chooser).setFiles({ name: 'broken.heic', mimeType: 'image/heic', buffer: await fixture('malformed-fuzzed.heic') });
    await expect(page.getByRole('status').filter({ hasText: 'broken.heic' })).toBeVisible();
    expect((await storeState(page)).library.images).toHaveLength(3);
  });

  test('Preview Case shows a mockup of the design, then counts down, also after a reload; the server refuses a second one', async ({ page }) => {
    await openEditor(page, '16_pro');
    await addStickers(page, [{ name: 'photo.heic', mimeType: 'image/heic', buffer: await fixture('small-640x480.heic') }]);
    await page.getByRole('button', { name: 'Add photo.heic' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);

    await page.getByRole('button', { name: 'Preview Case' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your case' });
    await expect(dialog).toBeVisible();
    const mockup = dialog.getByRole('img', { name: /Mockup/ });
    await expect(mockup).toBeVisible({ timeout: 30_000 });
    expect(await mockup.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();

    const countdown = page.getByRole('button', { name: /Preview in [01]:\d\d/ });
    await expect(countdown).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('button', { name: /Preview in [01]:\d\d/ })).toBeDisabled();

    // Past the client's countdown, the server still holds the visitor to one new mockup per
    // 2 minutes (the same design again would come from its cache, so the design changes).
    await page.evaluate(() => localStorage.removeItem('previewCooldownUntil'));
    await page.reload();
    await page.getByRole('button', { name: 'Background' }).click();
    await page.getByLabel('Colour').fill('#123456');
    await page.getByRole('button', { name: 'Preview Case' }).click();
    const refusal = page.getByRole('dialog', { name: 'Preview' });
    await expect(refusal).toContainText('You can only create a mock every 2 minutes.');
  });
});
