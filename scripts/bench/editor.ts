/**
 * Editor figures (DESIGN §5, §10; issue 3 item 8, issue 4 item 6, issue 19): a design of 50
 * stickers and 10 texts in 10 fonts with ghosts at maximum in headless Chromium at 390x844, DPR 2, touch. For a drag, a drag of
 * ten selected stickers with snapping on (issue 21), a resize, a rotate and a pinch: which layers redraw, drawImage calls per stickers-layer redraw, the update
 * interval and whether the store is written before release, side by side with a raw-Konva page
 * drawing the same scene the fastest way. Also the export at 2× and the restore on reload.
 * measureDesignVariant runs the collage and looks suites' variants of the design (collage.ts, looks.ts).
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import type { NewCanvasItem, Size } from '../../src/editor/model/types.ts';
import { screenToTemplate } from '../../src/editor/model/viewport.ts';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry, type TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { chromiumArgs, chromiumExecutable } from '../../test/helpers/chromium.ts';
import {
  composeDesign,
  editorItem,
  importPictures,
  openEditor,
  resetEditor,
  selectInEditor,
  setGhosts,
  stagePlacement,
  storedPicturesByName,
  type StagePlacement,
} from './editorApp.ts';
import { comparisonFigures, contextFigures, exportFigure, proxyFigures, timingFigures, type Timings } from './editorFigures.ts';
import { scenarios, type Scenario, type ScenePage } from './editorGestures.ts';
import { benchPictures, benchPictureSize, type BenchPicture } from './editorImages.ts';
import { memoryFigures } from './editorMemory.ts';
import { proxyOversize, swapInExactProxies } from './editorProxies.ts';
import { buildRawPage, openRawPage, rawItem, rawViewport, resetRawPage, selectOnRawPage, serveRawPage } from './editorRaw.ts';
import { diagnosed, runRounds } from './editorRounds.ts';
import { benchTextCount, gestureItemID, groupItemIDs, layoutStickers, rawScene, type EditorDesign } from './editorScene.ts';
import { changeGhostOpacity, timeExport, timeRestore, waitForGhostLayer, watchRestores } from './editorTimings.ts';
import { printQualityFigure } from './printQuality.ts';
import { startServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

const modelKey = '16_pro';
const stickerCount = 50;
const itemCount = stickerCount + benchTextCount;
const timedRuns = 3;

async function readDesign(
  page: Page,
  template: TemplateGeometry,
  stage: StagePlacement,
  pictures: readonly BenchPicture[],
): Promise<EditorDesign> {
  const state = await page.evaluate(() => {
    const current = window.__caseStore?.getState();
    if (!current) throw new Error('no store');
    return { backdrop: current.canvas.present.backdrop, items: current.canvas.present.items, images: current.library.images };
  });
  const names = new Set(pictures.map((picture) => picture.name));
  return {
    template,
    templateUrl: '/template.svg',
    stage,
    backgroundColor: state.backdrop.backgroundColor,
    ghostSeed: state.backdrop.ghostSeed,
    ghostFreq: state.backdrop.ghostFreq,
    ghostSize: state.backdrop.ghostSize,
    ghostOpacity: state.backdrop.ghostOpacity,
    items: [...state.items].sort((a, b) => a.itemIndex - b.itemIndex),
    images: state.images
      .filter((image) => names.has(image.name))
      .map(({ imageID, name, width, height }) => ({ imageID, url: `/images/${name}`, width, height })),
  };
}

/** A raw page as the gestures drive it; the group drag's group is whichever of its stickers it has. */
async function rawScenePage(page: Page, origin: StagePlacement['origin']): Promise<ScenePage> {
  return {
    page,
    cdp: await page.context().newCDPSession(page),
    origin,
    item: (itemID) => rawItem(page, itemID),
    viewport: () => rawViewport(page),
    select: (itemIDs) => selectOnRawPage(page, itemIDs),
  };
}

async function repeat<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < times; index += 1) results.push(await run());
  return results;
}

/**
 * What a suite measures on the bench design: the editor suite everything, the collage suite
 * (issue 20) the four gestures and the export with every picture cropped and shaped.
 */
export interface EditorBenchPlan {
  /** Turns the bench design (back to front) into the one measured; `picture` is each bench picture's stored size. */
  design(items: NewCanvasItem[], picture: Size): NewCanvasItem[];
  scenarios: readonly Scenario[];
  /** Rounds of every gesture on the three pages; each ratio is the median of the rounds' own. */
  rounds: number;
  /** Also the exact-size proxy diagnostics, ghosts-off export, restores and print quality. */
  full: boolean;
  /** The figures of the measured design's export (ghosts at maximum). */
  exportFigure(exports: Timings['exports']): BenchFigure;
}

export async function measureEditor(plan: EditorBenchPlan): Promise<BenchFigure[]> {
  const model = findModel(modelKey);
  if (!model) throw new Error(`${modelKey} is not in the catalog`);
  const template = templateGeometry(model);
  const loadAtStart = loadavg()[0] ?? 0;
  const pictures = await benchPictures(stickerCount);
  await buildRawPage();
  const app = await startServer(4392);
  const rawServer = await serveRawPage(4393, pictures, modelKey);
  // Precise performance.memory for the memory figures (editorMemory.ts).
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs, '--enable-precise-memory-info'] });
  try {
    const editor = await openEditor(browser, app.url, modelKey);
    const pageErrors: string[] = [];
    editor.on('pageerror', (error) => pageErrors.push(`editor: ${error.message}`));
    const importMs = await importPictures(editor, pictures);
    const stage = await stagePlacement(editor);
    const ids = await storedPicturesByName(editor);
    const imageIDs = pictures.map((picture) => ids.get(picture.name)?.imageID ?? '');
    const targetCentre = screenToTemplate(stage.viewport, { x: stage.size.width / 2, y: stage.size.height * 0.8 });
    const stored = ids.get(pictures[0]?.name ?? '') ?? { width: 0, height: 0 };
    // The raw page crops the served files: their pixels must be the stored pictures'.
    if (stored.width !== benchPictureSize.width || stored.height !== benchPictureSize.height) {
      throw new Error(`the store keeps the bench pictures at ${stored.width}x${stored.height}`);
    }
    await composeDesign(editor, plan.design(layoutStickers(template, imageIDs, targetCentre), stored));

    const quality = plan.full ? await printQualityFigure(editor, template) : null;
    await waitForGhostLayer(editor);
    const exports = await repeat(timedRuns, () => timeExport(editor));
    let plainExports: Timings['plainExports'] = [];
    let coldExports: Timings['coldExports'] = [];
    if (plan.full) {
      coldExports = await repeat(timedRuns, async () => {
        await changeGhostOpacity(editor);
        return timeExport(editor);
      });
      await changeGhostOpacity(editor); // back to the maximum after an odd number of changes
      await setGhosts(editor, false);
      plainExports = await repeat(timedRuns, () => timeExport(editor));
      await setGhosts(editor, true);
    }

    const scene = rawScene(await readDesign(editor, template, stage, pictures));
    const raw = await openRawPage(browser, rawServer.url, scene);
    raw.on('pageerror', (error) => pageErrors.push(`raw: ${error.message}`));
    // The floor: the same page, background and ghosts with the gesture sticker alone on the case.
    const floor = await openRawPage(browser, rawServer.url, { ...scene, items: scene.items.filter((item) => item.itemID === gestureItemID) });
    floor.on('pageerror', (error) => pageErrors.push(`floor: ${error.message}`));
    const initialItems = await Promise.all(groupItemIDs.map((itemID) => editorItem(editor, itemID)));
    const oversize = plan.full ? await proxyOversize(editor) : 0;
    const editorScene: ScenePage = {
      page: editor,
      cdp: await editor.context().newCDPSession(editor),
      origin: stage.origin,
      item: (itemID) => editorItem(editor, itemID),
      viewport: async () => (await stagePlacement(editor)).viewport,
      select: (itemIDs) => selectInEditor(editor, itemIDs),
    };
    const stageCentre = { x: stage.origin.x + stage.size.width / 2, y: stage.origin.y + stage.size.height / 2 };
    const resetEditorScene = () => resetEditor(editor, initialItems, stage.viewport, itemCount);
    const result = await runRounds({
      scenes: {
        editor: editorScene,
        raw: await rawScenePage(raw, stage.origin),
        floor: await rawScenePage(floor, stage.origin),
      },
      rounds: plan.rounds,
      scenarios: plan.scenarios,
      diagnosed: plan.full ? diagnosed : [],
      stageCentre,
      reset: async () => {
        await resetEditorScene();
        await resetRawPage(raw, initialItems, stage.viewport);
        await resetRawPage(floor, initialItems.filter((item) => item.itemID === gestureItemID), stage.viewport);
      },
      swapInExactProxies: () => swapInExactProxies(editor),
    });

    const figures = [
      ...contextFigures([loadAtStart, loadavg()[0] ?? 0], importMs, plan.rounds, pageErrors),
      ...comparisonFigures(result),
      plan.exportFigure(exports),
    ];
    if (!plan.full || !quality) return figures;
    const memory = await memoryFigures(editorScene, stageCentre, resetEditorScene);
    await watchRestores(editor, itemCount);
    const restores = await repeat(timedRuns, () => timeRestore(editor, itemCount));
    return [...figures, ...proxyFigures(result, oversize), ...memory, ...timingFigures({ plainExports, coldExports, restores }), quality];
  } finally {
    await browser.close();
    await rawServer.stop();
    await app.stop();
  }
}

/**
 * A variant of the bench design (the collage suite's crops and shapes, the looks suite's looks):
 * its drag, resize, rotate and pinch beside the raw page drawing the same, and its export, the
 * figures named after the suite.
 */
export async function measureDesignVariant(suite: string, design: EditorBenchPlan['design'], exportName: string): Promise<BenchFigure[]> {
  const figures = await measureEditor({
    design,
    scenarios: ['drag', 'resize', 'rotate', 'pinch'],
    // The gestures run on a shared 2-core machine: five rounds' median rides out a busy one.
    rounds: 5,
    full: false,
    exportFigure: (exports) => exportFigure(exportName, exports),
  });
  // The editor suite's figure names, told apart from its own in bench-results/latest.json.
  return figures.map((figure) => ({ ...figure, name: `${suite}: ${figure.name.replace(/^editor: /, '')}` }));
}

export const editorSuite: BenchSuite = {
  name: 'editor',
  run: () =>
    measureEditor({
      design: (items) => items,
      scenarios,
      // The gestures run on a shared 2-core machine: five rounds' median rides out two busy ones.
      rounds: 5,
      full: true,
      exportFigure: (exports) => exportFigure('editor: export 50 stickers and 10 texts at 2x (Save as PNG)', exports),
    }),
};
