import { expect, test, type Locator, type Page } from '@playwright/test';
import { drag } from '../helpers/canvasGestures.ts';
import { addStickers, centreOf, clientPointOf, openEditor, shownLayers, sizeOf, storeState, type ItemState, type Point } from '../helpers/editorPage.ts';
import { halvesJpeg } from '../helpers/images.ts';

type Picture = ItemState & { crop?: { x: number; y: number; width: number; height: number } };
const picture = async (page: Page) => (await storeState(page)).canvas.present.items[0] as Picture;
const historyLength = async (page: Page) => (await storeState(page)).canvas.past.length;
const cropToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Crop' });
/** Where crop mode's draft crop starts across the picture (image px), or undefined outside crop mode. */
const draftCropX = async (page: Page) =>
  ((await storeState(page)).editor as { cropping?: { draft: { crop: { x: number } } } | null }).cropping?.draft.crop.x;

async function tap(page: Page, at: Point, touch: boolean) {
  const point = await clientPointOf(page, at);
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** The button lies wholly inside the viewport, with nothing over its middle: a shopper can tap it without scrolling. */
async function expectTappable(page: Page, button: Locator, name: string): Promise<void> {
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(onTop).toBe(name);
}

/** One picture added and selected, then Crop: the crop bar is up, the design untouched. */
async function cropModeOnOnePicture(page: Page, touch: boolean): Promise<Picture> {
  await openEditor(page, '16');
  await addStickers(page, [{ name: 'halves.jpg', mimeType: 'image/jpeg', buffer: await halvesJpeg(1200, 900, '#e63946', '#2a9d8f') }]);
  await page.getByRole('button', { name: 'Add halves.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
  const added = await picture(page);
  await page.getByRole('button', { name: 'Selector' }).click();
  expect(await shownLayers(page)).not.toContain('selection');
  await tap(page, centreOf(added), touch);
  await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(added.itemID);
  expect(await shownLayers(page)).toContain('selection');
  // The selection bar scrolls on a phone, but Close (delete) stays in view at its end.
  await expectTappable(page, page.getByRole('toolbar', { name: 'Selected sticker' }).getByRole('button', { name: 'Close' }), 'Close');
  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(cropToolbar(page)).toBeVisible();
  // Phone first: Done and Cancel lie inside the viewport, and nothing covers them.
  for (const name of ['Done', 'Cancel']) await expectTappable(page, cropToolbar(page).getByRole('button', { name }), name);
  return added;
}

/**
 * How far the trim pulls the bottom-right handle in, as a share of each side: a new picture is
 * half the back wide (model/placement), so 15% keeps it above the 75,000 units² a resize stops at.
 */
const trimShare = 0.15;

/** Trims the box with its bottom-right handle, then drags the picture left under it (template units). */
async function trimAndDrag(page: Page, item: Picture, touch: boolean): Promise<void> {
  const size = sizeOf(item);
  const corner = item.BR_imageBounds;
  await drag(page, corner, { x: corner.x - size.width * trimShare, y: corner.y - size.height * trimShare }, touch);
  const centre = centreOf(item);
  const inside = { x: centre.x - size.width * 0.2, y: centre.y - size.height * 0.2 };
  await drag(page, inside, { x: inside.x - size.width * 0.2, y: inside.y }, touch);
}

test.describe('crop mode', () => {
  test('a trim and a drag under the box, then Done: one undo step, Undo gives the picture back, a reload keeps the crop', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const before = await cropModeOnOnePicture(page, touch);
    const past = await historyLength(page);
    await trimAndDrag(page, before, touch);
    // The gestures change the draft only, never the design nor its history.
    await expect.poll(() => draftCropX(page)).toBeGreaterThan(0);
    expect(await picture(page)).toEqual(before);
    expect(await historyLength(page)).toBe(past);

    await cropToolbar(page).getByRole('button', { name: 'Done' }).click();
    await expect(cropToolbar(page)).toBeHidden();
    const cropped = await picture(page);
    expect(cropped.crop).toBeDefined();
    const { crop } = cropped;
    if (!crop) throw new Error('no crop');
    // The box shrank by 15 % each way; the picture moved left under it, so the crop starts right of 0.
    expect(sizeOf(cropped).width).toBeCloseTo(sizeOf(before).width * (1 - trimShare), 0);
    expect(crop.x).toBeGreaterThan(0);
    expect(crop.width / crop.height).toBeCloseTo(sizeOf(cropped).width / sizeOf(cropped).height, 6);
    expect(await historyLength(page)).toBe(past + 1);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => picture(page)).toEqual(before);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => picture(page)).toEqual(cropped);

    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => picture(page)).toEqual(cropped);
  });

  test('Cancel, and Escape, leave the picture and the history as they were', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const before = await cropModeOnOnePicture(page, touch);
    const past = await historyLength(page);
    await trimAndDrag(page, before, touch);
    await expect.poll(() => draftCropX(page)).toBeGreaterThan(0);
    await cropToolbar(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(cropToolbar(page)).toBeHidden();
    expect(await picture(page)).toEqual(before);
    expect(await historyLength(page)).toBe(past);

    await page.getByRole('button', { name: 'Crop', exact: true }).click();
    await trimAndDrag(page, before, touch);
    await expect.poll(() => draftCropX(page)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(cropToolbar(page)).toBeHidden();
    expect(await picture(page)).toEqual(before);
    expect(await historyLength(page)).toBe(past);
    // Crop mode left the picture selected, with its ordinary tools.
    await expect(page.getByRole('button', { name: 'Crop', exact: true })).toBeVisible();
  });
});
