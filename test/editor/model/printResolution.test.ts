import { describe, expect, it } from 'vitest';
import { itemBoundingBox } from '../../../src/editor/model/geometry.ts';
import { downscaledSize } from '../../../src/editor/model/imageSizing.ts';
import {
  printDpi,
  printQuality,
  printQualityLabels,
  stickerPrintQuality,
  unitsPerInch,
} from '../../../src/editor/model/printResolution.ts';
import { makeItem } from './makeItem.ts';

describe('print resolution', () => {
  it('is 254 template units to the inch (10 units per mm)', () => {
    expect(unitsPerInch).toBeCloseTo(254, 12);
  });

  it('counts the stored pixels across the printed width: 600 px over 508 units (2 in) is 300 DPI', () => {
    const sticker = makeItem(0, [100, 100], [608, 354]);
    expect(printDpi(sticker, { width: 600, height: 300 })).toBeCloseTo(300, 9);
    expect(stickerPrintQuality(sticker, { width: 600, height: 300 })).toBe('sharp');
  });

  it('does not change when the sticker is turned, though its bounding box grows', () => {
    const turned = makeItem(0, [100, 100], [608, 354], 45);
    expect(printDpi(turned, { width: 600, height: 300 })).toBeCloseTo(300, 9);
    // Reading the turned sticker's bounding box instead would call it 282.8 DPI, "good".
    const box = itemBoundingBox(turned);
    expect((600 * 254) / box.width).toBeCloseTo(282.84, 2);
    expect(stickerPrintQuality(turned, { width: 600, height: 300 })).toBe('sharp');
  });

  it('uses the picture as stored: a 4032x3024 photo kept at 2048x1536 gives 682.67 DPI over 3 in, not 1344', () => {
    const stored = downscaledSize(4032, 3024);
    expect(stored).toEqual({ width: 2048, height: 1536 });
    const sticker = makeItem(0, [0, 0], [762, 571.5]);
    expect(printDpi(sticker, stored)).toBeCloseTo(2048 / 3, 9);
    expect(printDpi(sticker, { width: 4032, height: 3024 })).toBeCloseTo(1344, 9);
  });

  it('a downscaled photo stretched over 8 inches prints good, where the original would be sharp', () => {
    const stored = downscaledSize(6000, 4000);
    expect(stored).toEqual({ width: 2048, height: 1365 });
    const sticker = makeItem(0, [0, 0], [2032, 1354.6666666666667]);
    expect(printDpi(sticker, stored)).toBeCloseTo(255.94, 2);
    expect(stickerPrintQuality(sticker, stored)).toBe('good');
    expect(stickerPrintQuality(sticker, { width: 6000, height: 4000 })).toBe('sharp');
  });

  it('a 72 px emoji enlarged to 30 mm prints at 60.96 DPI: low', () => {
    const sticker = makeItem(0, [200, 200], [500, 500]);
    expect(printDpi(sticker, { width: 72, height: 72 })).toBeCloseTo(60.96, 9);
    expect(stickerPrintQuality(sticker, { width: 72, height: 72 })).toBe('low');
  });

  it('takes the lower axis of a stretched picture', () => {
    const sticker = makeItem(0, [0, 0], [254, 254]);
    expect(printDpi(sticker, { width: 400, height: 100 })).toBeCloseTo(100, 9);
  });

  it('is sharp from 300, good from 150, low below', () => {
    expect(printQuality(300)).toBe('sharp');
    expect(printQuality(299.99)).toBe('good');
    expect(printQuality(150)).toBe('good');
    expect(printQuality(149.99)).toBe('low');
    expect(printQualityLabels).toEqual({ sharp: 'Sharp', good: 'Good', low: 'Low: may print blurry' });
  });
});
