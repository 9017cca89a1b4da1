import type { AdjustName } from '../../shared/pictureLooks.ts';
import {
  gainMatrix,
  identityCurve,
  identityMatrix,
  saturationMatrix,
  thenCurve,
  thenMatrix,
  type ColourMatrix,
  type ToneCurve,
} from './pixelTransform.ts';

/**
 * What each slider does (issue 33), at a position from −100 to 100; 0 is exactly nothing. The
 * tone sliders (Brightness, Contrast) are curves applied first; the colour sliders (Saturation,
 * Warmth) a matrix after them.
 */

export { adjustNames, adjustRange, type AdjustName, type PictureAdjust } from '../../shared/pictureLooks.ts';

const clampLevel = (level: number) => Math.min(255, Math.max(0, level));

/**
 * Brightness: a gamma curve, so black and white stay put and the middle tones move: 100 lifts
 * a mid grey (128) to 181, −100 lowers it to 64. A dark phone photo is brightened without
 * washing out its highlights.
 */
export function brightnessCurve(value: number): ToneCurve {
  if (value === 0) return identityCurve;
  const gamma = 2 ** (-value / 100);
  return (level) => 255 * (level / 255) ** gamma;
}

/** Contrast: levels spread from (or drawn towards) the middle, twice as far at 100, half as far at −100. */
export function contrastCurve(value: number): ToneCurve {
  if (value === 0) return identityCurve;
  const factor = 2 ** (value / 100);
  return (level) => clampLevel(127.5 + (level - 127.5) * factor);
}

/** Saturation: −100 is grey (Rec. 601 luma), 100 twice as colourful. */
export function saturationAdjust(value: number): ColourMatrix {
  return value === 0 ? identityMatrix : saturationMatrix(1 + value / 100);
}

/** Warmth: red up and blue down (100: red ×1.15, green ×1.03, blue ×0.85), or the other way round. */
export function warmthMatrix(value: number): ColourMatrix {
  if (value === 0) return identityMatrix;
  const t = value / 100;
  return gainMatrix(1 + 0.15 * t, 1 + 0.03 * t, 1 - 0.15 * t);
}

/** The sliders as one tone curve and one colour matrix. */
export function adjustSteps(value: (name: AdjustName) => number): { tone: ToneCurve; colour: ColourMatrix } {
  return {
    tone: thenCurve(brightnessCurve(value('brightness')), contrastCurve(value('contrast'))),
    colour: thenMatrix(saturationAdjust(value('saturation')), warmthMatrix(value('warmth'))),
  };
}
