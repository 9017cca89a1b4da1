/**
 * The time the pure model takes to judge every sticker of a design (print resolution, safe zone,
 * the review before paying), as the selectors do after every change.
 */
import type { Page } from '@playwright/test';
import { itemPrintQuality } from '../../src/editor/model/cropPrintResolution.ts';
import { reviewDesign } from '../../src/editor/model/printReview.ts';
import { safeZoneProblem } from '../../src/editor/model/safeZone.ts';
import type { CanvasItem, Size } from '../../src/editor/model/types.ts';
import type { TemplateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import type { BenchFigure } from './types.ts';

const qualityRuns = 2000;

/** Mean ms to judge every sticker of the design once: DPI and quality, safe zone, the review. */
function timeQuality(items: readonly CanvasItem[], pictures: ReadonlyMap<string, Size>, template: TemplateGeometry) {
  let low = 0;
  const judge = () => {
    low = 0;
    for (const item of items) {
      if (itemPrintQuality(item, pictures) === 'low') low += 1;
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

/** The print quality figure of the design open in the editor page, judged in Node. */
export async function printQualityFigure(editor: Page, template: TemplateGeometry): Promise<BenchFigure> {
  const { items, images } = await editor.evaluate(() => {
    const state = window.__caseStore?.getState();
    if (!state) throw new Error('no store');
    return { items: state.canvas.present.items, images: state.library.images };
  });
  const quality = timeQuality(items, new Map(images.map((image) => [image.imageID, image])), template);
  return {
    name: `editor: print quality of ${items.length} items`,
    value: Math.round(quality.ms * 1000) / 1000,
    unit: 'ms',
    note: `DPI, safe zone and the review, mean of ${qualityRuns} in Node; ${quality.low} low, ${quality.findings} findings`,
  };
}
