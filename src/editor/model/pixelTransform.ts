/**
 * A colour transform of RGBA pixels, the form every look and adjustment takes (pictureFilter.ts):
 * a tone curve per channel, then an affine colour matrix, then a second tone curve per channel;
 * alpha is never touched. Each pixel's result depends on that pixel alone, so a picture gets the
 * same colours whatever size it is decoded at: the screen's small display bitmap and the print
 * file's full-resolution decode agree.
 */

/** A tone curve: a level 0..255 in, a level out (fractional; clamped to 0..255 where it is used). */
export type ToneCurve = (level: number) => number;

/** One tone curve for each of red, green and blue. */
export type ChannelCurves = readonly [red: ToneCurve, green: ToneCurve, blue: ToneCurve];

/**
 * An affine colour matrix over levels 0..255, row-major: each output channel is the row's three
 * weights times (red, green, blue) plus the row's offset.
 */
export type ColourMatrix = readonly [
  rr: number, rg: number, rb: number, r0: number,
  gr: number, gg: number, gb: number, g0: number,
  br: number, bg: number, bb: number, b0: number,
];

/** What a transform is made from: curves before and after a matrix. */
export interface TransformSteps {
  before: ChannelCurves;
  matrix: ColourMatrix;
  after: ChannelCurves;
}

/**
 * The transform ready to run: for each output channel, each input channel's first curve times
 * its matrix weight tabulated over the 256 levels, so a pixel costs nine lookups and no multiply.
 */
export interface PixelTransform {
  /** 9 × 256: row by row of the matrix (red, green, blue out), each input channel's 256 weighted levels. */
  weighted: Float64Array;
  /** The matrix's offsets for red, green and blue. */
  offsets: readonly [red: number, green: number, blue: number];
  /** 3 × 256 output levels, indexed by the matrix's rounded result. */
  after: Uint8ClampedArray;
}

export const identityCurve: ToneCurve = (level) => level;
export const identityCurves: ChannelCurves = [identityCurve, identityCurve, identityCurve];
export const identityMatrix: ColourMatrix = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

/** The same curve on every channel. */
export function everyChannel(curve: ToneCurve): ChannelCurves {
  return [curve, curve, curve];
}

/** `first`, then `second`. */
export function thenCurve(first: ToneCurve, second: ToneCurve): ToneCurve {
  return (level) => second(first(level));
}

/** The matrix that applies `first`, then `second`. */
export function thenMatrix(first: ColourMatrix, second: ColourMatrix): ColourMatrix {
  const [a, b, c, d, e, f, g, h, i, j, k, l] = second;
  const [A, B, C, D, E, F, G, H, I, J, K, L] = first;
  return [
    a * A + b * E + c * I, a * B + b * F + c * J, a * C + b * G + c * K, a * D + b * H + c * L + d,
    e * A + f * E + g * I, e * B + f * F + g * J, e * C + f * G + g * K, e * D + f * H + g * L + h,
    i * A + j * E + k * I, i * B + j * F + k * J, i * C + j * G + k * K, i * D + j * H + k * L + l,
  ];
}

/** Scales each channel by its gain. */
export function gainMatrix(red: number, green: number, blue: number): ColourMatrix {
  return [red, 0, 0, 0, 0, green, 0, 0, 0, 0, blue, 0];
}

/** Rec. 601 luma weights: how bright each channel looks. */
export const luma = { red: 0.299, green: 0.587, blue: 0.114 } as const;

/** Moves each pixel away from its own grey by `factor`: 0 is grey, 1 unchanged, 2 twice as colourful. */
export function saturationMatrix(factor: number): ColourMatrix {
  const grey = 1 - factor;
  const r = luma.red * grey;
  const g = luma.green * grey;
  const b = luma.blue * grey;
  return [r + factor, g, b, 0, r, g + factor, b, 0, r, g, b + factor, 0];
}

/** Makes a curve's table: 256 levels a channel, fractional. */
function tabulate(curves: ChannelCurves): Float32Array {
  const table = new Float32Array(768);
  curves.forEach((curve, channel) => {
    for (let level = 0; level < 256; level += 1) table[channel * 256 + level] = curve(level);
  });
  return table;
}

export function pixelTransform({ before, matrix, after }: TransformSteps): PixelTransform {
  const levels = tabulate(before);
  const weighted = new Float64Array(9 * 256);
  for (let out = 0; out < 3; out += 1) {
    for (let input = 0; input < 3; input += 1) {
      const weight = matrix[out * 4 + input] ?? 0;
      for (let value = 0; value < 256; value += 1) weighted[(out * 3 + input) * 256 + value] = weight * (levels[input * 256 + value] ?? 0);
    }
  }
  return { weighted, offsets: [matrix[3], matrix[7], matrix[11]], after: Uint8ClampedArray.from(tabulate(after)) };
}

/** A matrix result as an index into a 256-level table: clamped to 0..255 and rounded. */
function level(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0;
}

/**
 * Applies the transform to RGBA pixels (4 bytes a pixel, not premultiplied) in place. The
 * identity transform leaves every byte as it was.
 */
export function applyPixelTransform(pixels: Uint8ClampedArray, { weighted: w, offsets: [r0, g0, b0], after }: PixelTransform): void {
  for (let index = 0; index < pixels.length; index += 4) {
    const red = pixels[index] ?? 0;
    const green = 256 + (pixels[index + 1] ?? 0);
    const blue = 512 + (pixels[index + 2] ?? 0);
    // Summed in the matrix's order (red, green, blue, offset), as weight × level would be.
    pixels[index] = after[level((w[red] ?? 0) + (w[green] ?? 0) + (w[blue] ?? 0) + r0)] ?? 0;
    pixels[index + 1] = after[256 + level((w[768 + red] ?? 0) + (w[768 + green] ?? 0) + (w[768 + blue] ?? 0) + g0)] ?? 0;
    pixels[index + 2] = after[512 + level((w[1536 + red] ?? 0) + (w[1536 + green] ?? 0) + (w[1536 + blue] ?? 0) + b0)] ?? 0;
  }
}
