import { describe, expect, test } from 'vitest';
import { findModel, phoneModels, type PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import { printFileSize, templateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { lensLayout, mockupLayout, mockupSize } from '../../../src/server/mockup/mockupLayout.ts';

const model = (key: string): PhoneModel => {
  const found = findModel(key);
  if (!found) throw new Error(`no model ${key}`);
  return found;
};

describe('mockupLayout', () => {
  test('centres the case back at 84% of the picture height and keeps its proportions', () => {
    const layout = mockupLayout(model('16_pro_max'));
    const { caseBack } = templateGeometry(model('16_pro_max'));
    expect(layout.caseRect.height).toBe(Math.round(mockupSize.height * 0.84));
    expect(layout.caseRect.width / layout.caseRect.height).toBeCloseTo(caseBack.width / caseBack.height, 2);
    expect(layout.caseRect.x * 2 + layout.caseRect.width).toBeCloseTo(mockupSize.width, -1);
  });

  test('crops the case back out of the 2× design export', () => {
    const layout = mockupLayout(model('16_pro_max'));
    const { caseBack } = templateGeometry(model('16_pro_max'));
    const size = printFileSize(model('16_pro_max'));
    expect(layout.designCrop).toEqual({
      left: caseBack.x * 2,
      top: caseBack.y * 2,
      width: caseBack.width * 2,
      height: caseBack.height * 2,
    });
    expect(layout.designCrop.left + layout.designCrop.width).toBeLessThan(size.width);
  });

  test.each(phoneModels.map((entry) => entry.key))('%s: the camera and its lenses sit inside the case', (key) => {
    const { caseRect, cutout, module, lenses, flash } = mockupLayout(model(key));
    expect(cutout.x).toBeGreaterThanOrEqual(0);
    expect(cutout.y).toBeGreaterThanOrEqual(0);
    expect(cutout.x + cutout.width).toBeLessThanOrEqual(caseRect.width);
    expect(module.x).toBeGreaterThan(cutout.x);
    expect(module.x + module.width).toBeLessThan(cutout.x + cutout.width);
    expect(lenses.length).toBeGreaterThan(0);
    for (const circle of [...lenses, flash]) {
      expect(circle.cx - circle.r).toBeGreaterThanOrEqual(module.x - 0.5);
      expect(circle.cx + circle.r).toBeLessThanOrEqual(module.x + module.width + 0.5);
      expect(circle.cy - circle.r).toBeGreaterThanOrEqual(module.y - 0.5);
      expect(circle.cy + circle.r).toBeLessThanOrEqual(module.y + module.height + 0.5);
    }
  });
});

describe('lensLayout', () => {
  const rect = (width: number, height: number) => ({ x: 0, y: 0, width, height, radius: 0 });
  const centres = (lenses: { cx: number; cy: number }[]) =>
    lenses.map(({ cx, cy }) => [Number(cx.toFixed(6)), Number(cy.toFixed(6))]);

  test('three lenses in a triangle on a Pro square module, two on the diagonal otherwise', () => {
    expect(centres(lensLayout(rect(100, 100), true).lenses)).toEqual([
      [28, 27],
      [28, 73],
      [73, 50],
    ]);
    expect(centres(lensLayout(rect(100, 100), false).lenses)).toEqual([
      [30, 30],
      [70, 70],
    ]);
  });

  test('a row along a wide bar and a column down a tall strip', () => {
    const bar = lensLayout(rect(300, 60), false).lenses;
    expect(bar).toHaveLength(3);
    expect(new Set(bar.map((lens) => lens.cy))).toEqual(new Set([30]));
    const strip = lensLayout(rect(40, 120), false).lenses;
    expect(new Set(strip.map((lens) => lens.cx))).toEqual(new Set([20]));
    expect(strip.length).toBeGreaterThan(1);
  });
});
