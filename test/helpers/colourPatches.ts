import sharp, { type Sharp } from 'sharp';

export type Rgb = readonly [number, number, number];

/**
 * Saturated sRGB colours, whose Display P3 and BT.2020 numbers differ from their sRGB numbers by
 * far more than 8 levels on some channel, and a grey.
 */
export const patchColours: readonly Rgb[] = [
  [230, 25, 35],
  [40, 190, 60],
  [35, 70, 215],
  [245, 205, 30],
  [200, 40, 180],
  [30, 185, 205],
  [250, 120, 20],
  [128, 128, 128],
];

const columns = 4;
const side = 64;
/** ITU-R BT.2087's matrix from linear BT.709 RGB to linear BT.2020 RGB: published, not derived here. */
const bt709ToBt2020 = [
  [0.6274, 0.3293, 0.0433],
  [0.0691, 0.9195, 0.0114],
  [0.0164, 0.088, 0.8956],
];
const srgbToLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const bt709Curve = (linear: number) => (linear < 0.018 ? 4.5 * linear : 1.099 * linear ** 0.45 - 0.099);

/** An sRGB colour's BT.2020 numbers, with BT.709's curve (an nclx of primaries 9, transfer 1). */
export function bt2020Numbers(colour: Rgb): Rgb {
  const linear = colour.map((value) => srgbToLinear(value / 255));
  return bt709ToBt2020.map((row) => Math.round(255 * bt709Curve(row.reduce((sum, weight, index) => sum + weight * (linear[index] ?? 0), 0)))) as unknown as Rgb;
}

/** The patches' picture: four across, two down, each 64 px square. */
export const patchesSize = { width: columns * side, height: (patchColours.length / columns) * side };

/** The patches drawn with the given numbers (by default their sRGB ones), as raw RGB. */
export function patchPixels(colours: readonly Rgb[] = patchColours): Buffer {
  const { width, height } = patchesSize;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const colour = colours[Math.floor(y / side) * columns + Math.floor(x / side)] ?? [0, 0, 0];
      pixels.set(colour, (y * width + x) * 3);
    }
  }
  return pixels;
}

/** The patches as an sRGB PNG without a profile. */
export const patchesPng = () => sharp(patchPixels(), { raw: { ...patchesSize, channels: 3 } }).png().toBuffer();

/** The patches as a PNG of Display P3 numbers with sharp's P3 profile, as `withIccProfile('p3')` converts them. */
export const p3PatchesPng = async () => sharp(await patchesPng()).withIccProfile('p3').png().toBuffer();

/**
 * The mean colour of each patch's middle (a quarter of its side each way), read from a picture
 * of the patches stretched to any size, as sharp decodes it (converted to sRGB by default).
 */
export async function patchesIn(picture: Sharp): Promise<Rgb[]> {
  const { data, info } = await picture.removeAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const [scaleX, scaleY] = [info.width / patchesSize.width, info.height / patchesSize.height];
  return patchColours.map((_, index) => {
    const left = ((index % columns) * side + side * 0.375) * scaleX;
    const top = (Math.floor(index / columns) * side + side * 0.375) * scaleY;
    const sums = [0, 0, 0];
    let count = 0;
    for (let y = Math.round(top); y < Math.round(top + (side / 4) * scaleY); y += 1) {
      for (let x = Math.round(left); x < Math.round(left + (side / 4) * scaleX); x += 1) {
        for (let channel = 0; channel < 3; channel += 1) sums[channel] = (sums[channel] ?? 0) + (data[(y * info.width + x) * info.channels + channel] ?? 0);
        count += 1;
      }
    }
    return sums.map((sum) => Math.round(sum / count)) as unknown as Rgb;
  });
}

/** The largest difference, in levels, between two lists of colours on any channel. */
export const largestDifference = (a: readonly Rgb[], b: readonly Rgb[]) =>
  Math.max(...a.flatMap((colour, index) => colour.map((value, channel) => Math.abs(value - (b[index]?.[channel] ?? 0)))));
