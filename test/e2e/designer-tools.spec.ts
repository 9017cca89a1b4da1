import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { caseOf, drag } from '../helpers/canvasGestures.ts';
import { addStickers, centreOf, clientPointOf, itemById, openEditor, sizeOf, storeState, type ItemState, type Point } from '../helpers/editorPage.ts';
import { halvesJpeg } from '../helpers/images.ts';
import { line, touchPath, twoFingerPath } from '../helpers/touch.ts';

/** Issue 21's designer tools, at 390x844 touch (phone) and 1440x900 with a mouse (desktop). */

const { template } = caseOf('16');

type FlippableItem = ItemState & { flipX?: boolean };

const items = async (page: Page) => (await storeState(page)).canvas.present.items as FlippableItem[];
const selection = async (page: Page) => ((await storeState(page)).editor as unknown as { selectedItemIDs: string[] }).selectedItemIDs;

async function tap(page: Page, at: Point, touch: boolean) {
  const point = await clientPointOf(page, at);
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Taps (or clicks) the middle of an item, wherever its placement put it. */
async function tapItem(page: Page, itemID: string, touch: boolean) {
  await tap(page, centreOf(itemById(await storeState(page), itemID)), touch);
}

/** One picture, red on its left half and blue on its right, placed on the case as Add places it, selected. */
async function onePicture(page: Page, touch: boolean): Promise<string> {
  await openEditor(page, '16');
  await addStickers(page, [{ name: 'halves.jpg', mimeType: 'image/jpeg', buffer: await halvesJpeg(400, 300, '#ff0000', '#0000ff') }]);
  await page.getByRole('button', { name: 'Add halves.jpg' }).click();
  await expect.poll(async () => (await items(page)).length).toBe(1);
  await page.getByRole('button', { name: 'Selector' }).click();
  const [item] = await items(page);
  await tapItem(page, item?.itemID ?? '', touch);
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

    await tapItem(page, original, false);
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
    await tapItem(page, itemID, touch);
    await page.getByRole('button', { name: 'Flip' }).click();
    await expect.poll(async () => (await items(page))[0]?.flipX).toBeUndefined();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await items(page))[0]?.flipX).toBe(true);
  });
});

/** Three pictures set apart: A and B side by side, C under B (units of model 16, whose back's centre line is x = 413). */
const spots = {
  a: { TL_imageBounds: { x: 100, y: 600 }, BR_imageBounds: { x: 300, y: 750 } },
  b: { TL_imageBounds: { x: 450, y: 600 }, BR_imageBounds: { x: 650, y: 750 } },
  c: { TL_imageBounds: { x: 450, y: 1000 }, BR_imageBounds: { x: 650, y: 1150 } },
};

async function threePictures(page: Page): Promise<[string, string, string]> {
  await openEditor(page, '16');
  const colours = ['#e63946', '#2a9d8f', '#e9c46a'];
  await addStickers(page, await Promise.all(['a', 'b', 'c'].map(async (name, index) => ({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await halvesJpeg(400, 300, colours[index] ?? '#000', '#ffffff') }))));
  for (const name of ['a', 'b', 'c']) await page.getByRole('button', { name: `Add ${name}.jpg` }).click();
  await expect.poll(async () => (await items(page)).length).toBe(3);
  const ids = (await items(page)).map((item) => item.itemID) as [string, string, string];
  await place(page, ids, [spots.a, spots.b, spots.c]);
  await page.getByRole('button', { name: 'Selector' }).click();
  return ids;
}

type Bounds = Pick<ItemState, 'TL_imageBounds' | 'BR_imageBounds'>;

/** Puts the items at the bounds given (upright), as a finished move would. */
async function place(page: Page, itemIDs: readonly string[], bounds: readonly Bounds[]) {
  await page.evaluate(([placed, where]) => {
    const store = (window as unknown as { __caseStore: { dispatch(action: unknown): void } }).__caseStore;
    placed.forEach((itemID, index) => store.dispatch({ type: 'canvas/stickerTransformed', payload: { itemID, rotation: 0, ...where[index] } }));
  }, [itemIDs, bounds] as const);
}

/**
 * A and C made larger and selected together: A 400 x 300 units (120000 units², the smaller, which
 * reaches 75000 at a factor of √(75000 / 120000) ≈ 0.79) and C 600 x 450; their box spans
 * 60..700 x 600..1450.
 */
async function bigGroup(page: Page): Promise<{ a: string; c: string; before: ItemState[]; past: number }> {
  const [a, , c] = await threePictures(page);
  await place(page, [a, c], [
    { TL_imageBounds: { x: 60, y: 600 }, BR_imageBounds: { x: 460, y: 900 } },
    { TL_imageBounds: { x: 100, y: 1000 }, BR_imageBounds: { x: 700, y: 1450 } },
  ]);
  await page.evaluate((ids) => window.__caseStore?.dispatch({ type: 'editor/itemsSelected', payload: ids }), [a, c]);
  await expect.poll(() => selection(page)).toEqual([a, c]);
  const state = await storeState(page);
  return { a, c, before: [itemById(state, a), itemById(state, c)], past: state.canvas.past.length };
}

const areaOf = (item: ItemState) => sizeOf(item).width * sizeOf(item).height;

const guideCount = (page: Page) => page.evaluate(() => window.__caseStage?.find('.guide').length ?? 0);
const pastLength = async (page: Page) => (await storeState(page)).canvas.past.length;

async function mouseDrag(page: Page, from: Point, to: Point, during?: () => Promise<void>) {
  const start = await clientPointOf(page, from);
  const end = await clientPointOf(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await during?.();
  await page.mouse.up();
}

test.describe('designer tools with a mouse', () => {
  test.skip(({ isMobile }) => isMobile, 'mouse and keys: the desktop project');

  test('snaps a picture\'s centre onto the case\'s centre line with a guide, not with Alt; Shift-click two and drag them in one step; marquee, Front, Undo', async ({ page }) => {
    const [a, b, c] = await threePictures(page);
    // A's centre (200, 675) dragged 211 units right: 2 units from the line.
    await mouseDrag(page, { x: 200, y: 675 }, { x: 411, y: 675 }, async () => expect.poll(() => guideCount(page)).toBeGreaterThan(0));
    await expect.poll(async () => centreOf(itemById(await storeState(page), a)).x).toBeCloseTo(413, 6);
    expect(await guideCount(page)).toBe(0);
    await page.keyboard.press('Control+z');
    await page.keyboard.down('Alt');
    await mouseDrag(page, { x: 200, y: 675 }, { x: 411, y: 675 });
    await page.keyboard.up('Alt');
    await expect.poll(async () => Math.round(centreOf(itemById(await storeState(page), a)).x)).toBe(411);
    await page.keyboard.press('Control+z');

    await tap(page, { x: 200, y: 675 }, false);
    await page.keyboard.down('Shift');
    await tap(page, { x: 550, y: 1075 }, false);
    await page.keyboard.up('Shift');
    await expect.poll(() => selection(page)).toEqual([a, c]);
    const before = await pastLength(page);
    await page.keyboard.down('Alt');
    await mouseDrag(page, { x: 200, y: 675 }, { x: 200, y: 775 });
    await page.keyboard.up('Alt');
    await expect.poll(async () => Math.round(itemById(await storeState(page), c).TL_imageBounds.y)).toBe(1100);
    expect(Math.round(itemById(await storeState(page), a).TL_imageBounds.y)).toBe(700);
    expect(await pastLength(page)).toBe(before + 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => [itemById(await storeState(page), a).TL_imageBounds.y, itemById(await storeState(page), c).TL_imageBounds.y]).toEqual([600, 1000]);

    await page.keyboard.press('Escape');
    await expect.poll(() => selection(page)).toEqual([]);
    await mouseDrag(page, { x: 60, y: 560 }, { x: 700, y: 700 });
    await expect.poll(() => selection(page)).toEqual([a, b]);
    await expect(page.getByText('2 items selected')).toBeVisible();
    await page.getByRole('button', { name: 'Front' }).click();
    await expect.poll(async () => (await items(page)).sort((x, y) => x.itemIndex - y.itemIndex).map((item) => item.itemID)).toEqual([c, a, b]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await items(page)).sort((x, y) => x.itemIndex - y.itemIndex).map((item) => item.itemID)).toEqual([a, b, c]);
  });

  test('the Layers list reorders by Move up and by dragging a row, and the canvas follows', async ({ page }) => {
    const [a, b, c] = await threePictures(page);
    await page.getByRole('button', { name: 'Layers' }).click();
    const list = page.getByRole('region', { name: 'Layers list' });
    await expect(list.getByRole('listitem')).toHaveText([/Photo 3/, /Photo 2/, /Photo 1/]);
    await list.getByRole('listitem', { name: 'Photo 1' }).getByRole('button', { name: 'Move up' }).click();
    await expect.poll(async () => itemById(await storeState(page), a).itemIndex).toBe(1);
    const zIndex = (itemID: string) => page.evaluate((id) => window.__caseStage?.findOne(`#${id}`)?.zIndex(), itemID);
    expect([await zIndex(b), await zIndex(a), await zIndex(c)]).toEqual([0, 1, 2]);
    // The top row (c) dragged by its grip below the last row: c becomes the back layer.
    const grip = list.getByRole('listitem').first().locator('.layers__grip');
    const box = await grip.boundingBox();
    const rowHeight = (await list.getByRole('listitem').first().boundingBox())?.height ?? 0;
    if (!box) throw new Error('no grip');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + rowHeight * 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => itemById(await storeState(page), c).itemIndex).toBe(0);
    expect(await zIndex(c)).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => itemById(await storeState(page), c).itemIndex).toBe(2);
  });
});

test.describe('designer tools by touch', () => {
  test.skip(({ isMobile }) => !isMobile, 'a finger: the phone project');

  test('a long press adds a second picture and one finger moves both; the Layers list works by touch; a locked picture is not selected by a tap', async ({ page }) => {
    const [a, b, c] = await threePictures(page);
    await tap(page, { x: 200, y: 675 }, true);
    await expect.poll(() => selection(page)).toEqual([a]);
    const held = await clientPointOf(page, { x: 550, y: 1075 });
    await touchPath(page, [held], { holdMs: 700 });
    await expect.poll(() => selection(page)).toEqual([a, c]);
    await drag(page, { x: 550, y: 1075 }, { x: 550, y: 1175 }, true);
    await expect.poll(async () => itemById(await storeState(page), c).TL_imageBounds.y).toBeGreaterThan(1050);
    const movedBy = itemById(await storeState(page), c).TL_imageBounds.y - 1000;
    expect(itemById(await storeState(page), a).TL_imageBounds.y - 600).toBeCloseTo(movedBy, 6);

    await page.getByRole('button', { name: 'Layers' }).tap();
    const list = page.getByRole('region', { name: 'Layers list' });
    await list.getByRole('listitem', { name: 'Photo 1' }).getByRole('button', { name: 'Move up' }).tap();
    await expect.poll(async () => itemById(await storeState(page), a).itemIndex).toBe(1);
    await list.getByRole('listitem', { name: 'Photo 1' }).getByRole('button', { name: 'Photo 1' }).tap();
    await expect.poll(() => selection(page)).toEqual([b]);
    await list.getByRole('listitem', { name: 'Photo 1' }).getByRole('button', { name: 'Lock' }).tap();
    await expect.poll(async () => (itemById(await storeState(page), b) as FlippableItem & { locked?: boolean }).locked).toBe(true);
    await page.getByRole('button', { name: 'Close layers' }).tap();
    await tap(page, { x: 550, y: 675 }, true);
    await page.waitForTimeout(300);
    expect(await selection(page)).toEqual([]);
  });
});

test.describe('a selected group, resized and pinched', () => {
  test('a corner dragged far in stops the group where its smallest picture reaches 75000 units², in one undo step', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const { a, c, before, past } = await bigGroup(page);
    // The group's top-right anchor (the bottom ones lie under a phone's selection bar) dragged
    // down and left, well past where A reaches the minimum.
    await drag(page, { x: 700, y: 600 }, { x: 300, y: 1000 }, touch);
    await expect.poll(async () => (await storeState(page)).canvas.past.length).toBe(past + 1);
    const state = await storeState(page);
    const [smallAfter, bigAfter] = [itemById(state, a), itemById(state, c)];
    const [smallBefore, bigBefore] = before as [ItemState, ItemState];
    expect(areaOf(smallAfter)).toBeGreaterThanOrEqual(75000 - 1e-3);
    expect(areaOf(smallAfter)).toBeCloseTo(75000, 0);
    const factor = sizeOf(smallAfter).width / sizeOf(smallBefore).width;
    expect(factor).toBeCloseTo(Math.sqrt(75000 / 120000), 4);
    expect(sizeOf(bigAfter).width / sizeOf(bigBefore).width).toBeCloseTo(factor, 6);
    // The group's bottom-left corner (60, 1450), opposite the dragged anchor, stayed.
    expect(smallAfter.TL_imageBounds.x).toBeCloseTo(60, 3);
    expect(bigAfter.BR_imageBounds.y).toBeCloseTo(1450, 3);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => [itemById(await storeState(page), a), itemById(await storeState(page), c)]).toEqual(before);
  });

  test('two fingers inside the group\'s box scale it as one, in one undo step, and leave the view alone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'two fingers: the phone project');
    const { a, c, before, past } = await bigGroup(page);
    const viewport = (await storeState(page)).editor.viewport;
    // The fingers pinch about a point between A (down to y 900) and C (from y 1000), in the group's box.
    const mid = await clientPointOf(page, { x: 380, y: 950 });
    // From 20 px either side of it to 40: twice as far apart.
    const above = line({ x: mid.x, y: mid.y - 20 }, { x: mid.x, y: mid.y - 40 }, 10);
    const below = line({ x: mid.x, y: mid.y + 20 }, { x: mid.x, y: mid.y + 40 }, 10);
    await twoFingerPath(page, above, below);
    await expect.poll(async () => (await storeState(page)).canvas.past.length).toBe(past + 1);
    const state = await storeState(page);
    const [smallBefore, bigBefore] = before as [ItemState, ItemState];
    const [smallAfter, bigAfter] = [itemById(state, a), itemById(state, c)];
    const factor = sizeOf(smallAfter).width / sizeOf(smallBefore).width;
    expect(factor).toBeCloseTo(2, 1);
    expect(sizeOf(bigAfter).width / sizeOf(bigBefore).width).toBeCloseTo(factor, 6);
    // Scaled about the fingers' midpoint: A's centre moved away from it by the same factor.
    expect(centreOf(smallAfter).y - 950).toBeCloseTo((centreOf(smallBefore).y - 950) * factor, 0);
    expect(state.editor.viewport).toEqual(viewport);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => [itemById(await storeState(page), a), itemById(await storeState(page), c)]).toEqual(before);
  });
});
