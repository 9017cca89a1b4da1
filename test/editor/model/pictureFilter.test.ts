import { describe, expect, it } from 'vitest';
import { lookNames, type LookName, type PictureAdjust } from '../../../src/shared/pictureLooks.ts';
import {
  applyPictureFilter,
  filterKey,
  filterTransform,
  isPlainFilter,
  withFilter,
  type PictureFilter,
} from '../../../src/editor/model/pictureFilter.ts';
import { applyPixelTransform } from '../../../src/editor/model/pixelTransform.ts';
import { looks } from '../../../src/editor/model/pictureLooks.ts';

type Rgb = [number, number, number];

/** One opaque pixel through the filter. */
function filtered(rgb: Rgb, filter: PictureFilter): Rgb {
  const pixels = new Uint8ClampedArray([...rgb, 255]);
  applyPictureFilter(pixels, filter);
  return [pixels[0] ?? -1, pixels[1] ?? -1, pixels[2] ?? -1];
}

const slider = (adjust: PictureAdjust) => (rgb: Rgb) => filtered(rgb, { adjust });
const look = (name: LookName) => (rgb: Rgb) => filtered(rgb, { look: name });

/** Every level on every channel, in three orders, and a range of alphas: 256 pixels. */
function everyLevel(): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(256 * 4);
  for (let level = 0; level < 256; level += 1) pixels.set([level, 255 - level, (level * 7) % 256, (level * 13) % 256], level * 4);
  return pixels;
}

describe('the sliders, on known pixels', () => {
  it('Brightness is a gamma curve: black and white stay, the middle moves', () => {
    expect(slider({ brightness: 100 })([64, 128, 255])).toEqual([128, 181, 255]);
    expect(slider({ brightness: -100 })([64, 128, 255])).toEqual([16, 64, 255]);
    expect(slider({ brightness: 100 })([0, 0, 0])).toEqual([0, 0, 0]);
    expect(slider({ brightness: 50 })([128, 128, 128])[0]).toBe(157);
  });

  it('Contrast spreads the levels from the middle, twice as far at 100 and half as far at −100', () => {
    expect(slider({ contrast: 100 })([64, 128, 200])).toEqual([1, 129, 255]);
    expect(slider({ contrast: -100 })([64, 128, 200])).toEqual([96, 128, 164]);
  });

  it('Saturation: −100 is the luma grey, 100 twice as far from it', () => {
    expect(slider({ saturation: -100 })([200, 100, 50])).toEqual([124, 124, 124]);
    expect(slider({ saturation: 100 })([200, 100, 50])).toEqual([255, 76, 0]);
    expect(slider({ saturation: 100 })([90, 90, 90])).toEqual([90, 90, 90]);
  });

  it('Warmth raises red and lowers blue, or the other way round', () => {
    expect(slider({ warmth: 100 })([100, 100, 100])).toEqual([115, 103, 85]);
    expect(slider({ warmth: -100 })([100, 100, 100])).toEqual([85, 97, 115]);
  });

  it('apply the tone sliders before the colour ones', () => {
    // Brightness 100 lifts 64 to 128 on every channel; Warmth then scales that grey.
    expect(slider({ brightness: 100, warmth: 100 })([64, 64, 64])).toEqual([147, 132, 109]);
  });
});

describe('the looks, on known pixels', () => {
  it('each does what it says', () => {
    expect(look('vivid')([100, 100, 100])).toEqual([96, 96, 96]);
    // Saturation ×1.45 about the luma grey (124.2): 234, 89, 17; then spread ×1.15 from the middle.
    expect(look('vivid')([200, 100, 50])).toEqual([250, 83, 0]);
    expect(look('warm')([100, 100, 100])).toEqual([110, 102, 85]);
    expect(look('cool')([100, 100, 100])).toEqual([88, 98, 110]);
    expect(look('mono')([200, 100, 50])).toEqual([124, 124, 124]);
    expect(look('noir')([200, 100, 50])).toEqual([114, 114, 114]);
    expect(look('fade')([0, 0, 0])).toEqual([40, 40, 40]);
    expect(look('fade')([255, 255, 255])).toEqual([225, 225, 225]);
    expect(look('vintage')([0, 0, 0])).toEqual([20, 14, 30]);
    expect(look('vintage')([255, 255, 255])).toEqual([240, 226, 190]);
    expect(look('sepia')([100, 100, 100])).toEqual([135, 120, 94]);
    expect(look('airy')([100, 100, 100])).toEqual([124, 126, 130]);
  });

  it('Mono and Noir leave no colour, whatever the sliders say', () => {
    for (const name of ['mono', 'noir'] as const) {
      const pixels = everyLevel();
      applyPictureFilter(pixels, { look: name, adjust: { warmth: 100, saturation: 100, brightness: 30 } });
      for (let index = 0; index < pixels.length; index += 4) {
        expect(pixels[index + 1]).toBe(pixels[index]);
        expect(pixels[index + 2]).toBe(pixels[index]);
      }
    }
  });

  it('are the ten of the store, "Original" first, each with a name on its button', () => {
    expect(looks.map((definition) => definition.name)).toEqual([...lookNames]);
    expect(looks.map((definition) => definition.label)).toEqual(['Original', 'Vivid', 'Warm', 'Cool', 'Mono', 'Noir', 'Fade', 'Vintage', 'Sepia', 'Airy']);
  });

  it('all differ from each other on a colourful pixel', () => {
    const results = lookNames.map((name) => look(name)([200, 120, 60]).join(','));
    expect(new Set(results).size).toBe(lookNames.length);
  });
});

describe('nothing to do', () => {
  it('"Original" with every slider at 0 leaves every byte as it was, alpha included', () => {
    for (const filter of [{}, { look: 'original' as const }, { look: 'original' as const, adjust: { brightness: 0, contrast: 0, saturation: 0, warmth: 0 } }]) {
      expect(isPlainFilter(filter)).toBe(true);
      const pixels = everyLevel();
      applyPictureFilter(pixels, filter);
      expect(pixels).toEqual(everyLevel());
      // The transform itself is the identity too, not only skipped.
      const transformed = everyLevel();
      applyPixelTransform(transformed, filterTransform(filter));
      expect(transformed).toEqual(everyLevel());
    }
  });

  it('a slider at 0 beside others changes nothing the others would not', () => {
    const once = everyLevel();
    applyPictureFilter(once, { look: 'warm', adjust: { brightness: 20 } });
    const withZeros = everyLevel();
    applyPictureFilter(withZeros, { look: 'warm', adjust: { brightness: 20, contrast: 0, saturation: 0, warmth: 0 } });
    expect(withZeros).toEqual(once);
  });

  it('no look or slider touches alpha', () => {
    const pixels = everyLevel();
    applyPictureFilter(pixels, { look: 'vintage', adjust: { brightness: -60, contrast: 80, saturation: -30, warmth: 40 } });
    for (let index = 3; index < pixels.length; index += 4) expect(pixels[index]).toBe(everyLevel()[index]);
  });
});

describe('a picture’s look and sliders as the store keeps them', () => {
  const picture = { itemID: 'p', look: undefined, adjust: undefined };

  it('leaves out "Original" and sliders at 0, so a picture never given a look is saved as before', () => {
    expect(withFilter(picture, { look: 'original', adjust: { brightness: 0 } })).toEqual({ itemID: 'p' });
    expect(withFilter(picture, { look: 'mono', adjust: { brightness: 20 } })).toEqual({ itemID: 'p', look: 'mono', adjust: { brightness: 20 } });
    const adjusted = withFilter(picture, { look: 'mono', adjust: { brightness: 20, warmth: -5 } });
    expect(withFilter(adjusted, { adjust: { brightness: 0 } })).toEqual({ itemID: 'p', look: 'mono', adjust: { warmth: -5 } });
    expect(withFilter(adjusted, { look: 'original', adjust: { warmth: 0, brightness: 0 } })).toEqual({ itemID: 'p' });
  });

  it('refuses positions out of range or not whole', () => {
    expect(withFilter(picture, { adjust: { brightness: 101, contrast: -100.5, saturation: Number.NaN, warmth: -100 } })).toEqual({ itemID: 'p', adjust: { warmth: -100 } });
  });

  it('tells equal filters by their key', () => {
    expect(filterKey({ look: 'original', adjust: { brightness: 0 } })).toBe(filterKey({}));
    expect(filterKey({ look: 'mono' })).not.toBe(filterKey({ look: 'noir' }));
    expect(filterKey({ adjust: { brightness: 1 } })).not.toBe(filterKey({ adjust: { contrast: 1 } }));
  });
});
