/**
 * "Slider move to canvas updated" (issue 33): one 2048 px picture over the whole case back in the
 * phone-sized editor (DPR 2), its Adjust sheet open, the Brightness slider's thumb dragged by a
 * finger step by step. In the page each input event's time is set against the end of the stickers
 * layer's first draw of the picture's new bitmap, and against the animation frame of that draw
 * (its requestAnimationFrame timestamp: document.timeline.currentTime while Konva draws).
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { chromiumArgs, chromiumExecutable } from '../../test/helpers/chromium.ts';
import { importPictures, openEditor, storedPicturesByName } from './editorApp.ts';
import { benchPictures } from './editorImages.ts';
import { median, percentile } from './editorStats.ts';
import { startServer } from './server.ts';
import type { BenchFigure } from './types.ts';

const modelKey = '16_pro';
const pictureSize = { width: 2048, height: 1536 };
/** Finger steps across the slider (CSS px each), each one waited for. */
const steps = [...Array<number>(12).fill(6), ...Array<number>(24).fill(-6), ...Array<number>(12).fill(6)];
const frameMs = 1000 / 60;

interface SliderProbe {
  inputs: number[];
  draws: { frame: number; end: number }[];
}

declare global {
  interface Window {
    __sliderProbe?: SliderProbe;
  }
}

/** Puts the picture over the whole case back and opens its Adjust sheet; answers its itemID. */
async function adjustWholeBack(page: Page, imageID: string): Promise<string> {
  const model = findModel(modelKey);
  if (!model) throw new Error(`${modelKey} is not in the catalog`);
  const back = templateGeometry(model).caseBack;
  const height = (back.width * pictureSize.height) / pictureSize.width;
  const top = back.y + (back.height - height) / 2;
  const itemID = await page.evaluate(
    ({ payload }) => {
      const store = window.__caseStore;
      store?.dispatch({ type: 'canvas/stickerAdded', payload: { ...payload, itemID: 'slider-picture' } });
      store?.dispatch({ type: 'editor/itemsSelected', payload: ['slider-picture'] });
      return store?.getState().canvas.present.items.at(-1)?.itemID ?? '';
    },
    { payload: { imageID, TL_imageBounds: { x: back.x, y: top }, BR_imageBounds: { x: back.x + back.width, y: top + height } } },
  );
  await page.getByRole('button', { name: 'Selector', exact: true }).click();
  await page.evaluate((id) => window.__caseStore?.dispatch({ type: 'editor/itemsSelected', payload: [id] }), itemID);
  await page.waitForFunction((id) => Boolean(window.__caseStage?.findOne(`#${id}`)?.getAttr('image')), itemID, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Adjust', exact: true }).click();
  await page.getByRole('dialog', { name: 'Adjust' }).waitFor();
  // The look previews are made once the sheet opens; let them finish.
  await page.waitForTimeout(1500);
  return itemID;
}

async function installProbe(page: Page, itemID: string): Promise<void> {
  await page.evaluate((id) => {
    const node = window.__caseStage?.findOne(`#${id}`);
    const layer = node?.getLayer();
    const slider = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="range"]');
    if (!node || !layer || !slider) throw new Error('no picture, layer or slider');
    const probe: SliderProbe = { inputs: [], draws: [] };
    window.__sliderProbe = probe;
    slider.addEventListener('input', (event) => probe.inputs.push(event.timeStamp), { capture: true });
    let shown: unknown = node.getAttr('image');
    layer.on('draw.sliderProbe', () => {
      const image: unknown = node.getAttr('image');
      if (image === shown) return;
      shown = image;
      probe.draws.push({ frame: Number(document.timeline.currentTime), end: performance.now() });
    });
  }, itemID);
}

/** Drags the slider's thumb by a finger, one step at a time, each waited for until the canvas shows it. */
async function dragSlider(page: Page, cdp: CDPSession): Promise<void> {
  const box = await page.getByRole('dialog', { name: 'Adjust' }).getByRole('slider', { name: 'Brightness' }).boundingBox();
  if (!box) throw new Error('no Brightness slider');
  let x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const draws = () => page.evaluate(() => window.__sliderProbe?.draws.length ?? 0);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  await page.waitForTimeout(300);
  for (const step of steps) {
    const before = await draws();
    x += step;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
    await page.waitForFunction((count) => (window.__sliderProbe?.draws.length ?? 0) > count, before, { timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(60);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Each input with the first draw of a new bitmap after it: the ms until that draw ended, and the
 * animation frames between them (0: drawn in the frame that handled the input, whose rAF
 * timestamp precedes it, as Chromium hands input to a frame before its rAF callbacks).
 */
function pairs(probe: SliderProbe): { toDrawn: number; frames: number }[] {
  return probe.inputs.flatMap((input) => {
    const draw = probe.draws.find((candidate) => candidate.end > input);
    return draw ? [{ toDrawn: draw.end - input, frames: Math.max(0, Math.ceil((draw.frame - input) / frameMs)) }] : [];
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function measureSlider(): Promise<BenchFigure[]> {
  const pictures = await benchPictures(1, pictureSize);
  const app = await startServer(4394);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await openEditor(browser, app.url, modelKey);
    await importPictures(page, pictures);
    const stored = (await storedPicturesByName(page)).get(pictures[0]?.name ?? '');
    if (stored?.width !== pictureSize.width) throw new Error(`the picture is stored at ${stored?.width ?? 0} px`);
    const itemID = await adjustWholeBack(page, stored.imageID);
    const proxy = await page.evaluate((id) => {
      const image = window.__caseStage?.findOne(`#${id}`)?.getAttr('image') as { width: number; height: number } | undefined;
      return image ? `${image.width}x${image.height}` : 'none';
    }, itemID);
    await installProbe(page, itemID);
    const cdp = await page.context().newCDPSession(page);
    await dragSlider(page, cdp);
    const probe = await page.evaluate(() => window.__sliderProbe);
    if (!probe) throw new Error('the probe is gone');
    const measured = pairs(probe);
    const toDrawn = measured.map((pair) => pair.toDrawn);
    const sameFrame = measured.filter((pair) => pair.frames === 0).length;
    const nextFrame = measured.filter((pair) => pair.frames === 1).length;
    return [
      {
        name: 'looks: slider move to canvas updated (2048 px picture)',
        value: round1(median(toDrawn)),
        unit: 'ms',
        note: `input event to the end of the stickers layer's draw of the new bitmap, median of ${toDrawn.length} finger steps, p95 ${round1(
          percentile(toDrawn, 95),
        )} ms; by rAF timestamps ${sameFrame} drawn in the frame that handled the input, ${nextFrame} in the next, ${
          measured.length - sameFrame - nextFrame
        } later; display bitmap ${proxy} device px of the 2048x1536 picture, filtered on the page while its sheet is open; machine load ${round1(
          loadavg()[0] ?? 0,
        )} on ${cpus().length} cores; budget one frame (${round1(frameMs)} ms)`,
      },
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}
