import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { addStickers, clientPointOf, storeState, openEditor, type Point } from '../helpers/editorPage.ts';
import { solidJpeg } from '../helpers/images.ts';

const model = findModel('15');
if (!model) throw new Error('model 15 is missing from the catalog');
const template = templateGeometry(model);

type Rgb = [number, number, number];

interface RawImage {
  data: Buffer;
  width: number;
  channels: number;
}

async function rawImage(png: Buffer | string): Promise<RawImage> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

function rgbAt(image: RawImage, x: number, y: number): Rgb {
  const offset = (Math.round(y) * image.width + Math.round(x)) * image.channels;
  return [image.data[offset] ?? 0, image.data[offset + 1] ?? 0, image.data[offset + 2] ?? 0];
}

const largestGap = (a: Rgb, b: Rgb) => Math.max(...a.map((value, index) => Math.abs(value - (b[index] ?? 0))));

/** Whether every pixel within `radius` of (x, y) has the colour of the centre (within 1). */
function flatAround(image: RawImage, x: number, y: number, radius: number): boolean {
  const centre = rgbAt(image, x, y);
  for (let dy = -radius; dy <= radius; dy += 1) {
    for (let dx = -radius; dx <= radius; dx += 1) {
      if (largestGap(rgbAt(image, x + dx, y + dy), centre) > 1) return false;
    }
  }
  return true;
}

/** W3C compositing's hard-light of a source channel over a backdrop channel (0–255). */
function hardLight(source: number, backdrop: number): number {
  const s = source / 255;
  const b = backdrop / 255;
  return 255 * (s <= 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b));
}

async function showGhosts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = (window as unknown as { __caseStore?: { dispatch(action: unknown): void } }).__caseStore;
    store?.dispatch({ type: 'design/ghostsEnabledChanged', payload: true });
    for (const [setting, value] of [['ghostFreq', 10], ['ghostSize', 200], ['ghostOpacity', 100]] as const) {
      store?.dispatch({ type: 'design/ghostSettingChanged', payload: { setting, value } });
    }
  });
  await page.waitForFunction(() => {
    const stage = (window as unknown as { __caseStage?: { findOne(selector: string): { isCached(): boolean } | undefined } }).__caseStage;
    return stage?.findOne('.ghost-drawing')?.isCached() === true;
  });
}

/** Template points on the case's flat back, away from its rounded corners, the camera and `avoid`. */
function pointsOnTheBack(avoid: { left: number; top: number; right: number; bottom: number }): Point[] {
  const { caseBack: back, cameraCutout: camera } = template;
  const margin = back.cornerRadius + 20;
  const points: Point[] = [];
  for (let y = back.y + margin; y < back.y + back.height - margin; y += 7) {
    for (let x = back.x + margin; x < back.x + back.width - margin; x += 7) {
      const onCamera = x > camera.x - 20 && x < camera.x + camera.width + 20 && y > camera.y - 20 && y < camera.y + camera.height + 20;
      const onSticker = x > avoid.left - 20 && x < avoid.right + 20 && y > avoid.top - 20 && y < avoid.bottom + 20;
      if (!onCamera && !onSticker) points.push({ x, y });
    }
  }
  return points;
}

test('the ghosts blend hard-light over the background the same on screen as in the print file', async ({ page }) => {
  await openEditor(page, '15');
  await addStickers(page, [{ name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(400, 400, '#2060e0') }]);
  await page.getByRole('button', { name: 'Add blue.jpg' }).click();
  await expect.poll(async () => (await storeState(page)).canvas.present.items.length).toBe(1);
  await showGhosts(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const print = await rawImage(await (await download).path());
  // The editor fades in from black when it opens; compare once the fade is over.
  await page.locator('.editor-cover').evaluate((cover) => Promise.all(cover.getAnimations().map((animation) => animation.finished)));
  const screen = await rawImage(await page.screenshot());
  const dpr = await page.evaluate(() => window.devicePixelRatio);

  const state = await storeState(page);
  const [item] = state.canvas.present.items;
  if (!item) throw new Error('no sticker');
  const sticker = { left: item.TL_imageBounds.x, top: item.TL_imageBounds.y, right: item.BR_imageBounds.x, bottom: item.BR_imageBounds.y };
  // The picture's colour as decoded (the sticker's middle) and the background's, from the design.
  const ghostColour = rgbAt(print, sticker.left + sticker.right, sticker.top + sticker.bottom);
  const hex = state.canvas.present.backdrop.backgroundColor;
  const background: Rgb = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
  const expected = ghostColour.map((channel, index) => hardLight(channel, background[index] ?? 0)) as Rgb;

  // Inside a ghost (flat in both pictures, so the two resolutions sample the same colour).
  const compared: { print: Rgb; screen: Rgb }[] = [];
  for (const point of pointsOnTheBack(sticker)) {
    if (!flatAround(print, point.x * 2, point.y * 2, 4)) continue;
    const inPrint = rgbAt(print, point.x * 2, point.y * 2);
    if (largestGap(inPrint, background) <= 2) continue;
    const client = await clientPointOf(page, point);
    if (!flatAround(screen, client.x * dpr, client.y * dpr, 1)) continue;
    compared.push({ print: inPrint, screen: rgbAt(screen, client.x * dpr, client.y * dpr) });
    if (compared.length === 25) break;
  }
  expect(compared.length).toBeGreaterThanOrEqual(10);
  for (const { print: inPrint, screen: onScreen } of compared) {
    expect(largestGap(inPrint, expected)).toBeLessThanOrEqual(8);
    expect(largestGap(onScreen, inPrint)).toBeLessThanOrEqual(3);
  }
});
