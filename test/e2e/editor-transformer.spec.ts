import { expect, test, type Page } from '@playwright/test';
import type Konva from 'konva';
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
import { devtoolsExtensionScript } from '../helpers/devtoolsScript.ts';
import { solidJpeg } from '../helpers/images.ts';

const { template, caseCentre } = caseOf('16');

/** One sticker placed by "Add" (at the first free spot), selected with the Selector tool. */
async function oneSelectedSticker(page: Page): Promise<string> {
  await openEditor(page, '16');
  await addStickers(page, [{ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(600, 400, '#e63946') }]);
  await page.getByRole('button', { name: 'Add a.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
  await page.getByRole('button', { name: 'Selector' }).click();
  const [placed] = (await storeState(page)).canvas.present.items;
  if (!placed) throw new Error('no sticker');
  const point = await clientPointOf(page, centreOf(placed));
  await page.mouse.click(point.x, point.y);
  await expect.poll(async () => (await storeState(page)).editor.selectedItemID).not.toBeNull();
  return (await storeState(page)).editor.selectedItemID ?? '';
}

const corners = {
  'top-left': (item: ItemState) => item.TL_imageBounds,
  'top-right': (item: ItemState) => ({ x: item.BR_imageBounds.x, y: item.TL_imageBounds.y }),
  'bottom-right': (item: ItemState) => item.BR_imageBounds,
  'bottom-left': (item: ItemState) => ({ x: item.TL_imageBounds.x, y: item.BR_imageBounds.y }),
} as const;
const outwards = { 'top-left': [-1, -1], 'top-right': [1, -1], 'bottom-right': [1, 1], 'bottom-left': [-1, 1] } as const;
const opposite = { 'top-left': 'bottom-right', 'top-right': 'bottom-left', 'bottom-right': 'top-left', 'bottom-left': 'top-right' } as const;

/** The sticker's Konva node, as drawn: its centre and size in template units. */
async function nodeOf(page: Page, itemID: string) {
  return page.evaluate((id) => {
    const node = window.__caseStage?.findOne(`#${id}`);
    if (!node) return null;
    return { x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY(), rotation: node.rotation() };
  }, itemID);
}

test.describe('the Transformer on the selected sticker', () => {
  test('each corner anchor resizes with the opposite corner fixed, refuses to go below the limit, and undoes', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const id = await oneSelectedSticker(page);
    for (const corner of ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const) {
      const before = itemById(await storeState(page), id);
      const pastBefore = (await storeState(page)).canvas.past.length;
      const from = corners[corner](before);
      const [dx, dy] = outwards[corner];
      await drag(page, from, { x: from.x + dx * 90, y: from.y + dy * 60 }, touch);
      await expect.poll(async () => sizeOf(itemById(await storeState(page), id)).width).toBeGreaterThan(sizeOf(before).width);
      const grown = itemById(await storeState(page), id);
      expect(sizeOf(grown).width / sizeOf(grown).height).toBeCloseTo(sizeOf(before).width / sizeOf(before).height, 3);
      const fixedBefore = corners[opposite[corner]](before);
      const fixedAfter = corners[opposite[corner]](grown);
      expect(fixedAfter.x).toBeCloseTo(fixedBefore.x, 0);
      expect(fixedAfter.y).toBeCloseTo(fixedBefore.y, 0);
      expect((await storeState(page)).canvas.past).toHaveLength(pastBefore + 1);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => itemById(await storeState(page), id)).toEqual(before);
      // The canvas shows the undone state: the node is back where the store says.
      await expect.poll(async () => (await nodeOf(page, id))?.width).toBeCloseTo(sizeOf(before).width, 6);
    }

    // Shrunk far past the minimum: it stops at 75000 units², never smaller.
    const large = itemById(await storeState(page), id);
    await drag(page, large.BR_imageBounds, { x: large.TL_imageBounds.x + 5, y: large.TL_imageBounds.y + 5 }, touch);
    await expect.poll(async () => sizeOf(itemById(await storeState(page), id)).width).toBeLessThan(sizeOf(large).width);
    const minimal = itemById(await storeState(page), id);
    const area = (item: ItemState) => sizeOf(item).width * sizeOf(item).height;
    expect(area(minimal)).toBeGreaterThanOrEqual(75000 - 1);
    expect(area(minimal)).toBeLessThan(75000 * 1.01);
    // At the minimum, a further shrink leaves it there: at most the last rounding, never smaller.
    await drag(page, minimal.BR_imageBounds, centreOf(minimal), touch);
    await page.waitForTimeout(300);
    const after = itemById(await storeState(page), id);
    expect(area(after)).toBeGreaterThanOrEqual(75000 - 1);
    expect(area(after)).toBeLessThanOrEqual(area(minimal) + 1e-6);
    expect(after.TL_imageBounds).toEqual(minimal.TL_imageBounds);
  });

  test('the rotater turns the sticker, snapping to a right angle; undo turns it back', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const id = await oneSelectedSticker(page);
    const before = itemById(await storeState(page), id);
    const centre = centreOf(before);
    await drag(page, { x: centre.x, y: before.TL_imageBounds.y - 50 }, { x: centre.x + 400, y: centre.y + 10 }, touch);
    await expect.poll(async () => itemById(await storeState(page), id).rotation).toBe(90);
    expect(sizeOf(itemById(await storeState(page), id)).width).toBeCloseTo(sizeOf(before).width, 6);
    await expect.poll(async () => (await nodeOf(page, id))?.rotation).toBeCloseTo(90, 6);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => itemById(await storeState(page), id).rotation).toBe(0);
    await expect.poll(async () => (await nodeOf(page, id))?.rotation).toBe(0);
  });

  test('a second finger stops a resize and puts the sticker back, then pinches the view', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'touch');
    const id = await oneSelectedSticker(page);
    const state = await storeState(page);
    const before = itemById(state, id);
    const node = await nodeOf(page, id);
    const anchor = await clientPointOf(page, before.BR_imageBounds);
    const elsewhere = await clientPointOf(page, { x: caseCentre.x, y: template.caseBack.y + 100 });
    const cdp = await page.context().newCDPSession(page);
    const touchAt = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, index) => ({ ...point, id: index + 1 })) });
    await touchAt('touchStart', [anchor]);
    for (let step = 1; step <= 6; step += 1) {
      await touchAt('touchMove', [{ x: anchor.x + step * 8, y: anchor.y + step * 6 }]);
      await page.waitForTimeout(16);
    }
    // The resize is under way on the canvas, not in the store.
    expect((await nodeOf(page, id))?.width).toBeGreaterThan(sizeOf(before).width);
    expect(itemById(await storeState(page), id)).toEqual(before);
    const first = { x: anchor.x + 48, y: anchor.y + 36 };
    await touchAt('touchStart', [first, elsewhere]);
    for (let step = 1; step <= 6; step += 1) {
      await touchAt('touchMove', [{ x: first.x + step * 6, y: first.y + step * 6 }, { x: elsewhere.x - step * 6, y: elsewhere.y - step * 6 }]);
      await page.waitForTimeout(16);
    }
    // Mid-pinch, before the store has the new view, the page shows the layers' copy at the new zoom
    // (gestureLayers.ts), the Transformer with them: its rotater is already 50 units away at that zoom.
    const live = await page.evaluate(() => {
      const copy = document.querySelector<HTMLCanvasElement>('[data-layer="copy-view"]');
      const zoom = copy && copy.style.visibility !== 'hidden' ? new DOMMatrix(getComputedStyle(copy).transform).a : 1;
      const stage = window.__caseStage;
      return {
        scale: (stage?.scaleX() ?? 0) * zoom,
        offset: (stage?.findOne<Konva.Transformer>('.sticker-transformer')?.rotateAnchorOffset() ?? 0) * zoom,
      };
    });
    expect(live.scale).not.toBeCloseTo(state.editor.viewport?.scale ?? 0, 3);
    expect(live.offset).toBeCloseTo(50 * live.scale, 6);
    await touchAt('touchEnd', []);
    await cdp.detach();
    const after = await storeState(page);
    expect(itemById(after, id)).toEqual(before);
    expect(after.canvas.past).toHaveLength(state.canvas.past.length);
    expect(await nodeOf(page, id)).toEqual(node);
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale).not.toBe(state.editor.viewport?.scale);
  });

  test('two fingers on the selected sticker scale and turn it about their midpoint: one snapshot, undone at once', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'touch');
    const id = await oneSelectedSticker(page);
    const state = await storeState(page);
    const before = itemById(state, id);
    const viewport = state.editor.viewport;
    const mid = await clientPointOf(page, centreOf(before));
    const cdp = await page.context().newCDPSession(page);
    const pair = (spread: number) => [
      { x: mid.x - spread, y: mid.y, id: 1 },
      { x: mid.x + spread, y: mid.y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pair(20) });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pair(20 + step * 3) });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expect.poll(async () => sizeOf(itemById(await storeState(page), id)).width).toBeGreaterThan(sizeOf(before).width * 1.8);
    const after = await storeState(page);
    const pinched = itemById(after, id);
    expect(sizeOf(pinched).width / sizeOf(pinched).height).toBeCloseTo(sizeOf(before).width / sizeOf(before).height, 6);
    expect(centreOf(pinched).x).toBeCloseTo(centreOf(before).x, 0);
    expect(centreOf(pinched).y).toBeCloseTo(centreOf(before).y, 0);
    expect(after.editor.viewport).toEqual(viewport);
    expect(after.canvas.past).toHaveLength(state.canvas.past.length + 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => itemById(await storeState(page), id)).toEqual(before);
    await expect.poll(async () => (await nodeOf(page, id))?.width).toBeCloseTo(sizeOf(before).width, 6);
  });

  test('Redux DevTools time travel: jumping to an earlier entry shows that design on the canvas', async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    await page.addInitScript({ content: await devtoolsExtensionScript() });
    const id = await oneSelectedSticker(page);
    const added = itemById(await storeState(page), id);
    await drag(page, added.BR_imageBounds, { x: added.BR_imageBounds.x + 150, y: added.BR_imageBounds.y + 100 }, touch);
    await expect.poll(async () => sizeOf(itemById(await storeState(page), id)).width).toBeGreaterThan(sizeOf(added).width);
    const grown = itemById(await storeState(page), id);

    /** Jumps the DevTools' lifted store to the state right after the last action of `type`. */
    const jumpAfter = (type: string) =>
      page.evaluate((actionType) => {
        interface Lifted {
          getState(): { stagedActionIds: number[]; actionsById: Record<number, { action: { type: string } }> };
          dispatch(action: { type: string; index: number }): void;
        }
        const lifted = (window as unknown as { __devtoolsLiftedStore: Lifted }).__devtoolsLiftedStore;
        const { stagedActionIds, actionsById } = lifted.getState();
        const index = stagedActionIds.findLastIndex((actionId) => actionsById[actionId]?.action.type === actionType);
        lifted.dispatch({ type: 'JUMP_TO_STATE', index });
        return index;
      }, type);

    expect(await jumpAfter('canvas/stickerAdded')).toBeGreaterThan(0);
    await expect.poll(async () => itemById(await storeState(page), id)).toEqual(added);
    await expect.poll(async () => (await nodeOf(page, id))?.width).toBeCloseTo(sizeOf(added).width, 6);
    expect((await nodeOf(page, id))?.x).toBeCloseTo(centreOf(added).x, 6);

    expect(await jumpAfter('canvas/stickerTransformed')).toBeGreaterThan(0);
    await expect.poll(async () => (await nodeOf(page, id))?.width).toBeCloseTo(sizeOf(grown).width, 6);
    expect((await nodeOf(page, id))?.y).toBeCloseTo(centreOf(grown).y, 6);
  });
});
