import sharp from 'sharp';
import { findModel, variantIdFor, type CaseFinish, type PhoneModel } from '../../src/shared/catalog/catalog.ts';
import { printFileSize } from '../../src/shared/catalog/templateGeometry.ts';

/** A model every test may rely on: it has Printful variant ids. */
export function testModel(): PhoneModel {
  const model = findModel('16_pro_max');
  if (!model) throw new Error('The catalog lost 16_pro_max');
  return model;
}

export const variantOf = (finish: CaseFinish = 'Matte', model = testModel()) => variantIdFor(model, finish);

/** A design export (PNG at printFileSize) in one colour, or another size when asked. */
export async function designPng(
  colour: string,
  size: { width: number; height: number } = printFileSize(testModel()),
): Promise<Buffer<ArrayBuffer>> {
  const png = await sharp({ create: { ...size, channels: 3, background: colour } }).png().toBuffer();
  return Buffer.from(png);
}
