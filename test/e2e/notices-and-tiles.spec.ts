import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contrastRatio } from '../../src/editor/model/colourContrast.ts';
import { caseOf } from '../helpers/canvasGestures.ts';
import { largestDifference, p3PatchesPng, patchesIn, patchesPng } from '../helpers/colourPatches.ts';
import { addTextButton, clientPointOf, editorSection, isStudio, openEditor, storeState, type ItemState, type Point } from '../helpers/editorPage.ts';
import { colourfulJpeg, solidJpeg } from '../helpers/images.ts';
import { textSheet } from '../helpers/textItems.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Item = ItemState & { kind: string; text?: string; curve?: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const itemsOf = async (page: Page) => (await storeState(page)).canvas.present.items as Item[];
const boundsOf = (item: ItemState): Box => ({ x: item.TL_imageBounds.x, y: item.TL_imageBounds.y, width: item.BR_imageBounds.x - item.TL_imageBounds.x, height: item.BR_imageBounds.y - item.TL_imageBounds.y });

/** A template box (units) on the screen (CSS px), from the committed viewport. */
async function onScreen(page: Page, box: Box): Promise<Box> {
  const from: Point = await clientPointOf(page, box);
  const to: Point = await clientPointOf(page, { x: box.x + box.width, y: box.y + box.height });
  return { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Picks files through Add Stickers (in the studio's Photos section). */
async function pick(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const add = page.getByRole('button', { name: 'Add Stickers', exact: true });
  if (isStudio(page) && !(await add.isVisible())) await page.getByRole('button', { name: 'Photos', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await add.click();
  await (await chooser).setFiles(files);
}

const notice = (page: Page) => page.getByRole('status').locator('.editor-notice');

/** What the studio shows besides the notice: its side panel (the tray's grid among its sections) and every button on the page. */
async function studioParts(page: Page): Promise<[string, Box][]> {
  const parts: [string, Box][] = [['the side panel', await boxOf(page.getByRole('complementary', { name: 'Side panel' }))]];
  for (const button of await page.getByRole('button').all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
    const box = await button.boundingBox();
    if (box && name !== 'Dismiss notice') parts.push([`the button ${name}`, box]);
  }
  return parts;
}

/** The notice covers none of what a shopper came to use: the tray, the case and its selection, the actions. */
async function expectNoticeCoversNothing(page: Page) {
  const noticeBox = await boxOf(notice(page));
  const { template } = caseOf('15_pro');
  const { editor, canvas } = await storeState(page);
  const selected = canvas.present.items.find((item) => item.itemID === editor.selectedItemID);
  const covered: [string, Box][] = [
    ['the case', await onScreen(page, template.caseBack)],
    ...(selected ? [['the selection', await onScreen(page, boundsOf(selected))] as [string, Box]] : []),
  ];
  if (isStudio(page)) covered.push(...(await studioParts(page)));
  else {
    covered.push(['the tray', await boxOf(page.getByRole('region', { name: 'Sticker tray' }))]);
    for (const name of ['Pan', 'Selector', 'Undo', 'Redo', 'Preview Case', 'Checkout', 'Add Stickers', 'Add Text', 'Emoji & Shapes']) {
      covered.push([name, await boxOf(page.getByRole('button', { name, exact: true }))]);
    }
  }
  for (const [name, box] of covered) expect(overlaps(noticeBox, box), `the notice covers ${name}`).toBe(false);
}

test.describe('notices and tiles', () => {
  test('the files an import skips are named in one notice that covers nothing, can be dismissed and goes by itself', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await openEditor(page, '15_pro');
    await pick(page, [
      { name: 'photo-1.jpg', mimeType: 'image/jpeg', buffer: await colourfulJpeg(1200, 900, 30) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a shopping list') },
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a PNG') },
      { name: 'photo-2.jpg', mimeType: 'image/jpeg', buffer: await colourfulJpeg(1200, 900, 200) },
    ]);
    await expect(notice(page)).toHaveText('2 files skipped: notes.txt is not an image; broken.png could not be read.');
    await expect(notice(page)).toHaveCount(1);
    await expect.poll(async () => (await storeState(page)).library.images.length).toBe(2);

    // The tray's Add takes the tap while the notice shows; the picture is then selected on the case.
    await page.getByRole('button', { name: 'Add photo-1.jpg' }).click();
    await expect.poll(async () => (await itemsOf(page)).length).toBe(1);
    await page.getByRole('button', { name: 'Selector', exact: true }).click();
    const [placed] = await itemsOf(page);
    if (!placed) throw new Error('nothing placed');
    const middle = await onScreen(page, boundsOf(placed));
    const [x, y] = [middle.x + middle.width / 2, middle.y + middle.height / 2];
    if (testInfo.project.name === 'phone') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(placed.itemID);
    await expectNoticeCoversNothing(page);
    if (testInfo.project.name === 'phone') {
      // A tablet held sideways.
      await page.setViewportSize({ width: 1024, height: 768 });
      await expectNoticeCoversNothing(page);
    }

    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice(page)).toHaveCount(0);

    await pick(page, [{ name: 'list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
    await expect(notice(page)).toHaveText('list.pdf was skipped: it is not an image.');
    await expect(notice(page)).toHaveCount(0, { timeout: 15_000 });
  });

  test('every shape tile shows whatever colour is chosen, and so does the shape in the Layers list', async ({ page }) => {
    await openEditor(page, '15_pro');
    await page.getByRole('button', { name: 'Emoji & Shapes' }).click();
    const sheet = editorSection(page, 'Emoji & Shapes');
    await sheet.getByRole('tab', { name: 'Shapes' }).click();
    const colours = sheet.getByRole('radiogroup', { name: 'Shape colour' }).getByRole('radio');
    const tile = sheet.getByRole('group', { name: 'Shapes' }).getByRole('button', { name: 'Add Heart' });
    for (const colour of await colours.all()) {
      const name = (await colour.getAttribute('aria-label')) ?? '';
      await colour.check({ force: true });
      expect(await tileContrast(tile), name).toBeGreaterThanOrEqual(3);
    }
    await sheet.getByRole('radio', { name: 'White' }).check({ force: true });
    await tile.click();
    await expect.poll(async () => (await itemsOf(page)).length).toBe(1);
    await page.getByRole('button', { name: 'Layers' }).click();
    const row = page.getByRole('button', { name: 'Shape: Heart' });
    expect(await tileContrast(row.locator('.layers__shape-thumb'))).toBeGreaterThanOrEqual(3);
  });

  test('over a collage, a new heart lands off curved words across the middle', async ({ page }) => {
    test.setTimeout(90_000);
    await openEditor(page, '15_pro');
    const colours = ['#e63946', '#2a9d8f', '#e9c46a', '#457b9d'];
    await pick(page, await Promise.all(colours.map(async (colour, index) => ({ name: `p${index}.jpg`, mimeType: 'image/jpeg', buffer: await solidJpeg(800, 600, colour) }))));
    await expect.poll(async () => (await storeState(page)).library.images.length).toBe(4);
    await page.getByRole('button', { name: 'Collage', exact: true }).click();
    const collage = editorSection(page, 'Collage');
    await collage.getByRole('button', { name: 'Grid of four' }).click();
    await expect.poll(async () => (await itemsOf(page)).length).toBe(4);
    await page.keyboard.press('Escape');
    await expect(collage).toBeHidden();

    await (await addTextButton(page)).click();
    const sheet = textSheet(page);
    await expect(sheet.getByRole('textbox', { name: 'Text', exact: true })).toBeFocused();
    await page.keyboard.type('SUMMER 2026');
    await sheet.getByRole('slider', { name: 'Curve' }).fill('60');
    await expect.poll(async () => (await itemsOf(page)).find((item) => item.kind === 'text')?.curve).toBe(60);
    await sheet.getByRole('button', { name: 'Done' }).click();
    const words = (await itemsOf(page)).find((item) => item.kind === 'text');
    if (!words) throw new Error('no words');
    // The words lie over the collage, across the middle of the back.
    const { caseCentre } = caseOf('15_pro');
    expect(Math.abs(boundsOf(words).x + boundsOf(words).width / 2 - caseCentre.x)).toBeLessThan(1);

    for (let heart = 0; heart < 2; heart += 1) {
      await page.getByRole('button', { name: 'Emoji & Shapes' }).click();
      const library = editorSection(page, 'Emoji & Shapes');
      await library.getByRole('tab', { name: 'Shapes' }).click();
      await library.getByRole('group', { name: 'Shapes' }).getByRole('button', { name: 'Add Heart' }).click();
      await expect.poll(async () => (await itemsOf(page)).filter((item) => item.kind === 'art').length).toBe(heart + 1);
    }
    for (const added of (await itemsOf(page)).filter((item) => item.kind === 'art')) {
      expect(overlaps(boundsOf(added), boundsOf(words))).toBe(false);
    }
  });

  test('Display P3 photos print with the colours sharp converts them to: a PNG and a JPEG decoded by the browser, a HEIC by the server', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, '15_pro');
    const p3Png = await p3PatchesPng();
    const p3Jpeg = await sharp(await patchesPng()).withIccProfile('p3').jpeg({ quality: 95 }).toBuffer();
    const heic = readFileSync(join(import.meta.dirname, '../fixtures/heic/p3-icc-256x128.heic'));
    const files = [
      { name: 'p3.png', mimeType: 'image/png', buffer: p3Png, reference: p3Png },
      { name: 'p3.jpg', mimeType: 'image/jpeg', buffer: p3Jpeg, reference: p3Jpeg },
      // heif-enc encoded the P3 PNG's numbers, keeping its profile.
      { name: 'p3.heic', mimeType: 'image/heic', buffer: heic, reference: p3Png },
    ];
    await pick(page, files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
    await expect.poll(async () => (await storeState(page)).library.images.length, { timeout: 30_000 }).toBe(3);
    for (const { name } of files) await page.getByRole('button', { name: `Add ${name}` }).click();
    await expect.poll(async () => (await itemsOf(page)).length).toBe(3);
    const state = await storeState(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const print = await (await download).path();
    for (const { name, reference } of files) {
      const imageID = state.library.images.find((image) => image.name === name)?.imageID;
      const item = state.canvas.present.items.find((candidate) => candidate.imageID === imageID);
      if (!item) throw new Error(`${name} is not on the case`);
      // The print is the template at 2 px a unit.
      const box = boundsOf(item);
      const region = { left: Math.round(box.x * 2), top: Math.round(box.y * 2), width: Math.round(box.width * 2), height: Math.round(box.height * 2) };
      const printed = await patchesIn(sharp(print).extract(region));
      const converted = await patchesIn(sharp(reference).withIccProfile('srgb'));
      const asNumbers = await patchesIn(sharp(reference, { ignoreIcc: true }));
      expect(largestDifference(asNumbers, converted), `${name}: the P3 numbers are far from sRGB's`).toBeGreaterThan(30);
      const off = largestDifference(printed, converted);
      test.info().annotations.push({ type: 'levels off', description: `${name}: ${off}` });
      expect(off, `${name} prints within 8 levels of sharp's conversion`).toBeLessThanOrEqual(8);
    }
  });
});

/** The contrast (WCAG) between a tile's backdrop (its corner) and what is drawn in its middle. */
async function tileContrast(tile: Locator): Promise<number> {
  const { data, info } = await sharp(await tile.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const hex = (x: number, y: number) => `#${[0, 1, 2].map((channel) => (data[(y * info.width + x) * info.channels + channel] ?? 0).toString(16).padStart(2, '0')).join('')}`;
  const [cx, cy] = [Math.floor(info.width / 2), Math.floor(info.height / 2)];
  return contrastRatio(hex(3, cy), hex(cx, cy));
}

