import { expect, test, type Page } from '@playwright/test';
import type Konva from 'konva';
import sharp from 'sharp';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { exifRotatedJpeg, solidJpeg, transparentPng } from '../helpers/images.ts';
import { studioScale } from '../../src/editor/model/viewport.ts';
import { addStickers, clientPointOf, isStudio, openEditor as openEditorWith, shownLayers, storeState } from '../helpers/editorPage.ts';
import { savedTray } from '../helpers/savedDesign.ts';
import { line, touchPath } from '../helpers/touch.ts';

const modelKey = '15_pro';
const model = findModel(modelKey);
if (!model) throw new Error(`${modelKey} is missing from the catalog`);
const template = templateGeometry(model);

test.describe('editor canvas', () => {
  test('guard: without a model the editor sends the visitor home', async ({ page }) => {
    await page.goto('/editor');
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the stage, the tools with Pan active, the rail and the bottom panel', async ({ page }) => {
    await openEditor(page);
    await expect(page.getByRole('button', { name: 'Pan' })).toHaveAttribute('aria-pressed', 'true');
    // The studio's Background and Ghosts are one section of its side panel (DESIGN §15).
    const backgroundAndGhosts = isStudio(page) ? ['Background & Ghosts'] : ['Ghosts', 'Background'];
    for (const name of ['Selector', ...backgroundAndGhosts, 'Undo', 'Redo', 'Preview Case', 'Checkout', 'Tutorial video', 'Clear canvas', 'Save as PNG', 'Share']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /15 Pro/ })).toHaveAttribute('href', '/caseconfiguration');
    await expect(page.getByRole('region', { name: 'Sticker tray' })).toBeVisible();
    const { viewport } = (await storeState(page)).editor;
    const box = await page.getByTestId('design-stage').boundingBox();
    if (!viewport || !box) throw new Error('no viewport');
    expect(viewport.scale).toBeCloseTo(expectedFit(page, box), 5);
    // A layer with nothing to draw keeps its canvas hidden: nothing selected, no ghosts yet.
    expect(await shownLayers(page)).toEqual(['watermark', 'background', 'stickers', 'template-overlay']);
  });

  test('pictures come in upright and downscaled, and a broken file is named in a notice', async ({ page }) => {
    await openEditor(page);
    await addStickers(page, [
      { name: 'rotated.jpg', mimeType: 'image/jpeg', buffer: await exifRotatedJpeg(300, 200) },
      { name: 'disc.png', mimeType: 'image/png', buffer: await transparentPng(3000, 1500) },
    ]);
    const { library } = await storeState(page);
    const rotated = library.images.find((image) => image.name === 'rotated.jpg');
    const disc = library.images.find((image) => image.name === 'disc.png');
    expect([rotated?.width, rotated?.height]).toEqual([200, 300]);
    expect([disc?.width, disc?.height]).toEqual([2048, 1024]);
    await expect.poll(() => savedTray(page)).toHaveLength(2);
    // The tray shows each picture as an image, upright, and keeps no canvas of its own.
    const thumb = page.getByRole('button', { name: 'Add rotated.jpg' }).locator('img');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalHeight / img.naturalWidth : 0)))
      .toBeCloseTo(1.5, 1);
    await expect(page.getByRole('region', { name: 'Sticker tray' }).locator('canvas')).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
    await (await chooser).setFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') });
    await expect(page.getByRole('status').filter({ hasText: 'broken.png' })).toBeVisible();
    expect((await storeState(page)).library.images).toHaveLength(2);
  });

  test('a 12 MP photo in each of the eight EXIF orientations is stored upright at 2048 px with its previews, and shown upright in the tray, as sharp turns it', async ({ page }) => {
    test.setTimeout(90_000);
    // Four colours in the quarters and a white block near one corner, on an 8x8 grid of cells: every
    // turn and mirror differs, and each cell is one colour.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024">
      <rect width="2016" height="1512" fill="#e02020"/><rect x="2016" width="2016" height="1512" fill="#20c020"/>
      <rect y="1512" width="2016" height="1512" fill="#2040e0"/><rect x="2016" y="1512" width="2016" height="1512" fill="#e0e020"/>
      <rect x="504" y="378" width="1008" height="378" fill="#ffffff"/></svg>`;
    const orientations = [1, 2, 3, 4, 5, 6, 7, 8] as const;
    const photos = await Promise.all(
      orientations.map(async (orientation) => ({
        name: `orientation-${orientation}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).withMetadata({ orientation }).toBuffer(),
      })),
    );
    await openEditor(page);
    await addStickers(page, photos);
    await expect(page.locator('.sticker-tray__item img')).toHaveCount(photos.length);
    const { library } = await storeState(page);
    for (const [index, orientation] of orientations.entries()) {
      const image = library.images.find((candidate) => candidate.name === `orientation-${orientation}.jpg`);
      const stored = await page.evaluate(async ({ imageID, orientation }) => {
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('case-collage');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error('The image database did not open'));
        });
        const record = await new Promise<{ blob: Blob; previews: { blob: Blob; width: number }[] }>((resolve, reject) => {
          const request = database.transaction('image-cache').objectStore('image-cache').get(imageID);
          request.onsuccess = () => resolve(request.result as { blob: Blob; previews: { blob: Blob; width: number }[] });
          request.onerror = () => reject(new Error('The stored image could not be read'));
        });
        database.close();
        const base64 = async (blob: Blob) => btoa(Array.from(new Uint8Array(await blob.arrayBuffer()), (byte) => String.fromCharCode(byte)).join(''));
        // The tray's thumbnail is made while the photo is being stored, from the previews of a small decode of its own.
        const thumbnail = document.querySelector<HTMLImageElement>(`[aria-label="Add orientation-${orientation}.jpg"] img`);
        if (!thumbnail) throw new Error('The photo has no thumbnail in the tray');
        const shown = await (await fetch(thumbnail.src)).blob();
        return Promise.all([record.blob, ...record.previews.map((preview) => preview.blob), shown].map(base64));
      }, { imageID: image?.imageID ?? '', orientation });
      const upright = orientation >= 5 ? { width: 1536, height: 2048 } : { width: 2048, height: 1536 };
      expect([image?.width, image?.height]).toEqual([upright.width, upright.height]);
      // The colour in the middle of each cell, upright.
      const grid = async (input: Buffer) => {
        const { data, info } = await sharp(input).rotate().resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([64, 64]);
        return Array.from({ length: 64 }, (_, cell) => 3 * (((cell >> 3) * 8 + 4) * 64 + (cell % 8) * 8 + 4)).flatMap((at) => [...data.subarray(at, at + 3)]);
      };
      const expected = await grid(photos[index]?.buffer ?? Buffer.alloc(0));
      expect(stored).toHaveLength(6);
      for (const [copy, encoded] of stored.entries()) {
        const actual = await grid(Buffer.from(encoded, 'base64'));
        const worst = Math.max(...actual.map((value, at) => Math.abs(value - (expected[at] ?? 0))));
        expect(worst, `orientation ${orientation}, copy ${copy}`).toBeLessThanOrEqual(24);
      }
    }
  });

  test('a long press drags a tray sticker onto the case; a flick scrolls the tray', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'touch');
    await openEditor(page);
    const colors = ['#e63946', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#8ecae6', '#6d597a'];
    await addStickers(
      page,
      await Promise.all(colors.map(async (color, index) => ({ name: `s${index}.jpg`, mimeType: 'image/jpeg', buffer: await solidJpeg(400, 300, color) }))),
    );
    const first = page.getByRole('button', { name: 'Add s0.jpg' });
    const from = await first.boundingBox();
    if (!from) throw new Error('no tray sticker');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const caseCentre = { x: template.caseBack.x + template.caseBack.width / 2, y: template.caseBack.y + template.caseBack.height / 2 };
    const target = await clientPointOf(page, caseCentre);
    await touchPath(page, line(start, target, 12), { holdMs: 350 });

    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
    const state = await storeState(page);
    const [item] = state.canvas.present.items;
    if (!item) throw new Error('no item');
    const centre = { x: (item.TL_imageBounds.x + item.BR_imageBounds.x) / 2, y: (item.TL_imageBounds.y + item.BR_imageBounds.y) / 2 };
    const tolerance = 3 / (state.editor.viewport?.scale ?? 1);
    expect(Math.abs(centre.x - caseCentre.x)).toBeLessThan(tolerance);
    expect(Math.abs(centre.y - caseCentre.y)).toBeLessThan(tolerance);
    expect(state.canvas.past).toHaveLength(1);

    const strip = page.locator('.sticker-tray__strip');
    const tray = await page.getByRole('region', { name: 'Sticker tray' }).boundingBox();
    if (!tray) throw new Error('no tray');
    const y = tray.y + tray.height / 2;
    await touchPath(page, line({ x: tray.x + tray.width - 20, y }, { x: tray.x + tray.width - 120, y }, 5), { stepMs: 8 });
    const offsetAt = async () =>
      strip.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const released = await offsetAt();
    await page.waitForTimeout(400);
    const coasted = await offsetAt();
    expect(released).toBeLessThan(-50);
    expect(coasted).toBeLessThan(released);
  });

  test('background, ghosts and stickers survive a reload, and Save as PNG exports the print file', async ({ page }) => {
    await openEditor(page);
    await addStickers(page, [{ name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 400, '#0000ff') }]);
    await page.getByRole('button', { name: 'Add blue.jpg' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);

    await page.getByRole('button', { name: 'Background' }).click();
    await page.getByLabel('Colour').fill('#ff8800');
    await expect.poll(async () => (await storeState(page)).canvas.present.backdrop.backgroundColor).toBe('#ff8800');
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as PNG' }).click();
    const download = await downloadEvent;
    const png = await sharp(await download.path()).raw().toBuffer({ resolveWithObject: true });
    expect([png.info.width, png.info.height]).toEqual([template.width * 2, template.height * 2]);
    const pixel = (x: number, y: number) => Array.from(png.data.subarray((y * png.info.width + x) * png.info.channels, (y * png.info.width + x) * png.info.channels + 3));
    expect(pixel(1, 1)).toEqual([255, 136, 0]);
    const [item] = (await storeState(page)).canvas.present.items;
    if (!item) throw new Error('no item');
    const cx = Math.round(item.TL_imageBounds.x + item.BR_imageBounds.x);
    const cy = Math.round(item.TL_imageBounds.y + item.BR_imageBounds.y);
    const [r, g, b] = pixel(cx, cy);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
    expect(g).toBeLessThan(60);

    await page.getByRole('button', { name: 'Ghosts' }).click();
    await page.getByRole('switch', { name: 'Enable Ghosts' }).check();
    await page.getByLabel('Opacity').fill('40');
    const before = await storeState(page);
    await watchHalfRestoredFrames(page, before.canvas.present.items.length);
    await page.reload();
    await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible();
    // The stage is not shown until the design is whole, unless that takes longer than the cover's 1.5 s.
    const { halfShownAt } = await restoreFrames(page);
    expect(halfShownAt.filter((at) => at < 1500)).toEqual([]);
    const after = await storeState(page);
    expect(after.canvas.present.items).toEqual(before.canvas.present.items);
    expect(after.library.images).toEqual(before.library.images);
    expect(after.canvas.present.backdrop).toMatchObject({ backgroundColor: '#ff8800', ghostsEnabled: true, ghostOpacity: 40, ghostSeed: before.canvas.present.backdrop.ghostSeed });
    await expect.poll(() => shownLayers(page)).toContain('ghosts');
    // The design's own history comes back with it: the sticker, the colour and the ghosts can be undone.
    expect(after.canvas.past).toHaveLength(before.canvas.past.length);
  });

  test('while a sticker is dragged the layers under it show as one canvas of their pixels, and as themselves once it is let go', async ({
    page,
  }) => {
    await openEditor(page);
    await addStickers(page, [{ name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 300, '#ff0000') }]);
    await page.getByRole('button', { name: 'Add red.jpg' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
    await page.getByRole('button', { name: isStudio(page) ? 'Background & Ghosts' : 'Ghosts', exact: true }).click();
    await page.getByRole('switch', { name: 'Enable Ghosts' }).check();
    await expect.poll(() => shownLayers(page)).toContain('ghosts');
    await page.getByRole('button', { name: 'Selector' }).click();
    const [item] = (await storeState(page)).canvas.present.items;
    if (!item) throw new Error('no sticker');
    const start = await clientPointOf(page, { x: (item.TL_imageBounds.x + item.BR_imageBounds.x) / 2, y: (item.TL_imageBounds.y + item.BR_imageBounds.y) / 2 });
    expect(await staticLayersShown(page)).toEqual({ snapshot: false, hidden: [], same: true });

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) {
      await page.mouse.move(start.x + step * 6, start.y + step * 4);
      await page.waitForTimeout(30);
    }
    expect(await staticLayersShown(page)).toEqual({ snapshot: true, hidden: ['watermark', 'background', 'ghosts'], same: true });
    // A layer redrawn meanwhile (the ghosts at another opacity) is painted into the copy.
    const copyBefore = await page.evaluate(() => document.querySelector<HTMLCanvasElement>('[data-layer="copy-under"]')?.toDataURL());
    await page.evaluate(() =>
      window.__caseStore?.dispatch({ type: 'design/ghostSettingChanged', payload: { setting: 'ghostOpacity', value: 30 } }),
    );
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLCanvasElement>('[data-layer="copy-under"]')?.toDataURL()))
      .not.toBe(copyBefore);
    expect(await staticLayersShown(page)).toEqual({ snapshot: true, hidden: ['watermark', 'background', 'ghosts'], same: true });

    await page.mouse.up();
    expect(await staticLayersShown(page)).toEqual({ snapshot: false, hidden: [], same: true });
    expect((await storeState(page)).canvas.present.items[0]?.TL_imageBounds).not.toEqual(item.TL_imageBounds);
  });

  test('turning the phone refits the canvas in place: no reload, nothing lost', async ({ page }) => {
    await openEditor(page);
    await addStickers(page, [{ name: 'red.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 300, '#ff0000') }]);
    await page.getByRole('button', { name: 'Add red.jpg' }).click();
    await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const before = await storeState(page);
    const size = page.viewportSize() ?? { width: 390, height: 844 };
    await page.setViewportSize({ width: size.height, height: size.width });
    await expect.poll(async () => (await storeState(page)).editor.viewport?.scale).not.toBe(before.editor.viewport?.scale);
    const after = await storeState(page);
    const box = await page.getByTestId('design-stage').boundingBox();
    if (!box || !after.editor.viewport) throw new Error('no stage');
    expect(after.editor.viewport.scale).toBeCloseTo(expectedFit(page, box), 5);
    expect(after.canvas.present.items).toEqual(before.canvas.present.items);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a localStorage write that fails is retried once, then noticed, and the editor keeps working', async ({ page }) => {
    await openEditor(page);
    await page.evaluate(() => {
      const { setItem } = Object.getOwnPropertyDescriptors(Storage.prototype);
      const original = setItem.value as (this: Storage, key: string, value: string) => void;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'unsavedDesign') throw new DOMException('full', 'QuotaExceededError');
        original.call(this, key, value);
      };
    });
    await page.getByRole('button', { name: 'Background' }).click();
    await page.getByLabel('Colour').fill('#abcdef');
    // The page is hidden before the design store has the change: it is written to localStorage at once.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByRole('status').filter({ hasText: 'storage is full or unavailable' })).toBeVisible();
    expect((await storeState(page)).canvas.present.backdrop.backgroundColor).toBe('#abcdef');
  });

  test('a background image shows, and changing the colour turns it off', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Background' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Background Image' }).click();
    await (await chooser).setFiles({ name: 'bg.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(600, 900, '#00ff00') });
    await expect(page.getByRole('button', { name: 'Change Background Image' })).toBeVisible();
    let { backdrop } = (await storeState(page)).canvas.present;
    expect(backdrop.showBackgroundImage).toBe(true);
    await page.getByLabel('Colour').fill('#123456');
    ({ backdrop } = (await storeState(page)).canvas.present);
    expect(backdrop.showBackgroundImage).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Background' }).click();
    await expect(page.getByRole('button', { name: 'Change Background Image' })).toBeVisible();
  });
});

function openEditor(page: Page) {
  return openEditorWith(page, modelKey);
}

/** The scale that fits the template to the stage: a phone's (SPEC §9), or the studio's, which fills more of a wide screen (DESIGN §15). */
function expectedFit(page: Page, stage: { width: number; height: number }): number {
  if (isStudio(page)) return studioScale(stage, template);
  return Math.min(stage.width / template.width, stage.height / template.height, 1) - 0.05;
}

/**
 * Whether the static layers' copy (gestureLayers.ts) is shown, which layers' own canvases it
 * hides, and whether it holds exactly their pixels, each blended as the page blends its canvas
 * (true when it is not shown).
 */
function staticLayersShown(page: Page): Promise<{ snapshot: boolean; hidden: string[]; same: boolean }> {
  return page.evaluate(() => {
    const copy = document.querySelector<HTMLCanvasElement>('[data-layer="copy-under"]');
    const layers = window.__caseStage?.getLayers() ?? [];
    const hidden = layers.filter((layer) => layer.getNativeCanvasElement().style.visibility === 'hidden');
    if (!copy || copy.style.visibility === 'hidden') return { snapshot: false, hidden: hidden.map((layer) => layer.name()), same: true };
    const expected = document.createElement('canvas');
    expected.width = copy.width;
    expected.height = copy.height;
    const ctx = expected.getContext('2d');
    for (const layer of hidden) {
      const canvas = layer.getNativeCanvasElement();
      const blend = canvas.style.mixBlendMode;
      if (ctx) ctx.globalCompositeOperation = blend && blend !== 'normal' ? (blend as GlobalCompositeOperation) : 'source-over';
      ctx?.drawImage(canvas, 0, 0);
    }
    const pixels = (canvas: HTMLCanvasElement) => canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    const [want, got] = [pixels(expected), pixels(copy)];
    const same = want.length === got.length && want.every((value, index) => value === got[index]);
    return { snapshot: true, hidden: hidden.map((layer) => layer.name()), same };
  });
}

interface RestoreFrames {
  /** When (ms from navigation) each frame showed the stage with an item still missing its bitmap. */
  halfShownAt: number[];
  /** When the stage first showed every item with its bitmap. */
  wholeAt?: number;
}

/** From the next load on, notes each frame's stage as the shopper sees it until it shows all `count` items whole. */
async function watchHalfRestoredFrames(page: Page, count: number): Promise<void> {
  await page.addInitScript((expected) => {
    const frames: RestoreFrames = { halfShownAt: [] };
    Object.assign(window, { __restoreFrames: frames });
    const tick = () => {
      const area = document.querySelector('[data-testid="design-stage"]');
      if (area && getComputedStyle(area).visibility === 'visible') {
        const stickers = window.__caseStage?.find<Konva.Image>('.sticker') ?? [];
        if (stickers.length === expected && stickers.every((node) => node.image())) {
          frames.wholeAt = performance.now();
          return;
        }
        frames.halfShownAt.push(performance.now());
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, count);
}

async function restoreFrames(page: Page): Promise<RestoreFrames> {
  const handle = await page.waitForFunction(() => {
    const frames = (window as unknown as { __restoreFrames: RestoreFrames }).__restoreFrames;
    return frames.wholeAt !== undefined && frames;
  });
  return (await handle.jsonValue()) as RestoreFrames;
}
