import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { caseOf } from '../helpers/canvasGestures.ts';
import { addStickers, addTextButton, centreOf, clientPointOf, editorSection, isStudio, itemById, type ItemState, openEditor, type Point, sizeOf, storeState } from '../helpers/editorPage.ts';
import { phonePhoto, solidJpeg } from '../helpers/images.ts';
import { line, touchPath } from '../helpers/touch.ts';

/**
 * Issue 48's precise tools, at 390x844 touch (phone) and 1440x900 with a mouse (desktop): the
 * Arrange sheet's number fields, align and distribute, opacity in the print file, the right-click
 * menu, the keyboard shortcuts list, and every slider moved by its keys.
 */

const modelKey = '16';
const { template } = caseOf(modelKey);
const back = template.caseBack;

type Item = ItemState & { kind: string; opacity?: number; curve?: number };

const itemsOf = async (page: Page) => (await storeState(page)).canvas.present.items as Item[];
const pastLength = async (page: Page) => (await storeState(page)).canvas.past.length;
const selection = async (page: Page) => ((await storeState(page)).editor as unknown as { selectedItemIDs: string[] }).selectedItemIDs;
const isTouch = () => test.info().project.name === 'phone';
const arrange = (page: Page) => editorSection(page, 'Arrange');

/** A length in units without the float noise of the sums that gave it. */
const exact = (units: number) => Math.round(units * 1e6) / 1e6;

/** The box of an upright item (units), its edges without float noise. */
function boxOf(item: Item) {
  return { left: exact(item.TL_imageBounds.x), top: exact(item.TL_imageBounds.y), right: exact(item.BR_imageBounds.x), bottom: exact(item.BR_imageBounds.y) };
}

async function tapItem(page: Page, itemID: string) {
  const point = await clientPointOf(page, centreOf(itemById(await storeState(page), itemID)));
  if (isTouch()) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  await expect.poll(() => selection(page)).toEqual([itemID]);
}

/** Pictures put on the case with their "Add" buttons, the Selector chosen; their ids, back to front. */
async function picturesOnCase(page: Page, files: { name: string; buffer: Buffer }[]): Promise<string[]> {
  await openEditor(page, modelKey);
  await addStickers(page, files.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
  for (const { name } of files) await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect.poll(async () => (await itemsOf(page)).length).toBe(files.length);
  await page.getByRole('button', { name: 'Selector', exact: true }).click();
  return (await itemsOf(page)).map((item) => item.itemID);
}

/** Puts items at the bounds given, upright, as a finished move would. */
async function place(page: Page, bounds: Record<string, { TL_imageBounds: Point; BR_imageBounds: Point; rotation?: number }>) {
  await page.evaluate((placed) => {
    for (const [itemID, where] of Object.entries(placed)) {
      window.__caseStore?.dispatch({ type: 'canvas/stickerTransformed', payload: { itemID, rotation: 0, ...where } });
    }
  }, bounds);
}

async function openArrange(page: Page) {
  await page.getByRole('button', { name: 'Arrange', exact: true }).click();
  await expect(arrange(page)).toBeVisible();
  return arrange(page);
}

test.describe('precise tools', () => {
  test('X, Y, W, H and rotation move, resize and turn a 12 MP photo exactly, one undo step each', async ({ page }) => {
    const [photo = ''] = await picturesOnCase(page, [{ name: 'photo.jpg', buffer: await phonePhoto(1, 6) }]);
    await tapItem(page, photo);
    const sheet = await openArrange(page);
    const start = itemById(await storeState(page), photo) as Item;
    const ratio = sizeOf(start).height / sizeOf(start).width;
    const steps = await pastLength(page);

    const x = sheet.getByRole('spinbutton', { name: 'X', exact: true });
    await x.fill('12.5');
    await x.press('Enter');
    await expect.poll(async () => itemById(await storeState(page), photo).TL_imageBounds.x).toBe(back.x + 125);
    await expect(x).toHaveAttribute('aria-valuetext', '12.5 millimetres');
    // Leaving the field applies a typed value too.
    await sheet.getByRole('spinbutton', { name: 'Y', exact: true }).fill('30');
    await page.keyboard.press('Tab');
    await expect.poll(async () => itemById(await storeState(page), photo).TL_imageBounds).toEqual({ x: back.x + 125, y: back.y + 300 });

    // A picture keeps its ratio by default, from its top-left corner.
    await expect(sheet.getByRole('button', { name: 'Keep ratio' })).toHaveAttribute('aria-pressed', 'true');
    await sheet.getByRole('spinbutton', { name: 'Width', exact: true }).fill('40');
    await sheet.getByRole('spinbutton', { name: 'Width', exact: true }).press('Enter');
    await expect.poll(async () => sizeOf(itemById(await storeState(page), photo)).width).toBe(400);
    const resized = itemById(await storeState(page), photo);
    expect(sizeOf(resized).height).toBeCloseTo(400 * ratio, 6);
    expect(resized.TL_imageBounds).toEqual({ x: back.x + 125, y: back.y + 300 });
    await sheet.getByRole('button', { name: 'Keep ratio' }).click();
    await sheet.getByRole('spinbutton', { name: 'Height', exact: true }).fill('50');
    await sheet.getByRole('spinbutton', { name: 'Height', exact: true }).press('Enter');
    await expect.poll(async () => sizeOf(itemById(await storeState(page), photo))).toEqual({ width: 400, height: 500 });

    // Arrow presses turn it by 1°, with Shift by 15°: one burst, one undo step.
    const rotation = sheet.getByRole('spinbutton', { name: 'Rotation', exact: true });
    await rotation.focus();
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'Shift+ArrowUp']) await page.keyboard.press(key);
    await expect.poll(async () => itemById(await storeState(page), photo).rotation).toBe(18);
    await expect(rotation).toHaveAttribute('aria-valuetext', '18 degrees');
    expect(await pastLength(page)).toBe(steps + 5);

    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => itemById(await storeState(page), photo).rotation).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => sizeOf(itemById(await storeState(page), photo)).height).toBeCloseTo(400 * ratio, 6);
  });

  test('aligns a picture to the case and three to each other, and distributes them, one undo step each', async ({ page }) => {
    const files = await Promise.all([1, 2, 3].map(async (seed) => ({ name: `photo-${seed}.jpg`, buffer: await phonePhoto(seed) })));
    const [a = '', b = '', c = ''] = await picturesOnCase(page, files);
    await place(page, {
      [a]: { TL_imageBounds: { x: 100, y: 500 }, BR_imageBounds: { x: 300, y: 650 } },
      [b]: { TL_imageBounds: { x: 420, y: 800 }, BR_imageBounds: { x: 720, y: 1000 } },
      [c]: { TL_imageBounds: { x: 200, y: 1150 }, BR_imageBounds: { x: 300, y: 1250 } },
    });
    await tapItem(page, b);
    let sheet = await openArrange(page);
    await expect(sheet.getByRole('group', { name: 'Align to the case' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Distribute horizontally' })).toBeDisabled();
    let steps = await pastLength(page);
    await sheet.getByRole('button', { name: 'Align right' }).click();
    await expect.poll(async () => boxOf(itemById(await storeState(page), b) as Item).right).toBe(back.x + back.width);
    await sheet.getByRole('button', { name: 'Align bottom' }).click();
    await expect.poll(async () => boxOf(itemById(await storeState(page), b) as Item).bottom).toBe(back.y + back.height);
    expect(await pastLength(page)).toBe(steps + 2);
    await sheet.getByRole('button', { name: 'Done' }).click();

    await page.evaluate((ids) => window.__caseStore?.dispatch({ type: 'editor/itemsSelected', payload: ids }), [a, b, c]);
    sheet = await openArrange(page);
    await expect(sheet.getByRole('group', { name: 'Align to each other' })).toBeVisible();
    steps = await pastLength(page);
    await sheet.getByRole('button', { name: 'Align top' }).click();
    await expect.poll(async () => new Set((await itemsOf(page)).map((item) => boxOf(item).top)).size).toBe(1);
    await sheet.getByRole('button', { name: 'Distribute horizontally' }).click();
    // Widths 200, 300 and 100 between the leftmost and the rightmost edge: equal gaps, in order.
    const gap = (back.x + back.width - 100 - 600) / 2;
    await expect
      .poll(async () => {
        const boxes = (await itemsOf(page)).map(boxOf).sort((one, other) => one.left - other.left);
        return boxes.slice(1).map((box, index) => exact(box.left - (boxes[index]?.right ?? 0)));
      })
      .toEqual([exact(gap), exact(gap)]);
    expect(await pastLength(page)).toBe(steps + 2);
  });

  test('opacity: a half-transparent 12 MP picture prints half over the background, and undo takes it back in one step', async ({ page }) => {
    const [red = ''] = await picturesOnCase(page, [{ name: 'red.jpg', buffer: await solidJpeg(4032, 3024, '#ff0000') }]);
    await tapItem(page, red);
    const sheet = await openArrange(page);
    const opacity = sheet.getByRole('slider', { name: 'Opacity' });
    await expect(opacity).toHaveAttribute('aria-valuetext', '100%');
    const steps = await pastLength(page);
    await opacity.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('PageDown');
    await expect(opacity).toHaveAttribute('aria-valuetext', '50%');
    await expect.poll(async () => (itemById(await storeState(page), red) as Item).opacity).toBe(0.5);
    expect(await pastLength(page)).toBe(steps + 1);
    await expect.poll(() => page.evaluate((id) => window.__caseStage?.findOne(`#${id}`)?.opacity(), red)).toBe(0.5);
    await sheet.getByRole('button', { name: 'Done' }).click();

    const centre = centreOf(itemById(await storeState(page), red));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const png = await sharp(await (await download).path()).raw().toBuffer({ resolveWithObject: true });
    const at = (Math.round(centre.y * 2) * png.info.width + Math.round(centre.x * 2)) * png.info.channels;
    const printed = Array.from(png.data.subarray(at, at + 3));
    // Half of #ff0000 over the default background #4a5759.
    const expected = [(255 + 0x4a) / 2, 0x57 / 2, 0x59 / 2];
    printed.forEach((value, channel) => expect(Math.abs(value - (expected[channel] ?? 0))).toBeLessThanOrEqual(3));

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (itemById(await storeState(page), red) as Item).opacity).toBeUndefined();
  });

  test('every slider moves by its keys and says its value (Curve, Adjust, Collage, Ghosts)', async ({ page }) => {
    const [photo = ''] = await picturesOnCase(page, [{ name: 'photo.jpg', buffer: await phonePhoto(2) }]);

    await tapItem(page, photo);
    await page.getByRole('button', { name: 'Adjust', exact: true }).click();
    const adjust = editorSection(page, 'Adjust');
    const brightness = adjust.getByRole('slider', { name: 'Brightness' });
    await brightness.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(brightness).toHaveValue('2');
    await expect.poll(async () => (await itemsOf(page))[0] as Item & { adjust?: { brightness?: number } }).toMatchObject({ adjust: { brightness: 2 } });
    await adjust.getByRole('button', { name: 'Done' }).click();

    // Each arrow step of the Curve bends the words: keys are not snapped back to straight.
    await (await addTextButton(page)).click();
    const textSheet = editorSection(page, 'Edit text');
    await page.keyboard.type('Sam');
    const curve = textSheet.getByRole('slider', { name: 'Curve' });
    await curve.focus();
    await page.keyboard.press('ArrowRight');
    await expect(curve).toHaveAttribute('aria-valuetext', 'Arch up 1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(curve).toHaveAttribute('aria-valuetext', 'Arch down 1');
    await expect.poll(async () => (await itemsOf(page)).find((item) => item.kind === 'text')?.curve).toBe(-1);
    await textSheet.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Collage', exact: true }).click();
    const collage = editorSection(page, 'Collage');
    await collage.getByRole('button', { name: 'Full back' }).click();
    const spacing = collage.getByRole('slider', { name: 'Spacing' });
    await spacing.focus();
    await page.keyboard.press('ArrowRight');
    await expect(spacing).toHaveAttribute('aria-valuetext', '2.1 mm');
    const corners = collage.getByRole('slider', { name: 'Corners' });
    await corners.focus();
    await page.keyboard.press('End');
    await expect(corners).toHaveAttribute('aria-valuetext', '15 mm');
    await collage.getByRole('button', { name: 'Done' }).click();

    // The Ghosts tool on a phone; in the studio the Background & Ghosts section.
    await page.getByRole('button', { name: isStudio(page) ? 'Background & Ghosts' : 'Ghosts', exact: true }).click();
    await page.getByRole('switch', { name: 'Enable Ghosts' }).check();
    const ghostSliders: [string, string, string][] = [
      ['Opacity', 'ArrowRight', '2%'],
      ['Frequency', 'ArrowLeft', '90% of the ghosts'],
      ['Size', 'ArrowRight', '1.1% of the picture\'s size'],
    ];
    for (const [name, key, said] of ghostSliders) {
      const slider = page.getByRole('slider', { name, exact: true });
      await slider.focus();
      await page.keyboard.press(key);
      await expect(slider).toHaveAttribute('aria-valuetext', said);
    }
  });
});

test.describe('with a mouse and keys', () => {
  test.skip(({ isMobile }) => isMobile, 'right-click and keys: the desktop project');

  test('a right-click selects the picture under it and opens its menu, which the arrow keys and Escape work', async ({ page }) => {
    const [a = '', b = ''] = await picturesOnCase(page, [
      { name: 'a.jpg', buffer: await solidJpeg(1200, 900, '#e63946') },
      { name: 'b.jpg', buffer: await solidJpeg(1200, 900, '#2a9d8f') },
    ]);
    const rightClick = async (itemID: string) => {
      const point = await clientPointOf(page, centreOf(itemById(await storeState(page), itemID)));
      await page.mouse.click(point.x, point.y, { button: 'right' });
    };
    await rightClick(a);
    const menu = page.getByRole('menu', { name: 'Canvas commands' });
    await expect(menu).toBeVisible();
    await expect.poll(() => selection(page)).toEqual([a]);
    await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Flip' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Keyboard shortcuts' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await selection(page)).toEqual([a]);

    // Align from the menu; a click outside closes it without acting.
    await rightClick(b);
    await expect.poll(() => selection(page)).toEqual([b]);
    const steps = await pastLength(page);
    await menu.getByRole('menuitem', { name: 'Align left' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(async () => itemById(await storeState(page), b).TL_imageBounds.x).toBe(back.x);
    expect(await pastLength(page)).toBe(steps + 1);
    await rightClick(b);
    await page.mouse.click(20, 200);
    await expect(menu).toBeHidden();

    // Delete by the keyboard: up from the top comes round to the end.
    await rightClick(b);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await itemsOf(page)).map((item) => item.itemID)).toEqual([a]);
  });

  test('? and the button open the keyboard shortcuts list, which names the keys', async ({ page }) => {
    await openEditor(page, modelKey);
    await page.keyboard.press('?');
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('row', { name: /Undo/ })).toContainText('Ctrl+Z');
    await expect(list.getByRole('row', { name: /Move the selection by 10 mm/ })).toContainText('Shift+←');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(list).toBeVisible();
  });
});

test.describe('on a touch screen', () => {
  test.skip(({ isMobile }) => !isMobile, 'a finger: the phone project');

  test('the menu a long press asks for does not open, and the browser keeps its own', async ({ page }) => {
    const [photo = ''] = await picturesOnCase(page, [{ name: 'a.jpg', buffer: await solidJpeg(1200, 900, '#e63946') }]);
    const point = await clientPointOf(page, centreOf(itemById(await storeState(page), photo)));
    // A finger held on the picture; Chromium on Android then sends a contextmenu of pointer type
    // touch (the emulated touch screen sends none, so it is sent here as the phone would).
    await touchPath(page, line(point, point, 1), { holdMs: 600 });
    const kept = await page.evaluate(({ x, y }) => {
      const target = document.elementFromPoint(x, y);
      const asked = (init: PointerEventInit) => {
        const event = new PointerEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: y, ...init });
        target?.dispatchEvent(event);
        return !event.defaultPrevented;
      };
      // Once with its pointer type, once without one (after the finger's pointerdown).
      return [asked({ pointerType: 'touch' }), asked({})];
    }, point);
    expect(kept).toEqual([true, true]);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
