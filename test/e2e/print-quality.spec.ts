import AxeBuilder from '@axe-core/playwright';
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
import { caseOf, drag } from '../helpers/canvasGestures.ts';
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
    // 250 px over the 373 units (half the back's width) "Add" makes a square picture: 170 DPI, "Good".
    const [itemID = ''] = await placeStickers(page, [{ name: 'small.jpg', size: 250, colour: '#0000ff' }]);
    await page.getByRole('button', { name: 'Selector' }).click();
    // "Add" puts it at the first free spot, under the camera: move it to the middle, where it has room to grow.
    const placed = itemById(await storeState(page), itemID);
    await drag(page, centreOf(placed), caseOf('15').caseCentre, true);
    await expect.poll(async () => centreOf(itemById(await storeState(page), itemID))).not.toEqual(centreOf(placed));
    const before = itemById(await storeState(page), itemID);
    await tapAt(page, centreOf(before));
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(itemID);
    await expect(quality(page)).toContainText('Print: Good');
    expect(await badgePositions(page)).toEqual([]);

    // Drag the bottom-right corner out by 120 units and hold: past 423 units wide it prints under 150 DPI.
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
    // 64 px over 373 units: 44 DPI. The sharp photo is placed after it, on top.
    const [lowID, sharpID] = await placeStickers(page, [
      { name: 'tiny.jpg', size: 64, colour: '#e63946' },
      { name: 'photo.jpg', size: 1200, colour: '#2a9d8f' },
    ]);
    await page.getByRole('button', { name: 'Checkout' }).click();
    const review = page.getByRole('dialog', { name: 'Check your design' });
    await expect(review).toContainText('tiny.jpg is low resolution (44 DPI) and may print blurry.');
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

  test('Preview Case of an empty design: the review (accessible), then the preview as before', async ({ page }) => {
    await openEditor(page, '15');
    await page.getByRole('button', { name: 'Preview Case' }).click();
    const review = page.getByRole('dialog', { name: 'Check your design' });
    await expect(review).toContainText('Your design is empty');
    expect(await review.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const violations = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // Past it, the preview goes on as before: the exported design is sent and answered with a mockup,
    // or refused for the 2-minute cooldown when another spec's preview came from this address.
    const answer = page.waitForResponse('**/api/preview_printful_product');
    await review.getByRole('button', { name: 'Continue anyway' }).click();
    const response = await answer;
    if (response.status() === 429) {
      await expect(page.getByRole('dialog', { name: 'Preview' })).toContainText('You can only create a mock every 2 minutes.');
    } else {
      expect(response.status()).toBe(200);
      await expect(page.getByRole('dialog', { name: 'Your case' }).getByRole('img', { name: /Mockup/ })).toBeVisible({ timeout: 30_000 });
    }
  });

  test('a design with nothing to review goes straight to payment', async ({ page }) => {
    await openEditor(page, '15');
    await placeStickers(page, [{ name: 'photo.jpg', size: 1200, colour: '#2a9d8f' }]);
    // A review would stop the checkout until answered: reaching the payment page means none came.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]+$/, { timeout: 30_000 });
  });
});

test.describe('the print file with ghosts', () => {
  test.skip(({ isMobile }) => !isMobile, 'the export is the same on every screen');

  test('ghosts are drawn all round the sticker, which covers them, and off the page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openEditor(page, '15');
    const [itemID = ''] = await placeStickers(page, [{ name: 'blue.jpg', size: 400, colour: '#0000ff' }]);
    await page.evaluate(() => {
      const store = (window as unknown as { __caseStore?: { dispatch(action: unknown): void } }).__caseStore;
      store?.dispatch({ type: 'design/ghostsEnabledChanged', payload: true });
      for (const [setting, value] of [['ghostFreq', 10], ['ghostSize', 80], ['ghostOpacity', 100]] as const) {
        store?.dispatch({ type: 'design/ghostSettingChanged', payload: { setting, value } });
      }
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const png = await sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
    expect([png.info.width, png.info.height]).toEqual([template.width * 2, template.height * 2]);
    const pixel = (x: number, y: number) => {
      const offset = (Math.round(y) * png.info.width + Math.round(x)) * png.info.channels;
      return Array.from(png.data.subarray(offset, offset + 3));
    };

    const item = itemById(await storeState(page), itemID);
    const centre = centreOf(item);
    const [r = 0, g = 0, b = 0] = pixel(centre.x * 2, centre.y * 2);
    expect([r < 10, g < 10, b > 245]).toEqual([true, true, true]);
    // Over the plain background (#4a5759) the ghosts, blue copies 32 units wide blended
    // hard-light, show in every quarter of the print, as scattered stamps: some of it, not all.
    const sticker = { left: item.TL_imageBounds.x * 2, top: item.TL_imageBounds.y * 2, right: item.BR_imageBounds.x * 2, bottom: item.BR_imageBounds.y * 2 };
    const ghostedShare = (left: number, top: number) => {
      const samples = Array.from({ length: 900 }, (_, index) => ({
        x: (left + ((index % 30) + 0.5) / 60) * png.info.width,
        y: (top + (Math.floor(index / 30) + 0.5) / 60) * png.info.height,
      })).filter(({ x, y }) => x < sticker.left || x > sticker.right || y < sticker.top || y > sticker.bottom);
      const ghosted = samples.filter(({ x, y }) => {
        const [red, green, blue] = pixel(x, y);
        return !(red === 0x4a && green === 0x57 && blue === 0x59);
      });
      return ghosted.length / samples.length;
    };
    for (const [left, top] of [[0, 0], [0.5, 0], [0, 0.5], [0.5, 0.5]] as const) {
      const share = ghostedShare(left, top);
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThan(0.95);
    }
    expect(warnings.filter((text) => text.includes('ghosts on the page'))).toEqual([]);
  });
});

test.describe('the print ghost layer kept between exports', () => {
  test.skip(({ isMobile }) => !isMobile, 'the export is the same on every screen');

  async function exportedPixels(page: Page): Promise<Buffer> {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    return sharp(await (await download).path()).raw().toBuffer();
  }

  async function setGhostSize(page: Page, value: number): Promise<void> {
    await page.evaluate((size) => {
      const store = (window as unknown as { __caseStore?: { dispatch(action: unknown): void } }).__caseStore;
      store?.dispatch({ type: 'design/ghostSettingChanged', payload: { setting: 'ghostSize', value: size } });
    }, value);
  }

  test('prints alike whether the layer was drawn ahead or during the export, and never an outdated one', async ({ page }) => {
    await openEditor(page, '15');
    await placeStickers(page, [{ name: 'blue.jpg', size: 400, colour: '#0000ff' }]);
    await page.evaluate(() => {
      const store = (window as unknown as { __caseStore?: { dispatch(action: unknown): void } }).__caseStore;
      store?.dispatch({ type: 'design/ghostsEnabledChanged', payload: true });
      store?.dispatch({ type: 'design/ghostSettingChanged', payload: { setting: 'ghostOpacity', value: 100 } });
    });
    await setGhostSize(page, 80);
    // Past the second the editor waits for the settings to settle, and the drawing.
    await page.waitForTimeout(3000);
    const drawnAhead = await exportedPixels(page);

    const differingShare = (pixels: Buffer) => drawnAhead.filter((value, index) => value !== pixels[index]).length / drawnAhead.length;
    await setGhostSize(page, 40);
    expect(differingShare(await exportedPixels(page))).toBeGreaterThan(0.05);

    // The export that draws its own layer clips each ghost to what the sticker leaves showing, and
    // Chromium rounds the anti-aliased edge of a clipped ghost a little differently: the two prints
    // differ in a few edge pixels (about one value in 10,000), never as a change of the ghosts does.
    await setGhostSize(page, 80);
    expect(differingShare(await exportedPixels(page))).toBeLessThan(0.001);
  });
});
