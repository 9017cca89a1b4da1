import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { renderLocalMockup } from '../../../src/server/mockup/localRenderer.ts';
import { mockupLayout } from '../../../src/server/mockup/mockupLayout.ts';
import type { CaseFinish } from '../../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../../src/shared/catalog/templateGeometry.ts';
import { designPng, testModel } from '../../helpers/designPng.ts';

const model = testModel();
const layout = mockupLayout(model);

async function render(png: Buffer, finish: CaseFinish = 'Matte') {
  const image = await renderLocalMockup({ png, model, finish });
  const { data, info } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
  const rgb = (x: number, y: number): [number, number, number] => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
  };
  const luma = (x: number, y: number) => {
    const [r, g, b] = rgb(x, y);
    return 0.299 * r + 0.587 * g + 0.114 * b;
  };
  return { image, info, rgb, luma };
}

const { caseRect, module } = layout;
const caseCentre = { x: caseRect.x + caseRect.width / 2, y: caseRect.y + caseRect.height * 0.6 };

describe('local mockup renderer', () => {
  test('a 720×1000 WebP of the design on the case', async () => {
    const { image, info, rgb } = await render(await designPng('#2060c0'));
    expect(image.ext).toBe('webp');
    expect(info).toMatchObject({ width: 720, height: 1000 });
    const [red, green, blue] = rgb(caseCentre.x, caseCentre.y);
    expect(blue).toBeGreaterThan(150);
    expect(red).toBeLessThan(110);
    expect(green).toBeGreaterThan(60);
    expect(green).toBeLessThan(150);
  });

  test('the camera hole shows the dark camera module, not the design', async () => {
    const { luma } = await render(await designPng('#f0f0f0'));
    expect(luma(caseRect.x + module.x + module.width * 0.05, caseRect.y + module.y + module.height / 2)).toBeLessThan(80);
    expect(luma(caseCentre.x, caseCentre.y)).toBeGreaterThan(200);
  });

  test('the design is clipped to the case: the backdrop is light and the shadow falls below', async () => {
    const { luma } = await render(await designPng('#101010'));
    expect(luma(5, 5)).toBeGreaterThan(220);
    // Just outside the rounded top-left corner of the case.
    expect(luma(caseRect.x + 2, caseRect.y + 2)).toBeGreaterThan(180);
    const belowCase = luma(caseCentre.x, caseRect.y + caseRect.height + 8);
    expect(belowCase).toBeLessThan(luma(caseCentre.x, caseRect.y - 8) - 15);
  });

  test('the sides are shaded darker than the middle', async () => {
    const { luma } = await render(await designPng('#c0c0c0'));
    const middle = luma(caseCentre.x, caseCentre.y);
    expect(luma(caseRect.x + 10, caseCentre.y)).toBeLessThan(middle - 20);
    expect(luma(caseRect.x + caseRect.width - 10, caseCentre.y)).toBeLessThan(middle - 20);
  });

  test('Glossy has a bright specular band that Matte has not', async () => {
    const dark = await designPng('#203040');
    const brightest = async (finish: CaseFinish) => {
      const { luma } = await render(dark, finish);
      let max = 0;
      for (let x = caseRect.x + 20; x < caseRect.x + caseRect.width - 20; x += 2) {
        max = Math.max(max, luma(x, caseCentre.y));
      }
      return max;
    };
    const glossy = await brightest('Glossy');
    const matte = await brightest('Matte');
    expect(glossy).toBeGreaterThan(matte + 30);
  });

  test('where the design is transparent the white case shows', async () => {
    const clear = await sharp({ create: { ...printFileSize(model), channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const { luma } = await render(clear);
    expect(luma(caseCentre.x, caseCentre.y)).toBeGreaterThan(235);
  });

  test('a design whose pixel data is broken is a 400', async () => {
    const png = await designPng('#ffffff');
    const broken = Buffer.concat([png.subarray(0, 100), Buffer.alloc(png.length - 100, 7)]);
    await expect(renderLocalMockup({ png: broken, model, finish: 'Matte' })).rejects.toMatchObject({ statusCode: 400 });
  });
});
