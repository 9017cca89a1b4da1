import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { itemBoundingBox } from '../../src/editor/model/geometry.ts';
import { rectsOverlap } from '../../src/editor/model/rects.ts';
import { shareInside } from '../../src/editor/model/safeZone.ts';
import type { CanvasItem, PictureItem, Rect } from '../../src/editor/model/types.ts';
import { caseOf } from '../helpers/canvasGestures.ts';
import { addStickers, addTextButton, editorSection, openEditor, storeState } from '../helpers/editorPage.ts';
import { fourPhonePhotoFiles } from '../helpers/images.ts';

/**
 * Design templates (issue 49): a template chosen on the Inspiration page takes the tray's four
 * 12 MP photos and prints them; one chosen in the editor replaces the design in one undo step;
 * one chosen before the phone opens on the phone picked next; on an iPhone and on a Galaxy,
 * nothing of them lies on the camera cut-out.
 */

const items = async (page: Page) => (await storeState(page)).canvas.present.items as unknown as CanvasItem[];
const pictures = (all: readonly CanvasItem[]) => all.filter((item): item is PictureItem => item.kind === 'picture');

type Colour = [number, number, number];

/** The print file (Save as PNG, 2 px per unit) and the mean colour of a rectangle of it in template units. */
async function printFile(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const { data, info } = await sharp(await (await download).path()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = (rect: Rect) => {
    const all: Colour[] = [];
    for (let y = Math.round(rect.y * 2); y < Math.round((rect.y + rect.height) * 2); y += 1) {
      for (let x = Math.round(rect.x * 2); x < Math.round((rect.x + rect.width) * 2); x += 1) {
        const offset = (y * info.width + x) * info.channels;
        all.push([data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0]);
      }
    }
    return all;
  };
  const mean = (rect: Rect): Colour => {
    const all = pixels(rect);
    return [0, 1, 2].map((channel) => all.reduce((sum, pixel) => sum + pixel[channel as 0 | 1 | 2], 0) / all.length) as Colour;
  };
  return { pixels, mean };
}

/** The middle `share` of a rectangle. */
function middleOf(rect: Rect, share: number): Rect {
  return { x: rect.x + (rect.width * (1 - share)) / 2, y: rect.y + (rect.height * (1 - share)) / 2, width: rect.width * share, height: rect.height * share };
}

/**
 * The mean colour of the part of an upright photo (EXIF applied) that a crop of its stored copy
 * (2048 px) shows in its middle `share`; null for a photo the other way round than the stored one.
 */
async function photoMean(photo: Buffer, crop: Rect, stored: { width: number; height: number }, share: number): Promise<Colour | null> {
  const upright = await sharp(photo).rotate().toBuffer({ resolveWithObject: true });
  if (upright.info.width > upright.info.height !== stored.width > stored.height) return null;
  const scale = upright.info.width / stored.width;
  const part = middleOf({ x: crop.x * scale, y: crop.y * scale, width: crop.width * scale, height: crop.height * scale }, share);
  // stats() would measure the whole photo, whatever is extracted: the part is taken out first.
  const extracted = await sharp(upright.data)
    .extract({ left: Math.round(part.x), top: Math.round(part.y), width: Math.round(part.width), height: Math.round(part.height) })
    .png()
    .toBuffer();
  const { channels } = await sharp(extracted).stats();
  return channels.slice(0, 3).map((channel) => channel.mean) as Colour;
}

const distance = (a: Colour, b: Colour) => Math.max(...a.map((value, channel) => Math.abs(value - (b[channel] ?? 0))));
const rgbOf = (hex: string): Colour => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Colour;

/** Every item on the case back and clear of the camera cut-out, and the print's camera cut-out showing nothing but the background. */
async function expectClearOfCamera(page: Page, modelKey: string): Promise<void> {
  const { template } = caseOf(modelKey);
  for (const item of await items(page)) {
    expect(rectsOverlap(itemBoundingBox(item), template.cameraCutout), `${item.kind} ${item.itemID} on the camera`).toBe(false);
    expect(shareInside(item, template.caseBack), `${item.kind} ${item.itemID} off the back`).toBeGreaterThan(1 - 1e-5);
  }
  const background = rgbOf((await storeState(page)).canvas.present.backdrop.backgroundColor);
  const camera = middleOf(template.cameraCutout, 0.9);
  const off = (await printFile(page)).pixels(camera).filter((pixel) => distance(pixel, background) > 2);
  expect(off, 'print pixels in the camera cut-out that are not the background').toHaveLength(0);
}

test.describe('design templates', () => {
  test('a template from the Inspiration page fills with the tray’s four 12 MP photos, in order, and prints them; its empty place prints nothing', async ({ page }) => {
    test.setTimeout(240_000);
    const modelKey = '15_pro';
    await openEditor(page, modelKey);
    const photos = await fourPhonePhotoFiles(11);
    await addStickers(page, photos);
    const { trayImageIDs, images } = (await storeState(page)).library;

    // Home, then Inspiration from the footer, as a shopper goes: the photos are still being stored meanwhile.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Inspiration' }).click();
    await page.getByRole('list', { name: 'Summer in squares designs' }).getByRole('button', { name: 'Adventure awaits' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect.poll(async () => pictures(await items(page)).map((picture) => picture.imageID), { timeout: 30_000 }).toEqual(trayImageIDs);
    const placed = await items(page);
    // Five places: the fifth stays a frame to tap.
    expect(placed.filter((item) => item.kind === 'frame')).toHaveLength(1);
    expect((await storeState(page)).canvas.past).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath('adventure-awaits.png') });

    const print = await printFile(page);
    const share = 0.3;
    for (const [index, picture] of pictures(placed).entries()) {
      const stored = images.find((image) => image.imageID === picture.imageID);
      if (!stored || !picture.crop) throw new Error(`picture ${index + 1} has no stored copy or crop`);
      const printed = print.mean(middleOf(itemBoundingBox(picture), share));
      const means = await Promise.all(photos.map((photo) => photoMean(photo.buffer, picture.crop as Rect, stored, share)));
      // Each place prints its own photo (the tray's n-th): the closest of the four, and close.
      const distances = means.map((mean) => (mean ? distance(mean, printed) : Infinity));
      const own = photos.findIndex((photo) => photo.name === stored.name);
      expect(distances.indexOf(Math.min(...distances)), `place ${index + 1}: ${distances.map(Math.round).join(', ')}`).toBe(own);
      expect(distances[own]).toBeLessThan(6);
    }
    const frame = placed.find((item) => item.kind === 'frame');
    if (!frame) throw new Error('no frame');
    const background = rgbOf((await storeState(page)).canvas.present.backdrop.backgroundColor);
    expect(distance(print.mean(middleOf(itemBoundingBox(frame), 0.8)), background)).toBeLessThan(1);
    await expectClearOfCamera(page, modelKey);
  });

  test('with no phone chosen, a template from the landing page opens on the Galaxy picked next, clear of its camera', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start from a design' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start from a design' })).toBeVisible();
    await page.getByRole('group', { name: 'Occasions' }).getByRole('button', { name: 'Birthday', exact: true }).click();
    await expect(page).toHaveURL(/\/templates\?occasion=birthday$/);
    await page.screenshot({ path: test.info().outputPath('templates-birthday.png') });
    await page.getByRole('button', { name: 'Confetti party', exact: true }).click();

    await expect(page).toHaveURL(/\/caseconfiguration\?template=birthday-confetti$/);
    await expect(page.getByText('your Confetti party design opens on it')).toBeVisible();
    await expect(page.getByTestId('picker-cover')).toHaveCSS('visibility', 'hidden');
    await page.getByRole('tab', { name: 'Android' }).click();
    await page.getByRole('radio', { name: 'Galaxy S24 Ultra' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await items(page)).filter((item) => item.kind === 'frame').length, { timeout: 30_000 }).toBe(3);
    const state = await storeState(page);
    expect(state.canvas.present.phoneModel).toBe('s24_ultra');
    expect(state.canvas.present.backdrop.backgroundColor).toBe('#ffe5ec');
    // Its confetti is strewn over the whole back, but none on the camera.
    expect((await items(page)).filter((item) => item.kind === 'art').length).toBeGreaterThan(10);
    await expectClearOfCamera(page, 's24_ultra');
    await page.screenshot({ path: test.info().outputPath('confetti-on-s24-ultra.png') });
    // A reload does not apply it again: the design comes back with the history it had (one step for the template).
    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await items(page)).length, { timeout: 30_000 }).toBe(state.canvas.present.items.length);
    expect((await storeState(page)).canvas.past).toHaveLength(state.canvas.past.length);
  });

  test('a template chosen in the editor replaces the design in one undo step, its words ready to type over; Undo brings the design back', async ({ page }) => {
    test.setTimeout(240_000);
    await openEditor(page, '15_pro');
    await addStickers(page, await fourPhonePhotoFiles(11));
    for (const name of ['IMG_0001.JPG', 'IMG_0002.JPG']) await page.getByRole('button', { name: `Add ${name}` }).click();
    await (await addTextButton(page)).click();
    await editorSection(page, 'Edit text').getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(3);
    const before = await storeState(page);

    await page.getByRole('button', { name: 'Templates' }).click();
    const sheet = editorSection(page, 'Templates');
    await sheet.getByRole('group', { name: 'Occasions' }).getByRole('button', { name: 'Wedding & couples' }).click();
    await expect(sheet.getByRole('list', { name: 'Designs' }).getByRole('button')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('templates-sheet.png') });
    await sheet.getByRole('button', { name: 'Forever', exact: true }).click();
    await expect(sheet).toBeHidden();

    const after = await storeState(page);
    expect(after.canvas.past).toHaveLength(before.canvas.past.length + 1);
    const applied = after.canvas.present.items as unknown as CanvasItem[];
    expect(applied.map((item) => item.kind)).toEqual(['picture', 'text', 'art', 'text']);
    expect(pictures(applied).map((picture) => picture.imageID)).toEqual(before.library.trayImageIDs.slice(0, 1));
    // Nothing lost: the pictures that were on the case are all still in the tray.
    expect(after.library.trayImageIDs).toEqual(before.library.trayImageIDs);
    const words = applied.find((item) => item.kind === 'text');
    expect(after.editor.selectedItemID).toBe(words?.itemID);
    await page.screenshot({ path: test.info().outputPath('forever.png') });

    await page.getByRole('button', { name: 'Edit Text' }).click();
    const editor = editorSection(page, 'Edit text');
    await page.keyboard.type('Mia & Leo');
    await editor.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await items(page)).find((item) => item.itemID === words?.itemID)).toMatchObject({ text: 'Mia & Leo' });

    // The edit is its own step; two Undos bring the design before the template back, whole.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(before.canvas.present.items);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(applied);
  });

  test('Undo after a template brings the background colour back too', async ({ page }) => {
    await openEditor(page, '15_pro');
    const colour = (await storeState(page)).canvas.present.backdrop.backgroundColor;
    await page.getByRole('button', { name: 'Templates' }).click();
    await editorSection(page, 'Templates').getByRole('button', { name: 'Forever', exact: true }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.backdrop.backgroundColor).toBe('#f5efe6');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await items(page)).length).toBe(0);
    await expect.poll(async () => (await storeState(page)).canvas.present.backdrop.backgroundColor, { timeout: 3_000 }).toBe(colour);
  });
});
