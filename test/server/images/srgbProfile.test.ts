import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isSrgbProfile } from '../../../src/server/images/srgbProfile.ts';

/** The ICC profile sharp writes for `name` into a small JPEG. */
async function profileOf(name: string): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e76f51' } }).withIccProfile(name).jpeg().toBuffer();
  const { icc } = await sharp(jpeg).metadata();
  if (!icc) throw new Error(`no ${name} profile written`);
  return icc;
}

describe('isSrgbProfile', () => {
  it('knows sRGB by its primaries and tone curves', async () => {
    expect(isSrgbProfile(await profileOf('srgb'))).toBe(true);
  });

  it('tells wide-gamut and other profiles apart', async () => {
    expect(isSrgbProfile(await profileOf('p3'))).toBe(false);
    expect(isSrgbProfile(await profileOf('cmyk'))).toBe(false);
  });

  it('calls what is not a profile not sRGB', () => {
    expect(isSrgbProfile(Buffer.alloc(0))).toBe(false);
    expect(isSrgbProfile(Buffer.alloc(200, 7))).toBe(false);
  });
});
