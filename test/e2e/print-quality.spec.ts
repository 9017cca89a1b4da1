import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import {
  addStickers,
  centreOf,
  clientPointOf,
  itemById,
  openEditor,
  sizeOf,
  storeState,
  type Point,
} from '../helpers/editorPage.ts';
import { solidJpeg } from '../helpers/images.ts';
import { line, touchPath } from '../helpers/touch.ts';

const model = findModel('15');
if (!model) throw new Error('model 15 is missing from the catalog');
const template = templateGeometry(model);

/** Puts tray pictures on the case with their "Add <name>" buttons; answers the new items' ids. */
async function placeStickers(page: Page, files: { name: string; size: number; colour: string }[]): Promise<string[]> {
  await addStickers(
    page,
    await Promise.all(
      files.map(async ({ name, size, colour }) => ({ name, mimeType: 'image/jpeg', buffer: await solidJpeg(size, size, colour) })),
    ),
  );
  for (const { name } of files) await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(files.length);
  return (await storeState(page)).canvas.present.items.map((item) => item.itemID);
}

async function tapAt(page: Page, at: Point): Promise<void> {
  const point = await clientPointOf(page, at);
  await page.touchscreen.tap(point.x, point.y);
}

/** Badges drawn on the canvas, in template units (the stage is exposed as window.__caseStage). */
async function badgePositions(page: Page): Promise<Point[]> {
  return page.evaluate(() => {
    const stage = (window as unknown as { __caseStage?: { find(selector: string): { x(): number; y(): number }[] } }).__caseStage;
    return (stage?.find('.quality-badge') ?? []).map((badge) => ({ x: badge.x(), y: badge.y() }));
  });
}

const quality = (page: Page) => page.getByRole('status', { name: 'Print quality' });

test.describe('print quality', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone journey at 390x844 with touch');

  test('a small picture enlarged turns "Low" during the resize, then carries a badge that is not printed', async ({ page }) => {
    await openEditor(page, '15');
    // 200 px over the 274 units a small picture drops at: 185 DPI, "Good".
    const [itemID = ''] = await placeStickers(page, [{ name: 'small.jpg', size: 200, colour: '#0000ff' }]);
    await page.getByRole('button', { name: 'Selector' }).click();
    const before = itemById(await storeState(page), itemID);
    await tapAt(page, centreOf(before));
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(itemID);
    await expect(quality(page)).toContainText('Print: Good');
    expect(await badgePositions(page)).toEqual([]);

    // Drag the bottom-right corner out by 120 units and hold: past 339 units wide it prints under 150 DPI.
    const cdp = await page.context().newCDPSession(page);
    const from = await clientPointOf(page, before.BR_imageBounds);
    const to = await clientPointOf(page, { x: before.BR_imageBounds.x + 120, y: before.BR_imageBounds.y + 120 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
    await page.waitForTimeout(60);
    for (const point of line(from, to, 10)) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point, id: 1 }] });
      await page.waitForTimeout(16);
    }
    await expect(quality(page)).toContainText('Print: Low: may print blurry');
    // Live, from the gesture: the store still has the sticker as it was.
    expect(itemById(await storeState(page), itemID)).toEqual(before);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();

    await expect.poll(async () => sizeOf(itemById(await storeState(page), itemID)).width).toBeGreaterThan(339);
    const after = itemById(await storeState(page), itemID);
    await expect(quality(page)).toContainText('Print: Low: may print blurry');
    const topRight = { x: after.BR_imageBounds.x, y: after.TL_imageBounds.y };
    await expect.poll(() => badgePositions(page)).toEqual([topRight]);

    // The print file shows the blue sticker under the badge's place.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const png = await sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
    const at = { x: Math.round((topRight.x - 8) * 2), y: Math.round((topRight.y + 8) * 2) };
    const offset = (at.y * png.info.width + at.x) * png.info.channels;
    const [r = 0, g = 0, b = 0] = png.data.subarray(offset, offset + 3);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
    expect(g).toBeLessThan(60);
  });

  test('a sticker moved onto the camera gets a hint', async ({ page }) => {
    await openEditor(page, '15');
    // 600 px drops at the smallest sticker size, 274 units square: smaller than the 360-unit cut-out.
    const [itemID = ''] = await placeStickers(page, [{ name: 'photo.jpg', size: 600, colour: '#2a9d8f' }]);
    await page.getByRole('button', { name: 'Selector' }).click();
    const before = itemById(await storeState(page), itemID);
    await tapAt(page, centreOf(before));
    await expect(quality(page)).toContainText('Print: Sharp');
    await expect(quality(page)).not.toContainText('camera');

    const camera = template.cameraCutout;
    const cameraCentre = { x: camera.x + camera.width / 2, y: camera.y + camera.height / 2 };
    await touchPath(page, line(await clientPointOf(page, centreOf(before)), await clientPointOf(page, cameraCentre), 12), { holdMs: 60 });
    await expect.poll(async () => centreOf(itemById(await storeState(page), itemID)).y).toBeLessThan(camera.y + camera.height);
    await expect(quality(page)).toContainText('Mostly under the camera');
  });

  test('Checkout with a low sticker: the review, "Fix it" selects it, "Continue anyway" goes to payment', async ({ page }) => {
    await openEditor(page, '15');
    // 64 px over 274 units: 59 DPI. The sharp photo is placed on top of it.
    const [lowID, sharpID] = await placeStickers(page, [
      { name: 'tiny.jpg', size: 64, colour: '#e63946' },
      { name: 'photo.jpg', size: 1200, colour: '#2a9d8f' },
    ]);
    await page.getByRole('button', { name: 'Checkout' }).click();
    const review = page.getByRole('dialog', { name: 'Check your design' });
    await expect(review).toContainText('tiny.jpg is low resolution (59 DPI) and may print blurry.');
    await expect(review).not.toContainText('photo.jpg');
    await review.getByRole('button', { name: 'Fix it' }).click();
    await expect(review).toBeHidden();
    const state = await storeState(page);
    expect(state.editor.selectedItemID).toBe(lowID);
    expect(state.editor.tool).toBe('selector');
    expect(sharpID).not.toBe(lowID);
    await expect(quality(page)).toContainText('Print: Low: may print blurry');
    expect(page.url()).toMatch(/\/editor$/);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await review.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]+$/, { timeout: 30_000 });
  });

  test('a design with nothing to review goes straight to payment', async ({ page }) => {
    await openEditor(page, '15');
    await placeStickers(page, [{ name: 'photo.jpg', size: 1200, colour: '#2a9d8f' }]);
    // A review would stop the checkout until answered: reaching the payment page means none came.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]+$/, { timeout: 30_000 });
  });
});
