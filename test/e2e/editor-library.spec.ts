import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addStickers, centreOf, clientPointOf, openEditor, storeState } from '../helpers/editorPage.ts';
import { solidJpeg } from '../helpers/images.ts';

async function placeBlueSticker(page: Page): Promise<void> {
  await openEditor(page, '16');
  await addStickers(page, [{ name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 400, '#0000ff') }]);
  await page.getByRole('button', { name: 'Add blue.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
}

async function selectTheSticker(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Selector' }).click();
  const [item] = (await storeState(page)).canvas.present.items;
  if (!item) throw new Error('no sticker');
  const at = await clientPointOf(page, centreOf(item));
  if (test.info().project.name === 'phone') await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(item.itemID);
}

test.describe('the sticker library and the undo history', () => {
  test('Clear tray keeps the pictures Undo needs: the sticker comes back and is in the print file', async ({ page }) => {
    await placeBlueSticker(page);
    await selectTheSticker(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(0);
    await page.getByRole('button', { name: 'Clear tray' }).click();
    await expect.poll(async () => (await storeState(page)).library.trayImageIDs.length).toBe(0);
    await expect(page.getByRole('button', { name: 'Add blue.jpg' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const png = await sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
    const [item] = (await storeState(page)).canvas.present.items;
    if (!item) throw new Error('no sticker');
    // The print file is 2× the template: the sticker's centre in print pixels.
    const centre = centreOf(item);
    const at = (Math.round(centre.y * 2) * png.info.width + Math.round(centre.x * 2)) * png.info.channels;
    const [red, green, blue] = png.data.subarray(at, at + 3);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(60);
    expect(green).toBeLessThan(60);
  });

  test('a sticker whose picture is gone from the browser stops the export with a message and is selected', async ({ page }) => {
    await placeBlueSticker(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('case-collage');
          open.onerror = () => reject(new Error('no image database'));
          open.onsuccess = () => {
            const transaction = open.result.transaction('image-cache', 'readwrite');
            transaction.objectStore('image-cache').clear();
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(new Error('could not clear the images'));
          };
        }),
    );
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const dialog = page.getByRole('dialog', { name: 'Missing picture' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('A picture on your case is missing from this browser');
    const [item] = (await storeState(page)).canvas.present.items;
    expect((await storeState(page)).editor.selectedItemID).toBe(item?.itemID);
    expect(downloaded).toBe(false);
  });
});
