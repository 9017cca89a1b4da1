/**
 * The looks and adjustments a picture on the case can carry (issue 33): the editor defines what
 * each does to the pixels (editor/model/pictureLooks, pictureAdjust), saved and shared designs
 * name them, the server checks the names and the ranges.
 */
export const lookNames = ['original', 'vivid', 'warm', 'cool', 'mono', 'noir', 'fade', 'vintage', 'sepia', 'airy'] as const;

export type LookName = (typeof lookNames)[number];

export function isLookName(value: unknown): value is LookName {
  return lookNames.some((name) => name === value);
}

/** The sliders, in the order the sheet shows them. */
export const adjustNames = ['brightness', 'contrast', 'saturation', 'warmth'] as const;

export type AdjustName = (typeof adjustNames)[number];

/** Every slider runs over whole numbers from −100 to 100; 0 (the middle) changes nothing. */
export const adjustRange = { min: -100, max: 100 } as const;

/** Whether `value` is a slider position: a whole number in adjustRange. */
export function isAdjustValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= adjustRange.min && (value as number) <= adjustRange.max;
}

/** A picture's slider positions; a slider left out is at 0. */
export type PictureAdjust = Partial<Record<AdjustName, number>>;
