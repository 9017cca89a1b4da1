/**
 * The real editor in the bench: opened on a phone-sized touch page, filled with pictures through
 * 'Add Stickers', stickers and ghost settings dispatched to the store, read back and reset.
 */
import type { Browser, Page } from '@playwright/test';
import type Konva from 'konva';
import type { CanvasItem, NewCanvasItem, Point, Size, Viewport } from '../../src/editor/model/types.ts';
import type { BenchPicture } from './editorImages.ts';
import { watchCanvases } from './editorMemory.ts';

export const phoneContext = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

export interface StagePlacement {
  /** The stage container's top-left on the page, CSS px. */
  origin: Point;
  size: Size;
  viewport: Viewport;
}

export async function openEditor(browser: Browser, baseUrl: string, modelKey: string): Promise<Page> {
  const context = await browser.newContext({ ...phoneContext, baseURL: baseUrl, acceptDownloads: true });
  await context.addInitScript((key) => {
    if (!localStorage.getItem('phoneModel')) localStorage.setItem('phoneModel', key);
  }, modelKey);
  await watchCanvases(context);
  const page = await context.newPage();
  await page.goto('/editor');
  await page.waitForFunction(() => window.__caseStage && window.__caseStore?.getState().library.restored);
  return page;
}

/** Adds the pictures through the 'Add Stickers' file chooser; resolves with the time it took (ms). */
export async function importPictures(page: Page, pictures: BenchPicture[]): Promise<number> {
  const started = performance.now();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add Stickers', exact: true }).click();
  await (await chooser).setFiles(pictures);
  await page.waitForFunction(
    (count) => window.__caseStore?.getState().library.images.length === count,
    pictures.length,
    { timeout: 120_000, polling: 100 },
  );
  return performance.now() - started;
}

/** The stored imageID and size (image px) of each picture, by file name. */
export async function storedPicturesByName(page: Page): Promise<Map<string, { imageID: string } & Size>> {
  const images = await page.evaluate(() => window.__caseStore?.getState().library.images ?? []);
  return new Map(images.map(({ name, imageID, width, height }) => [name, { imageID, width, height }]));
}

/** Places the items as they are given (back to front) and turns the ghosts to their maximum. */
export async function composeDesign(page: Page, items: readonly NewCanvasItem[]): Promise<void> {
  await page.evaluate((placements) => {
    const store = window.__caseStore;
    if (!store) throw new Error('no store');
    for (const { kind, ...payload } of placements) {
      store.dispatch({ type: kind === 'text' ? 'canvas/textAdded' : kind === 'art' ? 'canvas/artAdded' : 'canvas/stickerAdded', payload });
      // A picture is added whole and upright, then cropped and shaped as the shopper would.
      if ('crop' in payload && payload.crop) {
        const { itemID, TL_imageBounds, BR_imageBounds, crop } = payload;
        store.dispatch({ type: 'canvas/pictureCropped', payload: { itemID, bounds: { TL_imageBounds, BR_imageBounds }, crop } });
      }
      if ('shape' in payload && payload.shape) {
        store.dispatch({ type: 'canvas/pictureShaped', payload: { itemID: payload.itemID, shape: payload.shape } });
      }
      // …and given a look and slider positions in the Adjust sheet.
      if ('imageID' in payload && (payload.look || payload.adjust)) {
        const change = { look: payload.look, adjust: payload.adjust };
        store.dispatch({ type: 'canvas/picturesFiltered', payload: { itemIDs: [payload.itemID], change, visit: `bench-${payload.itemID}` } });
      }
    }
    // Each added text opens its sheet; the bench edits none.
    store.dispatch({ type: 'editor/textEditingEnded' });
    store.dispatch({ type: 'design/ghostsEnabledChanged', payload: true });
    for (const [setting, value] of [['ghostFreq', 10], ['ghostSize', 200], ['ghostOpacity', 100]] as const) {
      store.dispatch({ type: 'design/ghostSettingChanged', payload: { setting, value } });
    }
  }, items);
  await page.getByRole('button', { name: 'Selector', exact: true }).click();
  await waitUntilDrawn(page, items.length);
  // The black cover fades out over 1.5 s; let it finish and the page settle.
  await page.waitForTimeout(1500);
}

/** Every sticker node shows its picture and the ghosts are cached. */
export async function waitUntilDrawn(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const stage = window.__caseStage;
      const stickers = stage?.find<Konva.Image>('.sticker') ?? [];
      return (
        stickers.length === expected &&
        stickers.every((node) => node.image()) &&
        stage?.findOne('.ghost-drawing')?.isCached() === true
      );
    },
    count,
    { timeout: 60_000, polling: 100 },
  );
}

export async function stagePlacement(page: Page): Promise<StagePlacement> {
  return page.evaluate(() => {
    const stage = window.__caseStage;
    if (!stage) throw new Error('no stage');
    const rect = stage.container().getBoundingClientRect();
    return {
      origin: { x: rect.left, y: rect.top },
      size: { width: stage.width(), height: stage.height() },
      viewport: { scale: stage.scaleX(), x: stage.x(), y: stage.y() },
    };
  });
}

export async function editorItem(page: Page, itemID: string): Promise<CanvasItem> {
  const item = await page.evaluate(
    (id) => window.__caseStore?.getState().canvas.present.items.find((candidate) => candidate.itemID === id),
    itemID,
  );
  if (!item) throw new Error(`${itemID} is not on the canvas`);
  return item;
}

/** Puts the gesture stickers and the view back as they were, nothing selected (between rounds of gestures). */
export async function resetEditor(page: Page, items: readonly CanvasItem[], viewport: Viewport, count: number): Promise<void> {
  await page.evaluate(
    ([resetItems, resetViewport]) => {
      const store = window.__caseStore;
      const payload = resetItems.map(({ itemID, TL_imageBounds, BR_imageBounds, rotation }) => ({ itemID, TL_imageBounds, BR_imageBounds, rotation }));
      store?.dispatch({ type: 'canvas/itemsTransformed', payload });
      store?.dispatch({ type: 'editor/itemsSelected', payload: [] });
      store?.dispatch({ type: 'editor/viewportCommitted', payload: resetViewport });
    },
    [items, viewport] as const,
  );
  await waitUntilDrawn(page, count);
  // Display proxies for a changed zoom decode in the background; let them finish.
  await page.waitForTimeout(1500);
}

/** Selects the stickers together (issue 21's multi-select), as Shift-clicks or long presses would. */
export async function selectInEditor(page: Page, itemIDs: readonly string[]): Promise<void> {
  await page.evaluate((payload) => window.__caseStore?.dispatch({ type: 'editor/itemsSelected', payload }), itemIDs);
}

/** Turns the ghosts on or off and waits until the canvas shows it. */
export async function setGhosts(page: Page, enabled: boolean): Promise<void> {
  await page.evaluate((payload) => window.__caseStore?.dispatch({ type: 'design/ghostsEnabledChanged', payload }), enabled);
  await page.waitForFunction(
    (expected) => Boolean(window.__caseStage?.findOne('.ghost-drawing')?.isCached()) === expected,
    enabled,
    { timeout: 30_000, polling: 100 },
  );
  await page.waitForTimeout(300);
}
