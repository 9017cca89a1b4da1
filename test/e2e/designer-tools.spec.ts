import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { caseOf } from '../helpers/canvasGestures.ts';
import { addStickers, centreOf, clientPointOf, itemById, openEditor, storeState, type ItemState, type Point } from '../helpers/editorPage.ts';
import { halvesJpeg } from '../helpers/images.ts';

/** Issue 21's designer tools, at 390x844 touch (phone) and 1440x900 with a mouse (desktop). */

const { template, caseCentre } = caseOf('16');

type FlippableItem = ItemState & { flipX?: boolean };

const items = async (page: Page) => (await storeState(page)).canvas.present.items as FlippableItem[];
const selection = async (page: Page) => ((await storeState(page)).editor as unknown as { selectedItemIDs: string[] }).selectedItemIDs;

async function tap(page: Page, at: Point, touch: boolean) {
  const point = await clientPointOf(page, at);
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** One picture, red on its left half and blue on its right, in the middle of the case, selected. */
async function onePicture(page: Page, touch: boolean): Promise<string> {
  await openEditor(page, '16');
  await addStickers(page, [{ name: 'halves.jpg', mimeType: 'image/jpeg', buffer: await halvesJpeg(400, 300, '#ff0000', '#0000ff') }]);
  await page.getByRole('button', { name: 'Add halves.jpg' }).click();
  await expect.poll(async () => (await items(page)).length).toBe(1);
  await page.getByRole('button', { name: 'Selector' }).click();
  await tap(page, caseCentre, touch);
  const [item] = await items(page);
  await expect.poll(() => selection(page)).toEqual([item?.itemID]);
  return item?.itemID ?? '';
}

/** The exported print file's pixel at a template point (units), as [r, g, b]. */
async function exportedPixels(page: Page, points: Point[]): Promise<number[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const png = await sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
  expect([png.info.width, png.info.height]).toEqual([template.width * 2, template.height * 2]);
  return points.map(({ x, y }) => {
    const at = (Math.round(y * 2) * png.info.width + Math.round(x * 2)) * png.info.channels;
    return Array.from(png.data.subarray(at, at + 3));
  });
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 60 && g < 60;

test.describe('designer tools', () => {
  test('Duplicate (button and keys), Copy and Paste: copies 20 units on, on top, selected, one undo step each', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const original = await onePicture(page, touch);
    const at = itemById(await storeState(page), original).TL_imageBounds;

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(2);
    const copy = (await items(page)).find((item) => item.itemID !== original);
    expect(copy?.TL_imageBounds).toEqual({ x: at.x + 20, y: at.y + 20 });
    expect(copy?.itemIndex).toBe(1);
    expect(await selection(page)).toEqual([copy?.itemID]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await items(page)).map((item) => item.itemID)).toEqual([original]);
    if (touch) return;

    await tap(page, caseCentre, false);
    await page.keyboard.press('Control+d');
    await expect.poll(async () => (await items(page)).length).toBe(2);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(async () => (await items(page)).length).toBe(3);
    const pasted = (await items(page)).find((item) => item.itemIndex === 2);
    expect(pasted?.TL_imageBounds).toEqual({ x: at.x + 40, y: at.y + 40 });
    expect(await selection(page)).toEqual([pasted?.itemID]);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await items(page)).length).toBe(2);
  });

  test('Flip mirrors the picture on the canvas and in the export, survives a reload, and Undo takes it back', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const itemID = await onePicture(page, touch);
    const item = itemById(await storeState(page), itemID);
    const centre = centreOf(item);
    const quarter = (item.BR_imageBounds.x - item.TL_imageBounds.x) / 4;
    const leftAndRight = [{ x: centre.x - quarter, y: centre.y }, { x: centre.x + quarter, y: centre.y }];
    const [left, right] = await exportedPixels(page, leftAndRight);
    expect([isRed(left ?? []), isBlue(right ?? [])]).toEqual([true, true]);

    await page.getByRole('button', { name: 'Flip' }).click();
    await expect.poll(async () => (await items(page))[0]?.flipX).toBe(true);
    expect(itemById(await storeState(page), itemID).TL_imageBounds).toEqual(item.TL_imageBounds);
    const [flippedLeft, flippedRight] = await exportedPixels(page, leftAndRight);
    expect([isBlue(flippedLeft ?? []), isRed(flippedRight ?? [])]).toEqual([true, true]);
    // The canvas draws it mirrored too: the stage's pixel left of the centre is blue.
    const onScreen = await clientPointOf(page, leftAndRight[0] ?? centre);
    const shot = await sharp(await page.screenshot({ clip: { x: onScreen.x, y: onScreen.y, width: 1, height: 1 }, scale: 'css' })).raw().toBuffer();
    expect(isBlue(Array.from(shot.subarray(0, 3)))).toBe(true);

    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await items(page))[0]?.flipX).toBe(true);
    await page.getByRole('button', { name: 'Selector' }).click();
    await tap(page, caseCentre, touch);
    await page.getByRole('button', { name: 'Flip' }).click();
    await expect.poll(async () => (await items(page))[0]?.flipX).toBeUndefined();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await items(page))[0]?.flipX).toBe(true);
  });
});
