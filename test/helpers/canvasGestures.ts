import type { Page } from '@playwright/test';
import { findModel } from '../../src/shared/catalog/catalog.ts';
import { templateGeometry } from '../../src/shared/catalog/templateGeometry.ts';
import { clientPointOf, type Point } from './editorPage.ts';
import { line, touchPath } from './touch.ts';

/** A model's template geometry and the middle of its case back (units), for canvas e2e. */
export function caseOf(modelKey: string) {
  const model = findModel(modelKey);
  if (!model) throw new Error(`model ${modelKey} is missing from the catalog`);
  const template = templateGeometry(model);
  const caseCentre = {
    x: template.caseBack.x + template.caseBack.width / 2,
    y: template.caseBack.y + template.caseBack.height / 2,
  };
  return { template, caseCentre };
}

/** Drags with one finger (phone) or the mouse (desktop) between template points. */
export async function drag(page: Page, from: Point, to: Point, touch: boolean): Promise<void> {
  const start = await clientPointOf(page, from);
  const end = await clientPointOf(page, to);
  if (touch) {
    await touchPath(page, line(start, end, 10), { holdMs: 60 });
    return;
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.waitForTimeout(60);
  for (const point of line(start, end, 10)) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}
