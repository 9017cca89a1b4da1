import { expect, test, type Page } from '@playwright/test';
import {
  addStickers,
  centreOf,
  clientPointOf,
  itemById,
  openEditor,
  sizeOf,
  storeState,
  type ItemState,
  type Point,
} from '../helpers/editorPage.ts';
import { caseOf, drag } from '../helpers/canvasGestures.ts';
import { solidJpeg } from '../helpers/images.ts';
import { twoFingerPath } from '../helpers/touch.ts';

const { template, caseCentre } = caseOf('16');

/** Three stickers from the tray: A and B overlap in the middle, C sits apart near the top. */
async function threeStickers(page: Page): Promise<[string, string, string]> {
  await openEditor(page, '16');
  await addStickers(page, [
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 300, '#e63946') },
    { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 300, '#2a9d8f') },
    { name: 'c.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 300, '#e9c46a') },
  ]);
  for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(3);
  // "Add" puts each at a free spot; these tests need them stacked, so the design is replaced by
  // the same three centred on the case, as a start-up restore does (a fresh history).
  await page.evaluate((centre) => {
    const store = (window as unknown as { __caseStore: { getState(): { canvas: { present: { items: ItemState[] } } }; dispatch(action: unknown): void } }).__caseStore;
    const items = store.getState().canvas.present.items.map((item) => {
      const halfWidth = (item.BR_imageBounds.x - item.TL_imageBounds.x) / 2;
      const halfHeight = (item.BR_imageBounds.y - item.TL_imageBounds.y) / 2;
      return {
        ...item,
        TL_imageBounds: { x: centre.x - halfWidth, y: centre.y - halfHeight },
        BR_imageBounds: { x: centre.x + halfWidth, y: centre.y + halfHeight },
      };
    });
    store.dispatch({ type: 'canvas/designLoaded', payload: items });
    store.dispatch({ type: '@@redux-undo/CLEAR_HISTORY' });
  }, caseCentre);
  const ids = (await storeState(page)).canvas.present.items.map((item) => item.itemID) as [string, string, string];
  return ids;
}

async function tap(page: Page, at: Point, touch: boolean) {
  const point = await clientPointOf(page, at);
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

test.describe('selecting and changing stickers', () => {
  test('select, move, resize (to the limit and past it), rotate, layer order, delete, undo and redo', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const [a, b, c] = await threeStickers(page);
    await page.getByRole('button', { name: 'Selector' }).click();
    const initial = await storeState(page);
    const history: ItemState[][] = [...initial.canvas.past.map((entry) => entry.items), initial.canvas.present.items];
    const snapshot = async () => history.push((await storeState(page)).canvas.present.items);
    const area = (size: { width: number; height: number }) => size.width * size.height;

    // Select C (topmost of the three at the centre) and move it up, away from A and B.
    await tap(page, caseCentre, touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(c);
    const cBefore = itemById(await storeState(page), c);
    const cTarget = { x: caseCentre.x, y: template.caseBack.y + template.caseBack.height * 0.78 };
    await drag(page, caseCentre, cTarget, touch);
    await expect.poll(async () => Math.round(centreOf(itemById(await storeState(page), c)).y)).not.toBe(Math.round(centreOf(cBefore).y));
    let state = await storeState(page);
    let moved = itemById(state, c);
    const scale = state.editor.viewport?.scale ?? 1;
    expect(Math.abs(centreOf(moved).y - cTarget.y)).toBeLessThan(4 / scale);
    expect(sizeOf(moved).width).toBeCloseTo(sizeOf(cBefore).width, 6);
    expect(sizeOf(moved).height).toBeCloseTo(sizeOf(cBefore).height, 6);
    expect(state.canvas.past).toHaveLength(history.length);
    await snapshot();
    expect(history).toHaveLength(2);

    // Resize from the bottom-right corner outwards: the ratio is kept, one snapshot.
    const size = sizeOf(moved);
    await drag(page, moved.BR_imageBounds, { x: moved.BR_imageBounds.x + 80, y: moved.BR_imageBounds.y + 60 }, touch);
    await expect.poll(async () => sizeOf(itemById(await storeState(page), c)).width).toBeGreaterThan(size.width);
    state = await storeState(page);
    moved = itemById(state, c);
    const grown = sizeOf(moved);
    expect(grown.width / grown.height).toBeCloseTo(size.width / size.height, 3);
    expect(moved.TL_imageBounds.x).toBeCloseTo(history.at(-1)?.find((item) => item.itemID === c)?.TL_imageBounds.x ?? 0, 0);
    await snapshot();

    // Shrinking far past the minimum area stops at it: the sticker shrinks to about 75000 units²
    // (the last pointer step may stop just short of the limit), never less.
    await drag(page, moved.BR_imageBounds, { x: moved.TL_imageBounds.x + 15, y: moved.TL_imageBounds.y + 12 }, touch);
    await expect.poll(async () => area(sizeOf(itemById(await storeState(page), c)))).toBeLessThan(area(grown));
    state = await storeState(page);
    const shrunk = sizeOf(itemById(state, c));
    expect(area(shrunk)).toBeGreaterThanOrEqual(75000 - 1);
    expect(area(shrunk)).toBeLessThan(75000 * 1.05);
    expect(shrunk.width / shrunk.height).toBeCloseTo(grown.width / grown.height, 2);
    await snapshot();

    // Rotate with the handle 50 units above the top edge: to the right of the centre is 90°.
    moved = itemById(state, c);
    const centre = centreOf(moved);
    const handle = { x: centre.x, y: moved.TL_imageBounds.y - 50 };
    await drag(page, handle, { x: centre.x + 300, y: centre.y + 2 }, touch);
    await expect.poll(async () => itemById(await storeState(page), c).rotation).toBe(90);
    await snapshot();

    // Layer order: C is on top, so Bring Forward and Front are disabled.
    await expect(page.getByRole('button', { name: 'Front', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Bring Forward' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(async () => itemById(await storeState(page), c).itemIndex).toBe(0);
    await expect(page.getByRole('button', { name: 'Send Backward' })).toBeDisabled();
    await snapshot();
    // C overlaps neither A nor B now, so one step forward goes all the way to the top.
    await page.getByRole('button', { name: 'Bring Forward' }).click();
    await expect.poll(async () => itemById(await storeState(page), c).itemIndex).toBe(2);
    await snapshot();

    // Select B (A and B overlap): one step back passes A, the item it overlaps.
    await tap(page, caseCentre, touch);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(b);
    await page.getByRole('button', { name: 'Send Backward' }).click();
    await expect.poll(async () => itemById(await storeState(page), b).itemIndex).toBe(0);
    expect(itemById(await storeState(page), a).itemIndex).toBe(1);
    await snapshot();
    await page.getByRole('button', { name: 'Front', exact: true }).click();
    await expect.poll(async () => itemById(await storeState(page), b).itemIndex).toBe(2);
    await snapshot();

    // Close deletes B.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(2);
    state = await storeState(page);
    expect(state.editor.selectedItemID).toBeNull();
    expect(state.canvas.present.items.map((item) => item.itemIndex).sort()).toEqual([0, 1]);
    await snapshot();

    // Undo walks every step back, redo walks it forward again.
    for (let step = history.length - 2; step >= 0; step -= 1) {
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(history[step]);
    }
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    for (let step = 1; step < history.length; step += 1) {
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(async () => (await storeState(page)).canvas.present.items).toEqual(history[step]);
    }
    await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  test('two fingers pinch-zoom the view, also when the pinch starts on a sticker', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'touch');
    const ids = await threeStickers(page);
    await page.getByRole('button', { name: 'Selector' }).click();
    const before = await storeState(page);
    const scale = before.editor.viewport?.scale ?? 1;
    const mid = await clientPointOf(page, caseCentre);
    const apart = (distance: number) => [
      { x: mid.x - distance, y: mid.y },
      { x: mid.x + distance, y: mid.y },
    ];
    const steps = 12;
    const first = Array.from({ length: steps }, (_, index) => apart(40 + index * 8)[0] as Point);
    const second = Array.from({ length: steps }, (_, index) => apart(40 + index * 8)[1] as Point);
    await twoFingerPath(page, first, second);
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale ?? 0).toBeGreaterThan(scale * 1.3);
    const after = await storeState(page);
    expect(after.canvas.present.items).toEqual(before.canvas.present.items);
    expect(after.canvas.past).toHaveLength(before.canvas.past.length);
    expect((after.editor.viewport?.scale ?? 0) < 1.1).toBe(true);
    expect(ids).toHaveLength(3);
  });

  test('keyboard: nudge bursts, delete, escape, undo and redo', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'keyboard and mouse');
    const [, , c] = await threeStickers(page);
    await page.getByRole('button', { name: 'Selector' }).click();
    await tap(page, caseCentre, false);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(c);
    const start = itemById(await storeState(page), c);
    const pastBefore = (await storeState(page)).canvas.past.length;

    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    let state = await storeState(page);
    let item = itemById(state, c);
    expect(item.TL_imageBounds.x - start.TL_imageBounds.x).toBe(30);
    expect(item.TL_imageBounds.y - start.TL_imageBounds.y).toBe(100);
    expect(state.canvas.past).toHaveLength(pastBefore + 1);

    await page.keyboard.press('Control+z');
    state = await storeState(page);
    expect(itemById(state, c).TL_imageBounds).toEqual(start.TL_imageBounds);
    await page.keyboard.press('Control+Shift+z');
    expect(itemById(await storeState(page), c).TL_imageBounds.x).toBe(start.TL_imageBounds.x + 30);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    item = itemById(await storeState(page), c);
    expect(item.TL_imageBounds.y).toBe(start.TL_imageBounds.y + 100);

    await page.keyboard.press('Escape');
    expect((await storeState(page)).editor.selectedItemID).toBeNull();
    await tap(page, centreOf(item), false);
    await expect.poll(async () => (await storeState(page)).editor.selectedItemID).toBe(c);
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(2);

    // The wheel zooms about the pointer; it never touches the design history.
    const past = (await storeState(page)).canvas.past.length;
    const zoomBefore = (await storeState(page)).editor.viewport?.scale ?? 1;
    const point = await clientPointOf(page, caseCentre);
    await page.mouse.move(point.x, point.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale ?? 0).toBeGreaterThan(zoomBefore);
    expect((await storeState(page)).canvas.past).toHaveLength(past);
  });

  test('clear canvas asks first, then leaves one fresh snapshot', async ({ page }) => {
    await threeStickers(page);
    await page.getByRole('button', { name: 'Clear canvas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the canvas?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear canvas' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(0);
    const state = await storeState(page);
    expect(state.canvas.past).toHaveLength(0);
    expect(state.canvas.future).toHaveLength(0);
    expect(state.canvas.present.backdrop.backgroundColor).toBe('#4a5759');
    expect(state.canvas.present.backdrop.showBackgroundImage).toBe(true);
    expect(state.library.trayImageIDs).toHaveLength(3);
  });
});
