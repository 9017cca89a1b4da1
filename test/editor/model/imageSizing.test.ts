import { describe, expect, it } from 'vitest';
import { downscaledSize, exportSize, isExportTooLarge, jpegScaledDecodeSize, printDecodeSize } from '../../../src/editor/model/imageSizing.ts';

describe('downscaledSize', () => {
  it('brings the longest side down to 2048 keeping the ratio', () => {
    expect(downscaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(downscaledSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges', () => {
    expect(downscaledSize(1000, 500)).toEqual({ width: 1000, height: 500 });
    expect(downscaledSize(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it('rounds to whole pixels, at least 1', () => {
    expect(downscaledSize(4000, 3)).toEqual({ width: 2048, height: 2 });
    expect(downscaledSize(5000, 1)).toEqual({ width: 2048, height: 1 });
    expect(downscaledSize(3001, 2001)).toEqual({ width: 2048, height: 1366 });
  });

  it('takes another longest side', () => {
    expect(downscaledSize(4032, 3024, 512)).toEqual({ width: 512, height: 384 });
  });
});

describe('export size', () => {
  it('is twice the template', () => {
    expect(exportSize({ width: 826, height: 1586 })).toEqual({ width: 1652, height: 3172 });
    expect(exportSize({ width: 826, height: 1586 }, 1)).toEqual({ width: 826, height: 1586 });
  });

  it('is refused above 16777216 pixels', () => {
    expect(isExportTooLarge({ width: 1652, height: 3172 })).toBe(false);
    expect(isExportTooLarge({ width: 4096, height: 4096 })).toBe(false);
    expect(isExportTooLarge({ width: 4097, height: 4096 })).toBe(true);
  });
});

describe('printDecodeSize', () => {
  it('decodes a picture whole while it is at most twice the size it prints at', () => {
    expect(printDecodeSize({ width: 800, height: 600 }, 640)).toEqual({ width: 800, height: 600 });
    expect(printDecodeSize({ width: 2048, height: 1536 }, 1024)).toEqual({ width: 2048, height: 1536 });
    expect(printDecodeSize({ width: 600, height: 800 }, 1200)).toEqual({ width: 600, height: 800 });
  });

  it('resizes a larger picture to the size it prints at, the ratio kept', () => {
    expect(printDecodeSize({ width: 2048, height: 1536 }, 1000)).toEqual({ width: 1000, height: 750 });
    expect(printDecodeSize({ width: 1536, height: 2048 }, 512.4)).toEqual({ width: 384, height: 512 });
  });

  it('never decodes to less than a pixel', () => {
    expect(printDecodeSize({ width: 2048, height: 1536 }, 0.2)).toEqual({ width: 1, height: 1 });
  });
});

describe('jpegScaledDecodeSize', () => {
  it('asks for the smallest eighth of a 12 MP photo that is not smaller than its stored size', () => {
    expect(jpegScaledDecodeSize({ width: 4032, height: 3024 }, downscaledSize(4032, 3024))).toEqual({ width: 2520, height: 1890 });
    expect(jpegScaledDecodeSize({ width: 3024, height: 4032 }, downscaledSize(3024, 4032))).toEqual({ width: 1890, height: 2520 });
  });

  it('asks for an exact eighth when the stored size is one, and for the whole picture when it is stored whole', () => {
    expect(jpegScaledDecodeSize({ width: 4096, height: 3072 }, downscaledSize(4096, 3072))).toEqual({ width: 2048, height: 1536 });
    expect(jpegScaledDecodeSize({ width: 1600, height: 1200 }, downscaledSize(1600, 1200))).toEqual({ width: 1600, height: 1200 });
    expect(jpegScaledDecodeSize({ width: 2100, height: 900 }, downscaledSize(2100, 900))).toEqual({ width: 2100, height: 900 });
  });

  it('rounds each side up as the decoder does, and never asks for less than an eighth', () => {
    expect(jpegScaledDecodeSize({ width: 16385, height: 9 }, { width: 2048, height: 1 })).toEqual({ width: 2049, height: 2 });
    expect(jpegScaledDecodeSize({ width: 20000, height: 15000 }, { width: 1000, height: 750 })).toEqual({ width: 2500, height: 1875 });
  });

  it('never gives less than the stored size on any side, for any photo size', () => {
    for (let width = 1000; width <= 9000; width += 137) {
      for (const height of [700, 2999, 4001, 6120]) {
        const stored = downscaledSize(width, height);
        const asked = jpegScaledDecodeSize({ width, height }, stored);
        expect(asked.width).toBeGreaterThanOrEqual(stored.width);
        expect(asked.height).toBeGreaterThanOrEqual(stored.height);
        expect(asked.width).toBeLessThanOrEqual(width);
      }
    }
  });
});
