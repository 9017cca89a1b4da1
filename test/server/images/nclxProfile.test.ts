import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { iccProfileForNclx, isSrgbNclx, type NclxColour } from '../../../src/server/images/nclxProfile.ts';
import { tiffWithProfile } from '../../../src/server/images/tiffWithProfile.ts';

const d65 = { x: 0.3127, y: 0.329 };
const displayP3: NclxColour = { primaries: 12, transfer: 13, red: { x: 0.68, y: 0.32 }, green: { x: 0.265, y: 0.69 }, blue: { x: 0.15, y: 0.06 }, white: d65 };
const bt709: NclxColour = { primaries: 1, transfer: 13, red: { x: 0.64, y: 0.33 }, green: { x: 0.3, y: 0.6 }, blue: { x: 0.15, y: 0.06 }, white: d65 };

/** Every 17th level of each channel: 16 × 16 × 16 colours, 64 × 64 px of RGB. */
function cube(): Buffer {
  const pixels = Buffer.alloc(64 * 64 * 3);
  for (let index = 0; index < 4096; index += 1) pixels.set([(index % 16) * 17, (Math.floor(index / 16) % 16) * 17, Math.floor(index / 256) * 17], index * 3);
  return pixels;
}
/** The cube's numbers read with `profile` and converted to sRGB by sharp. */
const convertedWith = (profile: Buffer) => sharp(tiffWithProfile({ data: cube(), width: 64, height: 64, stride: 64 * 3, channels: 3 }, profile)).raw().toBuffer();

const largestDifference = (a: Buffer, b: Buffer) => a.reduce((largest, value, index) => Math.max(largest, Math.abs(value - (b[index] ?? 0))), 0);

describe('ICC profiles for nclx colour descriptions', () => {
  test('sRGB’s primaries with sRGB’s curve, or unspecified ones, need no conversion; other primaries or curves do', () => {
    expect(isSrgbNclx(bt709)).toBe(true);
    expect(isSrgbNclx({ primaries: 2, transfer: 2 })).toBe(true);
    expect(isSrgbNclx(displayP3)).toBe(false);
    expect(isSrgbNclx({ primaries: 9, transfer: 14 })).toBe(false);
    expect(isSrgbNclx({ primaries: 1, transfer: 1 })).toBe(false);
  });

  test('Display P3’s profile converts as libvips’s own Display P3 profile does, within 5 levels', async () => {
    const tagged = await sharp(cube(), { raw: { width: 64, height: 64, channels: 3 } }).withIccProfile('p3').png().toBuffer();
    const libraryP3 = (await sharp(tagged).metadata()).icc;
    if (!libraryP3) throw new Error('sharp attached no P3 profile');
    const byLibrary = await convertedWith(libraryP3);
    // The two differ in their adaptation to the profiles' D50 white: this one's is that of
    // libvips's sRGB profile, libvips's P3 profile's is not quite (see the next test).
    expect(largestDifference(await convertedWith(iccProfileForNclx(displayP3)), byLibrary)).toBeLessThanOrEqual(5);
    // …and that is a conversion: the numbers move.
    expect(largestDifference(byLibrary, cube())).toBeGreaterThan(30);
  });

  test('Display P3’s profile converts the colours sRGB can show as CSS Color 4’s published matrices do, within a level', async () => {
    const converted = await convertedWith(iccProfileForNclx(displayP3));
    const toLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    const fromLinear = (value: number) => (value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055);
    // CSS Color 4: linear Display P3 to XYZ (D65), then XYZ (D65) to linear sRGB.
    const p3ToXyz = [[0.48657094864821626, 0.26566769316909306, 0.1982172852343625], [0.2289745640697488, 0.6917385218365064, 0.079286914093745], [0, 0.04511338185890264, 1.043944368900976]];
    const xyzToSrgb = [[3.2409699419045226, -1.5373831775700939, -0.4986107602930034], [-0.9692436362808796, 1.8759675015077202, 0.0415550574071756], [0.0556300796969936, -0.2039769588889765, 1.0569715142428784]];
    const times = (matrix: number[][], vector: number[]) => matrix.map((row) => row.reduce((sum, weight, index) => sum + weight * (vector[index] ?? 0), 0));
    let largest = 0;
    cube().forEach((_, index, numbers) => {
      if (index % 3) return;
      const expected = times(xyzToSrgb, times(p3ToXyz, [...numbers.subarray(index, index + 3)].map((value) => toLinear(value / 255)))).map((value) => 255 * fromLinear(value));
      if (expected.some((value) => value < 0.5 || value > 254.5)) return; // outside sRGB: clipped
      expected.forEach((value, channel) => (largest = Math.max(largest, Math.abs(value - (converted[index + channel] ?? 0)))));
    });
    expect(largest).toBeLessThanOrEqual(1.5);
  });

  test('sRGB’s primaries and curve as a profile convert every colour to itself, within a level', async () => {
    expect(largestDifference(await convertedWith(iccProfileForNclx(bt709)), cube())).toBeLessThanOrEqual(1);
  });
});

describe('a TIFF of decoded rows with their profile', () => {
  test('gives sharp the pixels as they are, the rows’ padding left out, alpha kept, with the profile', async () => {
    const [width, height, stride] = [5, 3, 5 * 4 + 12];
    const packed = Buffer.from(Array.from({ length: width * height * 4 }, (_, index) => (index * 37) % 256));
    const data = Buffer.alloc(stride * height, 0xee);
    for (let row = 0; row < height; row += 1) packed.copy(data, row * stride, row * width * 4, (row + 1) * width * 4);
    const profile = iccProfileForNclx(bt709);
    const tiff = sharp(tiffWithProfile({ data, width, height, stride, channels: 4 }, profile), { ignoreIcc: true });
    expect((await tiff.metadata()).icc?.equals(profile)).toBe(true);
    expect((await tiff.raw().toBuffer()).equals(packed)).toBe(true);
  });
});
