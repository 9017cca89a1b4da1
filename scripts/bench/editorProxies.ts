/**
 * Diagnostics of the editor's display proxies: how much larger than their on-screen size they
 * are, and a run-time swap for exact-size copies so a gesture can be timed with those.
 */
import type { Page } from '@playwright/test';
import type Konva from 'konva';

/**
 * Diagnostic: swaps every sticker node's display proxy for a copy at exactly its on-screen size
 * (`on`), or puts the editor's own proxies back. Shows what the proxies' size costs per frame.
 */
export async function swapInExactProxies(page: Page, on: boolean): Promise<void> {
  await page.evaluate(async (exact) => {
    const stage = window.__caseStage;
    if (!stage) throw new Error('no stage');
    const global = window as unknown as { __benchProxies?: { own: Map<string, ImageBitmap>; exact: Map<string, ImageBitmap> } };
    const nodes = stage.find<Konva.Image>('.sticker');
    if (!global.__benchProxies) {
      const own = new Map<string, ImageBitmap>();
      const exactSize = new Map<string, ImageBitmap>();
      const ratio = stage.scaleX() * window.devicePixelRatio;
      for (const node of nodes) {
        const bitmap = node.image() as ImageBitmap;
        own.set(node.id(), bitmap);
        exactSize.set(
          node.id(),
          await createImageBitmap(bitmap, {
            resizeWidth: Math.round(node.width() * ratio),
            resizeHeight: Math.round(node.height() * ratio),
            resizeQuality: 'high',
          }),
        );
      }
      global.__benchProxies = { own, exact: exactSize };
    }
    const proxies = exact ? global.__benchProxies.exact : global.__benchProxies.own;
    for (const node of nodes) node.image(proxies.get(node.id()) ?? node.image());
    stage.batchDraw();
  }, on);
  await page.waitForTimeout(500);
}

/** How many times more pixels each sticker's bitmap has than it covers on screen, on average. */
export async function proxyOversize(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stage = window.__caseStage;
    if (!stage) throw new Error('no stage');
    const ratio = stage.scaleX() * window.devicePixelRatio;
    const factors = stage.find<Konva.Image>('.sticker').map((node) => {
      const bitmap = node.image() as ImageBitmap;
      return (bitmap.width * bitmap.height) / (node.width() * ratio * node.height() * ratio);
    });
    return factors.reduce((sum, factor) => sum + factor, 0) / factors.length;
  });
}
