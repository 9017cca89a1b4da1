/**
 * Diagnostics of the editor's display proxies: how much larger than their on-screen size they
 * are, and a run-time swap for exact-size copies so a gesture can be timed with those.
 */
import type { Page } from '@playwright/test';
import type Konva from 'konva';

/**
 * Diagnostic: gives every sticker node a copy of its picture at exactly its on-screen size.
 * The editor does not know these bitmaps, so this lasts until React next sets a node's image
 * (a zoom commit, a reload): run it right before the gesture it is for.
 */
export async function swapInExactProxies(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const stage = window.__caseStage;
    if (!stage) throw new Error('no stage');
    const ratio = stage.scaleX() * window.devicePixelRatio;
    for (const node of stage.find<Konva.Image>('.sticker')) {
      const source = node.image();
      if (!source) continue;
      node.image(
        await createImageBitmap(source, {
          resizeWidth: Math.round(node.width() * ratio),
          resizeHeight: Math.round(node.height() * ratio),
          resizeQuality: 'high',
        }),
      );
    }
    stage.batchDraw();
  });
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
