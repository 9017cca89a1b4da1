import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { findLayout } from '../../src/editor/model/collageLayouts.ts';
import { layoutCells } from '../../src/editor/model/layoutCells.ts';
import { caseOf, drag } from '../helpers/canvasGestures.ts';
import { addStickers, centreOf, clientPointOf, editorSection, openEditor, sizeOf, storeState, type ItemState, type Point } from '../helpers/editorPage.ts';
import { solidJpeg } from '../helpers/images.ts';

const { template } = caseOf('16');
const box = (item: ItemState) => ({ x: item.TL_imageBounds.x, y: item.TL_imageBounds.y, ...sizeOf(item) });
const overlaps = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type Picture = ItemState & { crop?: { x: number; y: number; width: number; height: number }; shape?: { kind: string } };
const items = async (page: Page) => (await storeState(page)).canvas.present.items as Picture[];

async function threePictures(page: Page) {
  await openEditor(page, '16');
  await addStickers(page, [
    { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(800, 600, '#e63946') },
    { name: 'teal.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(600, 800, '#2a9d8f') },
    { name: 'gold.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(700, 700, '#e9c46a') },
  ]);
}

/** The cells of a layout on this model's back, as the sheet lays them out (units, whole). */
function cellsOf(layoutID: string, spacing: number, corners = 0) {
  const layout = findLayout(layoutID);
  if (!layout) throw new Error(`no layout ${layoutID}`);
  return layoutCells(layout, template, { spacing, corners }).map(({ x, y, width, height }) => ({ x, y, width, height }));
}

async function tap(page: Page, at: Point, touch: boolean) {
  const point = await clientPointOf(page, at);
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** The print file, downloaded with Save as PNG, and a reader of its pixels at template points. */
async function exportedPixels(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const png = await sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
  return (at: Point) => {
    const offset = (Math.round(at.y * 2) * png.info.width + Math.round(at.x * 2)) * png.info.channels;
    return Array.from(png.data.subarray(offset, offset + 3));
  };
}

test.describe('collage', () => {
  test('three Adds land apart; a layout fills three cells, Spacing moves them live, Undo takes it back in one step, a reload keeps it', async ({ page }) => {
    await threePictures(page);
    for (const name of ['red.jpg', 'teal.jpg', 'gold.jpg']) await page.getByRole('button', { name: `Add ${name}` }).click();
    await expect.poll(async () => (await items(page)).length).toBe(3);
    const added = (await items(page)).map(box);
    for (const [index, one] of added.entries()) {
      for (const other of added.slice(index + 1)) expect(overlaps(one, other)).toBe(false);
    }
    const before = await storeState(page);

    await page.getByRole('button', { name: 'Collage', exact: true }).click();
    const sheet = editorSection(page, 'Collage');
    await expect(sheet).toBeVisible();
    // Layouts needing more than the three pictures on the case can be chosen too: their other cells stay empty frames (first-minute.spec).
    await expect(sheet.getByRole('button', { name: 'Grid of four' })).toBeEnabled();
    await sheet.getByRole('button', { name: 'One large, two small' }).click();
    await expect.poll(async () => (await items(page)).map(box)).toEqual(cellsOf('large-and-two', 20));
    const arranged = await items(page);
    // Back to front: the first picture added takes the large cell, cropped to its shape, never stretched.
    expect(arranged.map((item) => item.imageID)).toEqual(before.canvas.present.items.map((item) => item.imageID));
    for (const item of arranged) {
      const size = sizeOf(item);
      expect(item.crop).toBeDefined();
      expect((item.crop?.width ?? 0) / (item.crop?.height ?? 1)).toBeCloseTo(size.width / size.height, 6);
    }

    await sheet.getByRole('slider', { name: 'Spacing' }).fill('60');
    await expect.poll(async () => (await items(page)).map(box)).toEqual(cellsOf('large-and-two', 60));
    await sheet.getByRole('slider', { name: 'Corners' }).fill('40');
    await expect.poll(async () => (await items(page)).every((item) => item.shape?.kind === 'roundedRectangle')).toBe(true);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
    const done = await storeState(page);
    expect(done.canvas.past).toHaveLength(before.canvas.past.length + 1);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(before.canvas.present.items);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(done.canvas.present.items);

    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(done.canvas.present.items);
  });

  test('an empty canvas takes the tray’s first pictures; dragging a cell onto another swaps their pictures', async ({ page }, testInfo) => {
    await threePictures(page);
    await page.getByRole('button', { name: 'Collage', exact: true }).click();
    const sheet = editorSection(page, 'Collage');
    await sheet.getByRole('button', { name: 'Tall and two' }).click();
    await expect.poll(async () => (await items(page)).map(box)).toEqual(cellsOf('tall-and-two', 20));
    expect((await items(page)).map((item) => item.imageID)).toEqual((await storeState(page)).library.trayImageIDs);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect((await storeState(page)).canvas.past).toHaveLength(1);

    const [tall, small] = await items(page);
    if (!tall || !small) throw new Error('two cells expected');
    await page.getByRole('button', { name: 'Selector' }).click();
    await drag(page, centreOf(tall), centreOf(small), testInfo.project.name === 'phone');
    await expect.poll(async () => (await items(page))[0]?.imageID).toBe(small.imageID);
    const [swappedTall, swappedSmall] = await items(page);
    expect(swappedSmall?.imageID).toBe(tall.imageID);
    // Each keeps its cell; the crops follow the pictures' new cells.
    expect(swappedTall && box(swappedTall)).toEqual(box(tall));
    expect(swappedSmall && box(swappedSmall)).toEqual(box(small));
    expect(swappedTall?.crop).not.toEqual(tall.crop);
    expect((await storeState(page)).canvas.past).toHaveLength(2);
  });

  test('a circle: a tap in its corner selects nothing, and the print file shows the background there', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    await threePictures(page);
    await page.getByRole('button', { name: 'Collage', exact: true }).click();
    await editorSection(page, 'Collage').getByRole('button', { name: 'Full back' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    const [picture] = await items(page);
    if (!picture) throw new Error('no picture');
    await page.getByRole('button', { name: 'Selector' }).click();
    await tap(page, centreOf(picture), touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(picture.itemID);
    await page.getByRole('button', { name: 'Shape', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Circle' }).click();
    await expect.poll(async () => (await items(page))[0]?.shape).toEqual({ kind: 'circle' });

    // Inside the bounds near the top-left, outside the ellipse and clear of the corner handle.
    const size = sizeOf(picture);
    const corner = { x: picture.TL_imageBounds.x + size.width * 0.05, y: picture.TL_imageBounds.y + size.height * 0.15 };
    await tap(page, corner, touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBeNull();
    await tap(page, centreOf(picture), touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(picture.itemID);

    const pixel = await exportedPixels(page);
    const background = (await storeState(page)).canvas.present.backdrop.backgroundColor;
    const rgb = [1, 3, 5].map((at) => parseInt(background.slice(at, at + 2), 16));
    expect(pixel(corner)).toEqual(rgb);
    // The middle shows the red picture.
    const [r, g, b] = pixel(centreOf(picture));
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);

    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await items(page))[0]?.shape).toEqual({ kind: 'circle' });
  });
});
