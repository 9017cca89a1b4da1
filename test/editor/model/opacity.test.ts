import { describe, expect, it } from 'vitest';
import { clampOpacity, itemOpacity, opacityPercent, withOpacity } from '../../../src/editor/model/opacity.ts';
import { makeItem } from './makeItem.ts';

describe('an item\'s opacity', () => {
  it('is 1 when the item has none, as every item made before opacity', () => {
    expect(itemOpacity(makeItem(0, [0, 0], [100, 100]))).toBe(1);
    expect(itemOpacity({ opacity: 0 })).toBe(0);
  });

  it('is held to 0–1, and at 1 the item carries no field', () => {
    const item = makeItem(0, [0, 0], [100, 100]);
    expect(withOpacity(item, 0.25)).toEqual({ ...item, opacity: 0.25 });
    expect(withOpacity(item, 1.5)).toEqual(item);
    expect(withOpacity({ ...item, opacity: 0.25 }, 1)).toEqual(item);
    expect(withOpacity(item, -2)).toEqual({ ...item, opacity: 0 });
    expect(clampOpacity(Number.NaN)).toBe(1);
  });

  it('shows as a whole percent', () => {
    expect(opacityPercent(0.355)).toBe(36);
    expect(opacityPercent(1)).toBe(100);
  });
});
