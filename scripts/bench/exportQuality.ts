/**
 * Print file and print quality (issue 12): the 2× export of the editor suite's 50-sticker design
 * with ghosts at maximum and with ghosts off, timed from 'Save as PNG' to the download, and the
 * time the pure model takes to judge all 50 stickers (print resolution, safe zone, the review
 * before paying) on that design, as the selectors do after every change.
 */
import { chromium } from '@playwright/test';
import { printDpi, printQuality } from '../../src/editor/model/printResolution.ts';
import { reviewDesign } from '../../src/editor/model/printReview.ts';
import { safeZoneProblem } from '../../src/editor/model/safeZone.ts';
import type { CanvasItem, Size } from '../../src/editor/model/types.ts';
import { screenToTemplate } from '../../src/editor/model/viewport.ts';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry, type TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { chromiumArgs, chromiumExecutable } from '../../test/helpers/chromium.ts';
import { composeDesign, importPictures, imageIDsByName, openEditor, setGhosts, stagePlacement } from './editorApp.ts';
import { benchPictures } from './editorImages.ts';
import { layoutStickers } from './editorScene.ts';
import { median } from './editorStats.ts';
import { timeExport } from './editorTimings.ts';
import { startServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const modelKey = '16_pro';
const stickerCount = 50;
const timedRuns = 5;
const qualityRuns = 2000;

async function timeExports(runs: number, exportOnce: () => Promise<{ ms: number }>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) times.push((await exportOnce()).ms);
  return times;
}

/** Mean ms to judge every sticker of the design once: DPI and quality, safe zone, the review. */
function timeQuality(items: readonly CanvasItem[], pictures: ReadonlyMap<string, Size>, template: TemplateGeometry) {
  let low = 0;
  const judge = () => {
    low = 0;
    for (const item of items) {
      const picture = pictures.get(item.imageID);
      if (picture && printQuality(printDpi(item, picture)) === 'low') low += 1;
      safeZoneProblem(item, template);
    }
    return reviewDesign({
      items,
      pictureSizes: pictures,
      template,
      backgroundColor: '#4a5759',
      defaultBackgroundColor: '#4a5759',
      showsBackgroundImage: false,
    });
  };
  judge();
  const started = performance.now();
  let findings = 0;
  for (let run = 0; run < qualityRuns; run += 1) findings = judge().length;
  return { ms: (performance.now() - started) / qualityRuns, low, findings };
}

const runsNote = (times: number[]) =>
  `median of ${times.length}, min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))} ms`;

async function measure(): Promise<BenchFigure[]> {
  const model = findModel(modelKey);
  if (!model) throw new Error(`${modelKey} is not in the catalog`);
  const template = templateGeometry(model);
  const pictures = await benchPictures(stickerCount);
  const app = await startServer(4394);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const editor = await openEditor(browser, app.url, modelKey);
    await importPictures(editor, pictures);
    const stage = await stagePlacement(editor);
    const ids = await imageIDsByName(editor);
    const imageIDs = pictures.map((picture) => ids.get(picture.name) ?? '');
    const targetCentre = screenToTemplate(stage.viewport, { x: stage.size.width / 2, y: stage.size.height * 0.8 });
    await composeDesign(editor, layoutStickers(template, imageIDs, targetCentre));

    const ghostsMax = await timeExports(timedRuns, () => timeExport(editor));
    await setGhosts(editor, false);
    const ghostsOff = await timeExports(timedRuns, () => timeExport(editor));
    await setGhosts(editor, true);

    const { items, images } = await editor.evaluate(() => {
      const state = window.__caseStore?.getState();
      if (!state) throw new Error('no store');
      return { items: state.canvas.present.items, images: state.library.images };
    });
    const quality = timeQuality(items, new Map(images.map((image) => [image.imageID, image])), template);
    return [
      {
        name: 'export: 50 stickers at 2x, ghosts at maximum',
        value: Math.round(median(ghostsMax)),
        unit: 'ms',
        note: `${runsNote(ghostsMax)}; Save as PNG to download; budget 1000 ms`,
      },
      { name: 'export: 50 stickers at 2x, ghosts off', value: Math.round(median(ghostsOff)), unit: 'ms', note: runsNote(ghostsOff) },
      {
        name: 'export: print quality of 50 stickers',
        value: Math.round(quality.ms * 1000) / 1000,
        unit: 'ms',
        note: `DPI, safe zone and the review, mean of ${qualityRuns} in Node; ${quality.low} low, ${quality.findings} findings`,
      },
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

export const exportQualitySuite: BenchSuite = { name: 'export', run: measure };
