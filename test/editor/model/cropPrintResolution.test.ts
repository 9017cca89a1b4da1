import { describe, expect, it } from 'vitest';
import { croppedPrintDpi, croppedPrintQuality, itemPrintQuality, printedPixels } from '../../../src/editor/model/cropPrintResolution.ts';
import { printDpi } from '../../../src/editor/model/printResolution.ts';
import { makeItem, makeText } from './makeItem.ts';

describe('print resolution of a cropped picture', () => {
  const twoInches = makeItem(0, [0, 0], [508, 254]);

  it('counts the crop’s pixels: 600 px over 2 in is 300 DPI whatever the photo’s size', () => {
    expect(croppedPrintDpi(twoInches, { width: 4000, height: 2000 }, { x: 100, y: 100, width: 600, height: 300 })).toBeCloseTo(300, 9);
  });

  it('is printDpi itself without a crop', () => {
    const picture = { width: 4000, height: 2000 };
    expect(printedPixels(picture)).toBe(picture);
    expect(croppedPrintDpi(twoInches, picture)).toBe(printDpi(twoInches, picture));
    expect(croppedPrintDpi(twoInches, picture)).toBe(2000);
  });

  it('calls a tight crop of a small photo Low where the whole photo was Good', () => {
    const threeInches = makeItem(0, [0, 0], [762, 571.5]);
    const small = { width: 800, height: 600 };
    expect(croppedPrintQuality(threeInches, small)).toBe('good');
    expect(croppedPrintQuality(threeInches, small, { x: 200, y: 150, width: 400, height: 300 })).toBe('low');
    expect(croppedPrintDpi(threeInches, small, { x: 200, y: 150, width: 400, height: 300 })).toBeCloseTo(400 / 3, 9);
  });

  it('itemPrintQuality of a picture counts its crop; a text is sharp; an unknown picture is null', () => {
    const threeInches = makeItem(0, [0, 0], [762, 571.5]);
    const sizes = new Map([[threeInches.imageID, { width: 800, height: 600 }]]);
    expect(itemPrintQuality(threeInches, sizes)).toBe('good');
    expect(itemPrintQuality({ ...threeInches, crop: { x: 200, y: 150, width: 400, height: 300 } }, sizes)).toBe('low');
    expect(itemPrintQuality(makeText(), sizes)).toBe('sharp');
    expect(itemPrintQuality({ ...threeInches, imageID: 'unknown' }, sizes)).toBeNull();
  });
});
