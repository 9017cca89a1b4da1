import { expect, type Locator, type Page } from '@playwright/test';
import { studioMinWidthPx } from '../../src/editor/panels/useWideLayout.ts';
import type { CollagePlan } from '../../src/editor/model/collageArrangement.ts';
import type { Backdrop } from '../../src/editor/model/designDocument.ts';

export interface Point {
  x: number;
  y: number;
}

export interface ItemState {
  itemID: string;
  imageID: string;
  itemIndex: number;
  TL_imageBounds: Point;
  BR_imageBounds: Point;
  rotation: number;
}

/** A design document (src/editor/model/designDocument.ts) as the tests read it. */
export interface DesignState {
  items: ItemState[];
  phoneModel: string | null;
  caseFinish: string;
  backdrop: Backdrop;
  collage: CollagePlan | null;
}

export interface StoreState {
  settings: Record<string, unknown>;
  library: { images: { imageID: string; name: string; width: number; height: number }[]; trayImageIDs: string[] };
  canvas: { present: DesignState; past: DesignState[]; future: DesignState[] };
  shelf: { currentDesignID: string | null };
  editor: { tool: string; selectedItemID: string | null; viewport: { scale: number; x: number; y: number } | null };
  preview: { status: string; links: string[]; cooldownUntil: number | null };
}

/** The store's state, read through window.__caseStore. */
export async function storeState(page: Page): Promise<StoreState> {
  return page.evaluate(() => {
    const store = (window as unknown as { __caseStore?: { getState(): unknown } }).__caseStore;
    return store?.getState() as StoreState;
  });
}

/** Opens the editor (at `url`, by default the suite's store's) with a stored phone model (kept across reloads once set). */
export async function openEditor(page: Page, modelKey: string, url = '/editor'): Promise<void> {
  await page.addInitScript((key) => {
    if (!localStorage.getItem('phoneModel')) localStorage.setItem('phoneModel', key);
  }, modelKey);
  await page.goto(url);
  // A fresh browser profile creates its IndexedDB first: on a loaded 2-core machine that alone can take seconds.
  await expect(page.getByTestId('design-stage').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
}

/** Adds files through the 'Add Stickers' picker (in the studio's Photos section) and waits until all are in the tray. */
export async function addStickers(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const before = (await storeState(page)).library.images.length;
  const add = page.getByRole('button', { name: 'Add Stickers', exact: true });
  if (isStudio(page) && !(await add.isVisible())) await page.getByRole('button', { name: 'Photos', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await add.click();
  await (await chooser).setFiles(files);
  await expect
    .poll(async () => (await storeState(page)).library.images.length, { timeout: 20_000 })
    .toBe(before + files.length);
}

/** The client point (CSS px) over a template point (units), from the committed viewport. */
export async function clientPointOf(page: Page, point: Point): Promise<Point> {
  const { viewport } = (await storeState(page)).editor;
  const box = await page.getByTestId('design-stage').boundingBox();
  if (!viewport || !box) throw new Error('the stage is not showing');
  return { x: box.x + viewport.x + point.x * viewport.scale, y: box.y + viewport.y + point.y * viewport.scale };
}

export function centreOf(item: ItemState): Point {
  return {
    x: (item.TL_imageBounds.x + item.BR_imageBounds.x) / 2,
    y: (item.TL_imageBounds.y + item.BR_imageBounds.y) / 2,
  };
}

export function sizeOf(item: ItemState): { width: number; height: number } {
  return {
    width: item.BR_imageBounds.x - item.TL_imageBounds.x,
    height: item.BR_imageBounds.y - item.TL_imageBounds.y,
  };
}

export function itemById(state: StoreState, itemID: string): ItemState {
  const item = state.canvas.present.items.find((candidate) => candidate.itemID === itemID);
  if (!item) throw new Error(`item ${itemID} is not on the canvas`);
  return item;
}

/** The names of the stage's layers whose canvases are shown, back to front. */
export function shownLayers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stage = (window as unknown as { __caseStage?: { getLayers(): { name(): string; visible(): boolean; getNativeCanvasElement(): HTMLCanvasElement }[] } }).__caseStage;
    return (stage?.getLayers() ?? [])
      .filter((layer) => layer.visible() && layer.getNativeCanvasElement().style.display !== 'none')
      .map((layer) => layer.name());
  });
}

/** Whether the page shows the studio (DESIGN §15: 900 px wide and up) rather than a phone's editor. */
export function isStudio(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= studioMinWidthPx;
}

/** An editor section by name: a phone's sheet (a modal dialog), or in the studio the side panel's (a region). */
export function editorSection(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name }).or(page.getByRole('region', { name }));
}

/** Add Text: beside Add Stickers on a phone; in the studio in its Text section, opened first. */
export async function addTextButton(page: Page): Promise<Locator> {
  if (isStudio(page)) await page.getByRole('button', { name: 'Text', exact: true }).click();
  return page.getByRole('button', { name: 'Add Text' });
}
