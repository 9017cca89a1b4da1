/** The editor's export and restore, timed in the page. */
import type { Page } from '@playwright/test';
import type Konva from 'konva';
import sharp from 'sharp';
import { savedDesign } from '../../test/helpers/savedDesign.ts';

/**
 * 'Save as PNG' timed in the page, from the button's click to the download link being clicked
 * (the export's whole work: decode, draw at 2×, encode). Returns the time and the PNG's size.
 */
export async function timeExport(page: Page): Promise<{ ms: number; width: number; height: number }> {
  await page.evaluate(() => {
    const times: { start?: number; end?: number } = {};
    (window as unknown as { __benchExport: typeof times }).__benchExport = times;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[aria-label="Save as PNG"]')) times.start = performance.now();
      if (target instanceof HTMLAnchorElement && target.download) {
        times.end = performance.now();
        document.removeEventListener('click', onClick, { capture: true });
      }
    };
    document.addEventListener('click', onClick, { capture: true });
  });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const path = await (await download).path();
  const { start, end } = await page.evaluate(
    () => (window as unknown as { __benchExport: { start?: number; end?: number } }).__benchExport,
  );
  if (start === undefined || end === undefined) throw new Error('the export was not seen');
  const { width, height } = await sharp(path).metadata();
  return { ms: end - start, width, height };
}

/**
 * Waits as a shopper would between the last ghost change and Save: past the second the editor lets
 * the ghost settings settle and the time it takes to draw their print layer (an export that comes
 * sooner waits for that drawing, and the figure shows it).
 */
export async function waitForGhostLayer(page: Page): Promise<void> {
  await page.waitForTimeout(4000);
}

/**
 * Turns the ghost opacity between 99 and 100 (both read as maximum): the next export finds no
 * print ghost layer drawn ahead for these settings and draws it itself.
 */
export async function changeGhostOpacity(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = window.__caseStore;
    const value = store?.getState().canvas.present.backdrop.ghostOpacity === 100 ? 99 : 100;
    store?.dispatch({ type: 'design/ghostSettingChanged', payload: { setting: 'ghostOpacity', value } });
  });
}

/**
 * From now on every load of the page notes when all `count` item nodes show their bitmaps (pictures and texts),
 * and when the ghosts are drawn too (ms from the navigation's start).
 */
export async function watchRestores(page: Page, count: number): Promise<void> {
  await page.context().addInitScript((expected) => {
    const times: { stickers?: number; ghosts?: number } = {};
    (window as unknown as { __benchRestore: typeof times }).__benchRestore = times;
    const tick = () => {
      const stage = window.__caseStage;
      const stickers = stage?.find<Konva.Image>('.sticker') ?? [];
      if (times.stickers === undefined && stickers.length === expected && stickers.every((node) => node.image())) {
        times.stickers = performance.now();
      }
      if (times.ghosts === undefined && stage?.findOne('.ghost-drawing')?.isCached()) times.ghosts = performance.now();
      if (times.stickers === undefined || times.ghosts === undefined) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, count);
}

/** Reloads the editor (after watchRestores) once the design is saved; the restore's times. */
export async function timeRestore(page: Page, count: number): Promise<{ stickersMs: number; ghostsMs: number }> {
  // Autosave keeps a change within half a second; wait until the whole design is saved.
  const deadline = Date.now() + 15_000;
  while ((await savedDesign(page))?.present.items.length !== count) {
    if (Date.now() > deadline) throw new Error('the design was not saved');
    await page.waitForTimeout(200);
  }
  await page.reload();
  const handle = await page.waitForFunction(
    () => {
      const times = (window as unknown as { __benchRestore?: { stickers?: number; ghosts?: number } }).__benchRestore;
      return times?.stickers !== undefined && times.ghosts !== undefined ? times : null;
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  const times = (await handle.jsonValue()) as { stickers: number; ghosts: number };
  return { stickersMs: times.stickers, ghostsMs: times.ghosts };
}
