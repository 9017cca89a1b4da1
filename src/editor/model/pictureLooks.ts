import type { LookName } from '../../shared/pictureLooks.ts';
import {
  everyChannel,
  gainMatrix,
  identityCurves,
  identityMatrix,
  saturationMatrix,
  thenMatrix,
  type ChannelCurves,
  type ColourMatrix,
  type ToneCurve,
} from './pixelTransform.ts';

/**
 * The one-tap looks (issue 33), each one colour matrix then one tone curve per channel, applied
 * after the sliders (pictureFilter.ts): so "Mono" stays grey whatever Warmth says. Only colour
 * changes, nothing that depends on a pixel's neighbours or place (no blur, grain or vignette): a
 * look then shows the same on the small screen bitmap and in the print.
 */

export { lookNames, isLookName, type LookName } from '../../shared/pictureLooks.ts';

export interface LookDefinition {
  name: LookName;
  /** The name on its button. */
  label: string;
  matrix: ColourMatrix;
  curves: ChannelCurves;
}

const clampLevel = (level: number) => Math.min(255, Math.max(0, level));

/** Levels spread from `pivot` by `factor`. */
const spread = (factor: number, pivot = 127.5): ToneCurve => (level) => clampLevel(pivot + (level - pivot) * factor);

/** Black lifted to `low` and white lowered to `high`, in a straight line between: a faded print. */
const range = (low: number, high: number): ToneCurve => (level) => low + (level * (high - low)) / 255;

/** A gamma curve: under 1 lightens the middle tones. */
const gamma = (power: number): ToneCurve => (level) => 255 * (level / 255) ** power;

/** The classic sepia toning matrix. */
const sepia: ColourMatrix = [0.393, 0.769, 0.189, 0, 0.349, 0.686, 0.168, 0, 0.272, 0.534, 0.131, 0];

/** `amount` of `matrix` over the unchanged picture. */
function partly(matrix: ColourMatrix, amount: number): ColourMatrix {
  const [rr, rg, rb, r0, gr, gg, gb, g0, br, bg, bb, b0] = matrix;
  const [a, kept] = [amount, 1 - amount];
  return [kept + a * rr, a * rg, a * rb, a * r0, a * gr, kept + a * gg, a * gb, a * g0, a * br, a * bg, kept + a * bb, a * b0];
}

const original: LookDefinition = { name: 'original', label: 'Original', matrix: identityMatrix, curves: identityCurves };

/** Every look, in the order the sheet shows them. */
export const looks: readonly LookDefinition[] = [
  original,
  { name: 'vivid', label: 'Vivid', matrix: saturationMatrix(1.45), curves: everyChannel(spread(1.15)) },
  { name: 'warm', label: 'Warm', matrix: thenMatrix(saturationMatrix(1.1), gainMatrix(1.1, 1.02, 0.85)), curves: identityCurves },
  { name: 'cool', label: 'Cool', matrix: thenMatrix(saturationMatrix(0.95), gainMatrix(0.88, 0.98, 1.1)), curves: identityCurves },
  { name: 'mono', label: 'Mono', matrix: saturationMatrix(0), curves: identityCurves },
  { name: 'noir', label: 'Noir', matrix: saturationMatrix(0), curves: everyChannel(spread(1.6, 140)) },
  { name: 'fade', label: 'Fade', matrix: saturationMatrix(0.65), curves: everyChannel(range(40, 225)) },
  { name: 'vintage', label: 'Vintage', matrix: partly(sepia, 0.55), curves: [range(20, 240), range(14, 226), range(30, 196)] },
  { name: 'sepia', label: 'Sepia', matrix: sepia, curves: identityCurves },
  { name: 'airy', label: 'Airy', matrix: thenMatrix(saturationMatrix(0.85), gainMatrix(0.98, 1, 1.04)), curves: everyChannel(gamma(0.75)) },
];

/** The look of that name. */
export function lookNamed(name: LookName): LookDefinition {
  return looks.find((look) => look.name === name) ?? original;
}
