import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../src/editor/model/ghosts.ts';
import {
  applyPixelTransform,
  pixelTransform,
  saturationMatrix,
  thenMatrix,
  type ChannelCurves,
  type ColourMatrix,
  type TransformSteps,
} from '../../../src/editor/model/pixelTransform.ts';

/**
 * The steps as written: each curve, the matrix, rounded into 0..255, each second curve stored as
 * a byte (clamped, rounded half to even as a Uint8ClampedArray stores it).
 */
function stepsOnPixel(steps: TransformSteps, [red, green, blue]: readonly number[]): number[] {
  const levels = [red, green, blue].map((value, channel) => Math.fround(steps.before[channel]?.(value ?? 0) ?? 0));
  const clampRound = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
  return [0, 1, 2].map((out) => {
    const row = steps.matrix.slice(out * 4, out * 4 + 4);
    const mixed = (row[0] ?? 0) * (levels[0] ?? 0) + (row[1] ?? 0) * (levels[1] ?? 0) + (row[2] ?? 0) * (levels[2] ?? 0) + (row[3] ?? 0);
    return new Uint8ClampedArray([Math.fround(steps.after[out]?.(clampRound(mixed)) ?? 0)])[0] ?? -1;
  });
}

const gamma = (power: number) => (level: number) => 255 * (level / 255) ** power;
const steps: TransformSteps = {
  before: [gamma(0.8), gamma(1.1), gamma(1.3)] satisfies ChannelCurves,
  matrix: thenMatrix(saturationMatrix(1.4), [1.05, 0, 0, 6, 0, 1, 0, -3, 0, 0, 0.9, 2] satisfies ColourMatrix),
  after: [(level) => level * 0.9 + 20, (level) => 255 - level, gamma(0.7)],
};

describe('a pixel transform', () => {
  it('gives every pixel what its steps give, whatever the tables it is run with', () => {
    const random = mulberry32(37);
    const pixels = new Uint8ClampedArray(4 * 5000).map(() => Math.floor(random() * 256));
    const expected = [...pixels];
    for (let index = 0; index < pixels.length; index += 4) expected.splice(index, 3, ...stepsOnPixel(steps, expected.slice(index, index + 3)));
    applyPixelTransform(pixels, pixelTransform(steps));
    expect([...pixels]).toEqual(expected);
  });
});
