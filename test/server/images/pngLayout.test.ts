import { inflateSync } from 'node:zlib';
import sharp, { type PngOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngLayout } from '../../../src/server/images/pngLayout.ts';

/** The IHDR data of a PNG and its IDAT data inflated (what the passes must add up to). */
function headerAndRows(png: Buffer): { ihdr: Buffer; inflated: number } {
  const idat: Buffer[] = [];
  let ihdr: Buffer = Buffer.alloc(0);
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    const data = png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') ihdr = data;
    if (type === 'IDAT') idat.push(data);
  }
  return { ihdr, inflated: inflateSync(Buffer.concat(idat)).length };
}

const encoded = (width: number, height: number, channels: 1 | 3 | 4, options: PngOptions) =>
  sharp({ create: { width, height, channels: channels === 1 ? 3 : channels, background: '#5a8' } })
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .png(options)
    .toBuffer();

describe('the layout of a PNG header', () => {
  it('adds up to exactly what the pixel data of real PNGs inflates to, interlaced or not, with palettes and low bit depths', async () => {
    const cases: [number, number, 1 | 3 | 4, PngOptions][] = [
      [30, 20, 4, {}],
      [30, 20, 4, { progressive: true }],
      [1, 1, 3, { progressive: true }],
      [3, 5, 3, { progressive: true }],
      [9, 2, 4, { progressive: true }],
      [17, 13, 3, { palette: true, colours: 4 }],
      [17, 13, 3, { palette: true, colours: 2, progressive: true }],
      [21, 7, 1, { palette: true, colours: 16 }],
    ];
    for (const [width, height, channels, options] of cases) {
      const { ihdr, inflated } = headerAndRows(await encoded(width, height, channels, options));
      const layout = pngLayout(ihdr);
      expect(layout?.scanlineBytes, `${width}×${height} ${JSON.stringify(options)}`).toBe(inflated);
      expect(layout?.interlaced).toBe(options.progressive === true);
      expect(layout?.palette).toBe(options.palette === true);
    }
  });

  it('has no pass for the columns or rows an interlaced picture too small lacks', () => {
    const ihdr = (width: number, height: number) => {
      const data = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 1]);
      data.writeUInt32BE(width, 0);
      data.writeUInt32BE(height, 4);
      return data;
    };
    expect(pngLayout(ihdr(1, 1))?.passes).toEqual([{ rows: 1, rowBytes: 4 }]);
    expect(pngLayout(ihdr(2, 1))?.passes).toEqual([
      { rows: 1, rowBytes: 4 },
      { rows: 1, rowBytes: 4 },
    ]);
    expect(pngLayout(ihdr(8, 8))?.passes.length).toBe(7);
  });

  it('is undefined for what no decoder takes', () => {
    const valid = Buffer.from([0, 0, 0, 9, 0, 0, 0, 9, 8, 6, 0, 0, 0]);
    expect(pngLayout(valid)).toBeDefined();
    const spoilt = (at: number, value: number) => {
      const copy = Buffer.from(valid);
      copy[at] = value;
      return copy;
    };
    // RGB in 4 bits, colour type 5, another compression, filter or interlace method, no width.
    for (const [at, value] of [[8, 4], [9, 5], [10, 1], [11, 1], [12, 2], [3, 0]] as const) expect(pngLayout(spoilt(at, value))).toBeUndefined();
    expect(pngLayout(valid.subarray(0, 12))).toBeUndefined();
  });
});
