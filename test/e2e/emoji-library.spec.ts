import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { drag } from '../helpers/canvasGestures.ts';
import { addTextButton, editorSection, openEditor, storeState, type Point } from '../helpers/editorPage.ts';
import { exportPrint, hexColour, rawImage, textBitmap, textSheet, type RawImage } from '../helpers/textItems.ts';

/** An item as the store holds it, of any kind. */
interface Item {
  itemID: string;
  kind: string;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  source?: string;
  artID?: string;
  fill?: string;
  curve?: number;
  text?: string;
}

const itemsOf = async (page: Page) => (await storeState(page)).canvas.present.items as unknown as Item[];
const itemOf = async (page: Page, itemID: string) => (await itemsOf(page)).find((item) => item.itemID === itemID);
const widthOf = (item: Item) => item.BR_imageBounds.x - item.TL_imageBounds.x;
const heightOf = (item: Item) => item.BR_imageBounds.y - item.TL_imageBounds.y;
const library = (page: Page) => editorSection(page, 'Emoji & Shapes');

/** The build's emoji folder (its name is the hash of its files). */
function emojiFile(emojiID: string): string {
  const [folder] = readdirSync(resolve(import.meta.dirname, '../../dist/client/art'));
  return `/art/${folder}/${emojiID}.svg`;
}

/**
 * The emoji drawn in the page from its SVG file at `width` x `height` px over the background, and
 * the same emoji from a bitmap of a quarter of that size scaled up: what a print from a small
 * bitmap would show.
 */
async function emojiReferences(page: Page, url: string, size: { width: number; height: number }, background: string) {
  const [vector, scaled] = await page.evaluate(
    async ({ url, width, height, background }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const draw = (from: CanvasImageSource) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no canvas');
        ctx.fillStyle = background;
        ctx.fillRect(0, 0, width, height);
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(from, 0, 0, width, height);
        return canvas;
      };
      const small = document.createElement('canvas');
      small.width = Math.round(width / 4);
      small.height = Math.round(height / 4);
      small.getContext('2d')?.drawImage(image, 0, 0, small.width, small.height);
      return [draw(image).toDataURL('image/png'), draw(small).toDataURL('image/png')];
    },
    { url, ...size, background },
  );
  const decode = async (dataURL: string) => rawImage(Buffer.from(dataURL.split(',')[1] ?? '', 'base64'));
  return { vector: await decode(vector), scaled: await decode(scaled) };
}

/** The share of the pixels of `reference` that differ from the print (from `at`, print px) by more than `levels` on a channel. */
function differingShare(print: RawImage, at: Point, reference: RawImage, levels: number): number {
  let differing = 0;
  for (let y = 0; y < reference.height; y += 1) {
    for (let x = 0; x < reference.width; x += 1) {
      const inPrint = ((Math.round(at.y) + y) * print.width + Math.round(at.x) + x) * print.channels;
      const inReference = (y * reference.width + x) * reference.channels;
      if ([0, 1, 2].some((channel) => Math.abs((print.data[inPrint + channel] ?? 0) - (reference.data[inReference + channel] ?? 0)) > levels)) differing += 1;
    }
  }
  return differing / (reference.width * reference.height);
}

test.describe('emoji, shapes and words on a curve', () => {
  test('a dog found by search prints sharp however large; a red heart and an arched name join it, and all of it survives a reload and a share', async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    const touch = testInfo.project.name === 'phone';
    await openEditor(page, '16');

    // The library opens with the focus in its search box; Escape closes it and gives the focus back.
    const opener = page.getByRole('button', { name: 'Emoji & Shapes' });
    await opener.click();
    await expect(library(page).getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
    await expect(library(page).getByRole('group', { name: 'Smileys' }).getByRole('button').first()).toBeVisible();
    expect(await library(page).getByRole('group', { name: 'Smileys' }).getByRole('button').count()).toBeGreaterThan(100);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(library(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.keyboard.type('dog');
    const results = library(page).getByRole('group', { name: 'Search results' });
    await expect(results.getByRole('button').first()).toHaveAccessibleName('Add dog');
    await expect(results.getByRole('button', { name: 'Add dog face' })).toBeVisible();
    await results.getByRole('button').first().click();
    await expect(library(page)).toBeHidden();
    await expect.poll(async () => (await itemsOf(page)).length).toBe(1);
    const [dog] = await itemsOf(page);
    if (!dog) throw new Error('no emoji');
    expect(dog).toMatchObject({ kind: 'art', source: 'emoji', artID: '1f415' });
    expect((await storeState(page)).editor.selectedItemID).toBe(dog.itemID);
    // Its node shows a bitmap drawn from the vector.
    await textBitmap(page, dog.itemID);

    // Made large by its corner: still an ordinary item, still sharp.
    await drag(page, dog.BR_imageBounds, { x: dog.BR_imageBounds.x + 160, y: dog.BR_imageBounds.y + 160 }, touch);
    await expect.poll(async () => widthOf((await itemOf(page, dog.itemID)) ?? dog)).toBeGreaterThan(widthOf(dog) * 1.2);
    const large = (await itemOf(page, dog.itemID)) ?? dog;
    expect(widthOf(large)).toBeCloseTo(heightOf(large), 6);
    await expect(page.getByRole('status', { name: 'Print quality' })).toContainText('Print: Sharp');

    // The print file draws it from its vector at print size: it matches the SVG drawn at that size,
    // not a smaller bitmap scaled up.
    const print = await exportPrint(page);
    const background = (await storeState(page)).canvas.present.backdrop.backgroundColor;
    const size = { width: Math.round(widthOf(large) * 2), height: Math.round(heightOf(large) * 2) };
    const { vector, scaled } = await emojiReferences(page, emojiFile('1f415'), size, background);
    const at = { x: large.TL_imageBounds.x * 2, y: large.TL_imageBounds.y * 2 };
    // A blurred edge differs from a sharp one by a little over a few pixels: count differences over 16 levels.
    const fromVector = differingShare(print, at, vector, 16);
    const fromBitmap = differingShare(print, at, scaled, 16);
    console.log(`emoji ${size.width}x${size.height} px: ${fromVector} of the print differs from the vector, ${fromBitmap} from a quarter-size bitmap scaled up`);
    expect(fromVector).toBeLessThan(0.01);
    expect(fromBitmap).toBeGreaterThan(0.015);
    expect(fromBitmap).toBeGreaterThan(fromVector * 4);
    // The emoji is on the print at all: most of its box differs from the background.
    const plain = { ...vector, data: Buffer.alloc(vector.data.length).fill(Buffer.from(hexColour(background))) };
    expect(differingShare(print, at, plain, 48)).toBeGreaterThan(0.2);

    // A red heart from the shapes, in a colour of the text colours.
    await opener.click();
    await library(page).getByRole('tab', { name: 'Shapes' }).click();
    await library(page).getByRole('radiogroup', { name: 'Shape colour' }).getByRole('radio', { name: 'Red' }).check();
    await library(page).getByRole('button', { name: 'Add Heart' }).click();
    await expect.poll(async () => (await itemsOf(page)).length).toBe(2);
    const heart = (await itemsOf(page))[1];
    expect(heart).toMatchObject({ kind: 'art', source: 'shape', artID: 'heart', fill: '#d62839' });
    // It is in the recently used row, after the dog.
    await opener.click();
    await expect(library(page).getByRole('group', { name: 'Recently used' }).getByRole('button')).toHaveText(['', '']);
    await expect(library(page).getByRole('group', { name: 'Recently used' }).getByRole('button').first()).toHaveAccessibleName('Add Heart');
    await page.keyboard.press('Escape');

    // A name, curved to 60 (an arch up) and back to 0: straight again in the very box it had.
    await (await addTextButton(page)).click();
    const sheet = textSheet(page);
    await expect(sheet.getByRole('textbox', { name: 'Text', exact: true })).toBeFocused();
    await page.keyboard.type('Pat & Sam');
    await expect.poll(async () => (await itemsOf(page)).find((item) => item.kind === 'text')?.text).toBe('Pat & Sam');
    const straight = (await itemsOf(page)).find((item) => item.kind === 'text');
    if (!straight) throw new Error('no text');
    const flat = await textBitmap(page, straight.itemID);
    const curve = sheet.getByRole('slider', { name: 'Curve' });
    await curve.fill('60');
    await expect.poll(async () => (await itemOf(page, straight.itemID))?.curve).toBe(60);
    const arched = (await itemOf(page, straight.itemID)) ?? straight;
    // The arch is taller than the line, about the same centre.
    expect(heightOf(arched)).toBeGreaterThan(heightOf(straight) * 1.3);
    expect(arched.TL_imageBounds.x + widthOf(arched) / 2).toBeCloseTo(straight.TL_imageBounds.x + widthOf(straight) / 2, 6);
    await expect.poll(async () => textBitmap(page, straight.itemID)).not.toBe(flat);
    await curve.fill('0');
    await expect.poll(async () => (await itemOf(page, straight.itemID))?.curve).toBeUndefined();
    const again = (await itemOf(page, straight.itemID)) ?? straight;
    expect({ ...again, TL_imageBounds: null, BR_imageBounds: null }).toEqual({ ...straight, TL_imageBounds: null, BR_imageBounds: null });
    for (const corner of ['TL_imageBounds', 'BR_imageBounds'] as const) {
      expect(again[corner].x).toBeCloseTo(straight[corner].x, 9);
      expect(again[corner].y).toBeCloseTo(straight[corner].y, 9);
    }
    await curve.fill('60');
    await expect.poll(async () => (await itemOf(page, straight.itemID))?.curve).toBe(60);
    await sheet.getByRole('button', { name: 'Done' }).click();
    const design = await itemsOf(page);

    // A reload restores all three as they were, each drawn again.
    await page.reload();
    await expect.poll(async () => itemsOf(page)).toEqual(design);
    for (const item of design) await textBitmap(page, item.itemID);

    // Shared, and opened in a fresh browser: the same items.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share your design' });
    const link = shareDialog.getByRole('textbox', { name: 'Link to your design' });
    await expect(link).toHaveValue(/\/d\/[a-z2-7]{26}$/, { timeout: 30_000 });
    const url = await link.inputValue();
    const { viewport, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
    const elsewhere = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, baseURL });
    try {
      const other = await elsewhere.newPage();
      await other.goto(url);
      await other.getByRole('button', { name: 'Open in editor' }).click();
      await expect.poll(async () => itemsOf(other), { timeout: 20_000 }).toEqual(design);
      for (const item of design) await textBitmap(other, item.itemID);
    } finally {
      await elsewhere.close();
    }
  });

  test('the credits page, linked from the footer, names each art set and its licence', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Credits' }).click();
    await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fluent Emoji Flat' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Copyright (c) Microsoft Corporation. Licensed under the MIT License');
    await expect(page.getByRole('heading', { name: 'Twemoji' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect(page.getByRole('main')).toContainText('Emojibase');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
