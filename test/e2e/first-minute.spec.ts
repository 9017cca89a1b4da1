import { expect, test, type Locator, type Page } from '@playwright/test';
import { rotateHandleOffset } from '../../src/editor/model/constants.ts';
import { containsPoint, fromItemFrame, itemBoundingBox, itemCentre, itemCorners } from '../../src/editor/model/geometry.ts';
import { rectsOverlap } from '../../src/editor/model/rects.ts';
import { shareInside } from '../../src/editor/model/safeZone.ts';
import type { CanvasItem } from '../../src/editor/model/types.ts';
import { caseOf, drag } from '../helpers/canvasGestures.ts';
import { addStickers, addTextButton, clientPointOf, editorSection, isStudio, openEditor, storeState, type Point } from '../helpers/editorPage.ts';
import { fourPhonePhotoFiles, solidJpeg } from '../helpers/images.ts';
import { line, touchPath } from '../helpers/touch.ts';

/**
 * The first minute on a phone (issue 32): four 12 MP photos as a phone takes them, added one after
 * another, a text, "Make a collage", empty frames filled by tap and by drop, and every sheet and
 * panel over the editor taking the focus and giving it back.
 */

const modelKey = '15_pro';
const { template } = caseOf(modelKey);
const camera = template.cameraCutout;

const items = async (page: Page) => (await storeState(page)).canvas.present.items as unknown as CanvasItem[];
const historyLength = async (page: Page) => (await storeState(page)).canvas.past.length;

/** The share of `item` shown: sampled on a 40x40 grid, not under a later item nor on the camera cut-out. */
function shareInView(item: CanvasItem, later: readonly CanvasItem[]): number {
  const box = itemBoundingBox(item);
  let shown = 0;
  for (let row = 0; row < 40; row += 1) {
    for (let column = 0; column < 40; column += 1) {
      const point = { x: box.x + ((column + 0.5) * box.width) / 40, y: box.y + ((row + 0.5) * box.height) / 40 };
      const onCamera = point.x >= camera.x && point.x <= camera.x + camera.width && point.y >= camera.y && point.y <= camera.y + camera.height;
      if (!onCamera && !later.some((other) => containsPoint(other, point))) shown += 1;
    }
  }
  return shown / 1600;
}

function expectClearOfCamera(item: CanvasItem): void {
  expect(rectsOverlap(itemBoundingBox(item), camera), `${item.kind} ${item.itemID} on the camera cut-out`).toBe(false);
  expect(shareInside(item, template.caseBack)).toBeGreaterThan(1 - 1e-5);
}

async function tapAt(page: Page, at: Point, touch: boolean): Promise<void> {
  const point = await clientPointOf(page, at);
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Presses a control with the keyboard, so the focus is where a keyboard user's would be. */
async function pressButton(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

/** The element with the focus, described well enough to compare. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent.trim()}` : 'none';
  });

/**
 * The focus is in `overlay` as it opens; Tab keeps it there (a modal one); Escape closes it and
 * the focus is back on `opener`.
 */
async function expectFocusRoundTrip(page: Page, opener: Locator, overlay: Locator, { modal }: { modal: boolean }): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect.poll(() => overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  if (modal) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await overlay.evaluate((element) => element.contains(document.activeElement)), `Tab ${press + 1} left the sheet`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement), { message: `focus on ${await focused(page)}` }).toBe(true);
}

test.describe('the first minute', () => {
  test('four phone photos added one after another stay in view, words stay off the camera, and one tap makes the collage', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, modelKey);
    await (await addTextButton(page)).click();
    await editorSection(page, 'Edit text').getByRole('button', { name: 'Done' }).click();
    const [alone] = await items(page);
    if (!alone) throw new Error('no text');
    expectClearOfCamera(alone);
    // In the middle of the back, across.
    const back = template.caseBack;
    expect(Math.abs(itemCentre(alone).x - (back.x + back.width / 2))).toBeLessThan(1);

    await addStickers(page, await fourPhonePhotoFiles());
    const stored = (await storeState(page)).library.images;
    expect(stored.map(({ width, height }) => [width, height])).toEqual([[2048, 1536], [1536, 2048], [2048, 1536], [1536, 2048]]);
    await expect(page.getByRole('button', { name: 'Make a collage' })).toBeVisible();

    for (const name of ['IMG_0001.JPG', 'IMG_0002.JPG', 'IMG_0003.JPG', 'IMG_0004.JPG']) {
      const before = (await items(page)).length;
      await page.getByRole('button', { name: `Add ${name}` }).click();
      await expect.poll(async () => (await items(page)).length).toBe(before + 1);
    }
    const photos = (await items(page)).filter((item) => item.kind === 'picture');
    expect(photos).toHaveLength(4);
    photos.forEach((photo, index) => {
      expect(shareInView(photo, photos.slice(index + 1)), `photo ${index + 1} in view`).toBeGreaterThanOrEqual(0.6);
      expectClearOfCamera(photo);
      const box = itemBoundingBox(photo);
      expect(box.width).toBeLessThanOrEqual(back.width);
      expect(box.width).toBeGreaterThanOrEqual(back.width / 4);
    });
    await page.screenshot({ path: test.info().outputPath('four-photos.png') });

    const before = await historyLength(page);
    await page.getByRole('button', { name: 'Make a collage' }).click();
    const sheet = editorSection(page, 'Collage');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { pressed: true })).toHaveCount(1);
    const collage = await items(page);
    expect(collage.filter((item) => item.kind === 'picture' && item.crop !== undefined)).toHaveLength(4);
    await page.screenshot({ path: test.info().outputPath('collage-sheet.png') });
    await sheet.getByRole('button', { name: 'Done' }).click();
    expect(await historyLength(page)).toBe(before + 1);
    await expect(page.getByRole('button', { name: 'Make a collage' })).toBeHidden();

    await (await addTextButton(page)).click();
    await editorSection(page, 'Edit text').getByRole('button', { name: 'Done' }).click();
    const texts = (await items(page)).filter((item) => item.kind === 'text');
    expect(texts).toHaveLength(2);
    for (const text of texts) expectClearOfCamera(text);
    const [first, second] = texts;
    if (!first || !second) throw new Error('two texts');
    expect(rectsOverlap(itemBoundingBox(first), itemBoundingBox(second))).toBe(false);
    await page.screenshot({ path: test.info().outputPath('collage-and-words.png') });
  });

  test('Make a collage never lies over the handles of a sticker selected at the top of the case', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    await openEditor(page, modelKey);
    await addStickers(page, [
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 900, '#e63946') },
      { name: 'teal.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 900, '#2a9d8f') },
    ]);
    for (const [index, name] of ['red.jpg', 'teal.jpg'].entries()) {
      await page.getByRole('button', { name: `Add ${name}` }).click();
      await expect.poll(async () => (await items(page)).length).toBe(index + 1);
    }
    await page.getByRole('button', { name: 'Selector' }).click();
    const [, picture] = await items(page);
    if (!picture) throw new Error('no second picture');
    await tapAt(page, itemCentre(picture), touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(picture.itemID);

    // Dragged up until its top edge meets the top of the case's back, where the camera band is.
    const back = template.caseBack;
    const height = picture.BR_imageBounds.y - picture.TL_imageBounds.y;
    await drag(page, itemCentre(picture), { x: back.x + back.width / 2, y: back.y + height / 2 }, touch);
    await expect.poll(async () => (await items(page)).find((item) => item.itemID === picture.itemID)?.TL_imageBounds.y).toBeLessThan(back.y + back.height * 0.05);
    const moved = (await items(page)).find((item) => item.itemID === picture.itemID);
    if (!moved) throw new Error('the picture is gone');
    expect((await storeState(page)).editor.selectedItemID).toBe(moved.itemID);
    await expect(page.getByRole('button', { name: 'Make a collage' })).toBeVisible();

    // Under the rotater and each corner anchor, the stage's canvas, not the offer.
    const handles = [fromItemFrame(moved, { x: itemCentre(moved).x, y: moved.TL_imageBounds.y - rotateHandleOffset }), ...itemCorners(moved)];
    for (const handle of handles) {
      const point = await clientPointOf(page, handle);
      const hit = await page.evaluate(({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return { tag: element?.tagName, onStage: Boolean(element?.closest('[data-testid="design-stage"]')), onOffer: Boolean(element?.closest('.collage-offer')) };
      }, point);
      expect(hit, `handle at ${Math.round(point.x)}, ${Math.round(point.y)}`).toEqual({ tag: 'CANVAS', onStage: true, onOffer: false });
    }
    await page.screenshot({ path: test.info().outputPath('offer-and-selection.png') });

    // And the rotater there turns the picture (a right angle, snapped).
    const centre = itemCentre(moved);
    await drag(page, handles[0] ?? centre, { x: centre.x + 400, y: centre.y + 10 }, touch);
    await expect.poll(async () => (await items(page)).find((item) => item.itemID === moved.itemID)?.rotation).toBe(90);
  });

  test('a layout with more cells than photos keeps empty frames; a tap and a drop fill them, each one undo step', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    test.setTimeout(90_000);
    await openEditor(page, modelKey);
    await addStickers(page, [
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 900, '#e63946') },
      { name: 'teal.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(900, 1200, '#2a9d8f') },
      { name: 'gold.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1000, 1000, '#e9c46a') },
    ]);
    await page.getByRole('button', { name: 'Collage', exact: true }).click();
    const sheet = editorSection(page, 'Collage');
    await sheet.getByRole('button', { name: 'Grid of six' }).click();
    await sheet.getByRole('button', { name: 'Done' }).click();
    const frames = () => items(page).then((all) => all.filter((item) => item.kind === 'frame'));
    expect(await frames()).toHaveLength(3);
    await page.screenshot({ path: test.info().outputPath('empty-frames.png') });

    // The print file and the review do not see the frames: only the three photos' pixels print.
    const [firstFrame] = await frames();
    if (!firstFrame) throw new Error('no frame');
    const past = await historyLength(page);
    const chooser = page.waitForEvent('filechooser');
    await tapAt(page, itemCentre(firstFrame), touch);
    await (await chooser).setFiles({ name: 'picked.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(800, 600, '#264653') });
    await expect.poll(async () => (await frames()).length).toBe(2);
    const filled = (await items(page)).find((item) => item.itemID === firstFrame.itemID);
    expect(filled).toMatchObject({ kind: 'picture', TL_imageBounds: firstFrame.TL_imageBounds, BR_imageBounds: firstFrame.BR_imageBounds });
    expect(filled?.kind === 'picture' && filled.crop).toBeTruthy();
    expect(await historyLength(page)).toBe(past + 1);
    await expect(page.getByRole('button', { name: 'Add picked.jpg' })).toBeVisible();

    // A tray picture long-pressed and dropped on the next frame fills it.
    const [secondFrame] = await frames();
    if (!secondFrame) throw new Error('no frame left');
    const thumb = await page.getByRole('button', { name: 'Add red.jpg' }).boundingBox();
    if (!thumb) throw new Error('no tray picture');
    const from = { x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2 };
    const to = await clientPointOf(page, itemCentre(secondFrame));
    if (touch) {
      await touchPath(page, line(from, to, 12), { holdMs: 350 });
    } else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.waitForTimeout(350);
      for (const point of line(from, to, 12)) await page.mouse.move(point.x, point.y);
      await page.mouse.up();
    }
    await expect.poll(async () => (await frames()).length).toBe(1);
    expect(await historyLength(page)).toBe(past + 2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await frames()).length).toBe(2);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await frames()).length).toBe(1);

    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await frames()).length).toBe(1);
    expect(await items(page)).toHaveLength(6);

    await page.getByRole('button', { name: 'Clear canvas' }).click();
    await page.getByRole('dialog', { name: 'Clear the canvas?' }).getByRole('button', { name: 'Clear canvas' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(0);
  });

  test('every sheet and panel takes the focus, keeps Tab if it is modal, closes on Escape and gives the focus back', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    test.setTimeout(120_000);
    await openEditor(page, modelKey);
    await addStickers(page, [{ name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(1200, 900, '#e63946') }]);
    await page.getByRole('button', { name: 'Add red.jpg' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(1);

    // A phone's sheets are modal; the studio's side panel leaves the case at hand beside it.
    const isSheet = !isStudio(page);
    const collage = page.getByRole('button', { name: 'Collage', exact: true });
    await pressButton(collage);
    await expectFocusRoundTrip(page, collage, editorSection(page, 'Collage'), { modal: isSheet });

    const layers = page.getByRole('button', { name: 'Layers', exact: true });
    await pressButton(layers);
    await expectFocusRoundTrip(page, layers, page.getByRole('region', { name: 'Layers list' }), { modal: false });

    const addText = await addTextButton(page);
    await pressButton(addText);
    await expectFocusRoundTrip(page, addText, editorSection(page, 'Edit text'), { modal: isSheet });

    await page.getByRole('button', { name: 'Selector' }).click();
    const [picture] = (await items(page)).filter((item) => item.kind === 'picture');
    if (!picture) throw new Error('no picture');
    await tapAt(page, itemCentre(picture), touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(picture.itemID);
    const crop = page.getByRole('button', { name: 'Crop', exact: true });
    await pressButton(crop);
    await expectFocusRoundTrip(page, crop, page.getByRole('toolbar', { name: 'Crop' }), { modal: false });

    const shape = page.getByRole('button', { name: 'Shape', exact: true });
    await pressButton(shape);
    await expectFocusRoundTrip(page, shape, page.getByRole('menu', { name: 'Shape', exact: true }), { modal: false });

    const adjust = page.getByRole('button', { name: 'Adjust', exact: true });
    await pressButton(adjust);
    await expectFocusRoundTrip(page, adjust, editorSection(page, 'Adjust'), { modal: isSheet });

    const library = page.getByRole('button', { name: 'Emoji & Shapes' });
    await pressButton(library);
    await expectFocusRoundTrip(page, library, editorSection(page, 'Emoji & Shapes'), { modal: isSheet });

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await pressButton(share);
    const dialog = page.getByRole('dialog', { name: 'Share your design' });
    await expect(dialog.getByRole('textbox', { name: 'Link to your design' })).toHaveValue(/\/d\//, { timeout: 30_000 });
    await expectFocusRoundTrip(page, share, dialog, { modal: true });
  });
});
