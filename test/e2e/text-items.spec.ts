import { expect, test, type Page } from '@playwright/test';
import { textHeightEm, textEdgeEm } from '../../src/editor/model/textLayout.ts';
import { textFont } from '../../src/shared/textFonts.ts';
import { caseOf, drag } from '../helpers/canvasGestures.ts';
import { addTextButton, clientPointOf, openEditor, storeState, type Point } from '../helpers/editorPage.ts';
import {
  clientMapper,
  compareMasks,
  exportPrint,
  gridOver,
  hexColour,
  isInk,
  onlyText,
  rawImage,
  textBitmap,
  textSheet,
  textsOf,
  writeText,
  type TextState,
} from '../helpers/textItems.ts';

const { caseCentre } = caseOf('16');
const centreOf = (text: TextState): Point => ({
  x: (text.TL_imageBounds.x + text.BR_imageBounds.x) / 2,
  y: (text.TL_imageBounds.y + text.BR_imageBounds.y) / 2,
});
const widthOf = (text: TextState) => text.BR_imageBounds.x - text.TL_imageBounds.x;
const heightOf = (text: TextState) => text.BR_imageBounds.y - text.TL_imageBounds.y;
const undo = (page: Page) => page.getByRole('button', { name: 'Undo' }).click();

test.describe('words on the case', () => {
  test('a text is written in a script font, moved, resized and turned like a picture, and Undo takes back each step', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    await openEditor(page, '16');
    await (await addTextButton(page)).click();
    const sheet = textSheet(page);
    await expect(sheet).toBeVisible();
    // The new text sits in the middle of the case's back, selected, its words ready to be typed over.
    const added = await onlyText(page);
    expect(centreOf(added).x).toBeCloseTo(caseCentre.x, 6);
    expect(centreOf(added).y).toBeCloseTo(caseCentre.y, 6);
    expect((await storeState(page)).editor.selectedItemID).toBe(added.itemID);
    // Phones zoom into fields under 16 px: none in the sheet is.
    const fontSizes = await sheet.locator('textarea, input, button').evaluateAll((fields) => fields.map((field) => parseFloat(getComputedStyle(field).fontSize)));
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(16);
    // The sheet sits on the bottom of the visual viewport (the top of an on-screen keyboard).
    const placement = await sheet.evaluate((element) => ({ bottom: element.getBoundingClientRect().bottom, visible: (window.visualViewport?.height ?? 0) + (window.visualViewport?.offsetTop ?? 0) }));
    if (touch) expect(placement.bottom).toBeCloseTo(placement.visible, 0);

    await page.keyboard.type('Pat & Sam');
    // The canvas follows the typing before Done.
    await expect.poll(async () => (await onlyText(page)).text).toBe('Pat & Sam');
    const partial = await textBitmap(page, added.itemID);
    await page.keyboard.type(' 2026');
    await expect.poll(async () => textBitmap(page, added.itemID)).not.toBe(partial);
    await sheet.getByRole('radiogroup', { name: 'Font' }).getByRole('radio', { name: 'Pacifico' }).click();
    await sheet.getByRole('radiogroup', { name: 'Text colour' }).getByRole('radio', { name: 'Rose' }).click();
    await sheet.getByRole('checkbox', { name: 'Outline' }).check();
    await expect.poll(async () => onlyText(page)).toMatchObject({ text: 'Pat & Sam 2026', fontFamily: 'Pacifico', fill: '#edafb8', stroke: '#4a5759' });
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
    const written = await onlyText(page);
    // A text is drawn at print resolution in its font: it prints sharp at any size.
    await expect(page.getByRole('status', { name: 'Print quality' })).toContainText('Print: Sharp');
    // Adding is one step, the visit of the sheet another.
    expect((await storeState(page)).canvas.past).toHaveLength(2);

    const moveTo = { x: centreOf(written).x, y: centreOf(written).y - 250 };
    await drag(page, centreOf(written), moveTo, touch);
    await expect.poll(async () => centreOf(await onlyText(page)).y).toBeLessThan(centreOf(written).y - 200);
    const moved = await onlyText(page);

    await drag(page, moved.BR_imageBounds, { x: moved.BR_imageBounds.x + 90, y: moved.BR_imageBounds.y + 40 }, touch);
    await expect.poll(async () => widthOf(await onlyText(page))).toBeGreaterThan(widthOf(moved) * 1.05);
    const resized = await onlyText(page);
    // The ratio is kept, so the letters grow with the box.
    expect(widthOf(resized) / heightOf(resized)).toBeCloseTo(widthOf(moved) / heightOf(moved), 3);
    expect(heightOf(resized)).toBeGreaterThan(heightOf(moved) * 1.05);

    const top = { x: centreOf(resized).x, y: resized.TL_imageBounds.y - 50 };
    await drag(page, top, { x: centreOf(resized).x + 500, y: centreOf(resized).y + 5 }, touch);
    await expect.poll(async () => (await onlyText(page)).rotation).toBe(90);
    expect((await storeState(page)).canvas.past).toHaveLength(5);

    for (const before of [resized, moved, written]) {
      await undo(page);
      await expect.poll(async () => onlyText(page)).toEqual(before);
    }
    await undo(page);
    await expect.poll(async () => onlyText(page)).toEqual(added);
    await undo(page);
    await expect.poll(async () => (await textsOf(page)).length).toBe(0);

    // Back to the written text: a double tap (double click) opens its sheet again, and so does Edit Text.
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => onlyText(page)).toEqual(moved);
    await page.keyboard.press('Escape');
    const at = await clientPointOf(page, centreOf(moved));
    if (touch) {
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForTimeout(80);
      await page.touchscreen.tap(at.x, at.y);
    } else {
      await page.mouse.dblclick(at.x, at.y);
    }
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('Pat & Sam 2026');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Edit Text' }).click();
    await expect(sheet).toBeVisible();
    // Emptied and Done: the text goes, and Undo brings it back as it was.
    await sheet.getByRole('textbox', { name: 'Text', exact: true }).fill('');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await textsOf(page)).length).toBe(0);
    await undo(page);
    await expect.poll(async () => onlyText(page)).toEqual(moved);
  });

  test('a reload draws the text in its font again, and the print file draws it in that font where the screen does', async ({ page }) => {
    await openEditor(page, '16');
    const text = await writeText(page, { words: 'Pat & Sam 2026', font: 'Pacifico', colour: 'Rose', outline: '#000000' });
    await page.keyboard.press('Escape');
    const before = await textBitmap(page, text.itemID);
    // The autosave writes at once when the page is hidden; a reload does that.
    await page.reload();
    await expect.poll(async () => (await textsOf(page))[0]).toEqual(text);
    expect(await textBitmap(page, text.itemID)).toBe(before);
    expect(await page.evaluate(() => document.fonts.check('400 40px "Pacifico"', 'Pat & Sam 2026'))).toBe(true);

    const print = await exportPrint(page);
    await page.locator('.editor-cover').evaluate((cover) => Promise.all(cover.getAnimations().map((animation) => animation.finished)));
    const screen = await rawImage(await page.screenshot());
    const dpr = await page.evaluate(() => window.devicePixelRatio);
    const background = hexColour((await storeState(page)).canvas.present.backdrop.backgroundColor);
    const grid = gridOver(text, 6);
    const inPrint = grid.map((point) => isInk(print, point.x * 2, point.y * 2, background));
    const toClient = await clientMapper(page);
    const onScreen = grid.map((point) => {
      const client = toClient(point);
      return isInk(screen, client.x * dpr, client.y * dpr, background);
    });
    const screenAndPrint = compareMasks(inPrint, onScreen);
    expect(screenAndPrint.inkA).toBeGreaterThan(0.15);
    expect(screenAndPrint.agree).toBeGreaterThan(0.9);
    // The screen draws the letters at its own, lower resolution: their edges differ a little.
    expect(screenAndPrint.overlap).toBeGreaterThan(0.7);

    // The same words in the browser's fallback font, at the same size and place, print other pixels.
    const font = textFont('Pacifico');
    const fallback = await page.evaluate(
      ({ words, width, height, fontSize, baseline }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no canvas');
        ctx.font = `400 ${fontSize}px serif`;
        ctx.textAlign = 'center';
        ctx.strokeStyle = '#000000';
        ctx.lineWidth = fontSize * 0.16;
        ctx.strokeText(words, width / 2, baseline);
        ctx.fillStyle = '#edafb8';
        ctx.fillText(words, width / 2, baseline);
        return canvas.toDataURL('image/png');
      },
      {
        words: text.text,
        width: Math.round(widthOf(text) * 2),
        height: Math.round(heightOf(text) * 2),
        fontSize: (heightOf(text) * 2) / textHeightEm(font, 1),
        baseline: ((heightOf(text) * 2) / textHeightEm(font, 1)) * (textEdgeEm + font.ascent),
      },
    );
    const fallbackImage = await rawImage(Buffer.from(fallback.split(',')[1] ?? '', 'base64'));
    // Transparent pixels decode as black: compare against black there.
    const inFallback = grid.map((point) =>
      isInk(fallbackImage, (point.x - text.TL_imageBounds.x) * 2, (point.y - text.TL_imageBounds.y) * 2, [0, 0, 0]),
    );
    const printAndFallback = compareMasks(inPrint, inFallback);
    expect(printAndFallback.inkB).toBeGreaterThan(0.04);
    expect(printAndFallback.agree).toBeLessThan(screenAndPrint.agree - 0.15);
    expect(printAndFallback.overlap).toBeLessThan(0.4);
  });

  test('a font whose file cannot be loaded stops the export and the checkout, naming the font', async ({ page }) => {
    await openEditor(page, '16');
    await writeText(page, { words: 'Pat & Sam 2026', font: 'Pacifico', colour: 'White', outline: null });
    await page.keyboard.press('Escape');
    // A new visit, offline for that one font's file: the design is restored, the font is not there.
    await page.route(/pacifico-latin-400-normal[^/]*\.woff2$/, (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect(page.getByText('We could not load the font Pacifico. Check your connection and try again.').first()).toBeVisible();
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const dialog = page.getByRole('dialog', { name: 'Font not loaded' });
    await expect(dialog).toContainText('We could not load the font Pacifico. Check your connection and try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(dialog).toContainText('We could not load the font Pacifico.');
    expect(page.url()).toMatch(/\/editor$/);
    expect(downloaded).toBe(false);

    // Back online, the same export goes through.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.unroute(/pacifico-latin-400-normal[^/]*\.woff2$/);
    const print = await exportPrint(page);
    expect(print.width).toBeGreaterThan(0);
  });

  test('a shared design opens in a fresh browser with the same text in the same font, and prints it the same', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'opens its own desktop context');
    await openEditor(page, '16');
    const text = await writeText(page, { words: 'Pat & Sam\n2026', font: 'Great Vibes', colour: 'White', outline: '#9a3f50' });
    await page.keyboard.press('Escape');
    const sent = await exportPrint(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const link = page.getByRole('dialog', { name: 'Share your design' }).getByRole('textbox', { name: 'Link to your design' });
    await expect(link).toHaveValue(/\/d\/[a-z2-7]{26}$/, { timeout: 30_000 });
    const url = await link.inputValue();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: testInfo.project.use.baseURL });
    const desktop = await context.newPage();
    await desktop.goto(new URL(url).pathname);
    await desktop.getByRole('button', { name: 'Open in editor' }).click();
    await expect.poll(async () => (await textsOf(desktop))[0]).toEqual(text);
    await textBitmap(desktop, text.itemID);
    expect(await desktop.evaluate(() => document.fonts.check('400 40px "Great Vibes"', 'Pat & Sam 2026'))).toBe(true);
    const opened = await exportPrint(desktop);
    const background = hexColour((await storeState(page)).canvas.present.backdrop.backgroundColor);
    const grid = gridOver(text, 4);
    const masks = [sent, opened].map((print) => grid.map((point) => isInk(print, point.x * 2, point.y * 2, background)));
    const same = compareMasks(masks[0] ?? [], masks[1] ?? []);
    expect(same.inkA).toBeGreaterThan(0.1);
    expect(same.overlap).toBeGreaterThan(0.97);
    await context.close();
  });
});
