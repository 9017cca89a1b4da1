import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { createHeicConverter, defaultHeicOptions } from '../../../src/server/images/heicConverter.ts';
import { bt2020Numbers, largestDifference, p3PatchesPng, patchColours, patchesIn, patchesPng } from '../../helpers/colourPatches.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/heic', name));
const converter = createHeicConverter(defaultHeicOptions);
afterAll(() => converter.close());

/** sharp's own conversion of a picture to sRGB, from its embedded profile. */
const inSrgb = async (png: Buffer) => patchesIn(sharp(png).withIccProfile('srgb'));

// Made by test/fixtures/heic/makeColourFixtures.ts: the colour patches' numbers in each colour space.
const kinds = [
  { name: 'an ICC profile (Display P3, as iPhones write it)', file: 'p3-icc-256x128.heic', source: p3PatchesPng },
  { name: 'an nclx of Display P3 primaries', file: 'nclx-p3-256x128.heic', source: p3PatchesPng },
  { name: 'an nclx of BT.2020 primaries and BT.709’s curve', file: 'nclx-bt2020-256x128.heic', source: patchesPng },
];

describe('HEIC colour', () => {
  test.each(kinds)('a HEIC with $name is converted to the sRGB colours sharp converts its source to', async ({ file, source }) => {
    const converted = await converter.convert(fixture(file));
    expect(converted.contentType).toBe('image/jpeg');
    // No profile is kept: the numbers are sRGB's.
    expect((await sharp(converted.bytes).metadata()).icc).toBeUndefined();
    const reference = await inSrgb(await source());
    expect(largestDifference(await patchesIn(sharp(converted.bytes)), reference)).toBeLessThanOrEqual(8);
  });

  test('the test can fail: read as sRGB, the wide-gamut numbers are far from the reference', async () => {
    const reference = await inSrgb(await p3PatchesPng());
    expect(largestDifference(reference, patchColours)).toBeLessThanOrEqual(2);
    expect(largestDifference(await patchesIn(sharp(await p3PatchesPng(), { ignoreIcc: true })), reference)).toBeGreaterThan(30);
    expect(largestDifference(patchColours.map(bt2020Numbers), patchColours)).toBeGreaterThan(30);
  });
});
