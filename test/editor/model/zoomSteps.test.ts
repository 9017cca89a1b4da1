import { describe, expect, it } from 'vitest';
import { clampZoom } from '../../../src/editor/model/viewport.ts';
import { nextZoom, zoomPercent } from '../../../src/editor/model/zoomSteps.ts';

/** The largest and smallest scales the zoom limits allow (0.001 inside 1.1 and 0.1). */
const highest = clampZoom(2);
const lowest = clampZoom(0);

describe('nextZoom', () => {
  it('steps to the next stop above or below a scale between stops', () => {
    expect(nextZoom(0.459, 'in')).toBe(0.5);
    expect(nextZoom(0.459, 'out')).toBe(0.33);
    expect(nextZoom(0.7, 'in')).toBe(0.75);
    expect(nextZoom(0.7, 'out')).toBe(0.67);
  });

  it('steps from a stop to its neighbour, not to itself, also from a stop reached within rounding', () => {
    expect(nextZoom(0.5, 'in')).toBe(0.67);
    expect(nextZoom(0.5, 'out')).toBe(0.33);
    expect(nextZoom(0.5015, 'in')).toBe(0.67);
    expect(nextZoom(0.4985, 'out')).toBe(0.33);
  });

  it('stops inside the zoom limits (SPEC §5), and returns the scale itself at them', () => {
    expect(highest).toBeCloseTo(1.099, 9);
    expect(lowest).toBeCloseTo(0.101, 9);
    expect(nextZoom(1, 'in')).toBe(highest);
    expect(nextZoom(highest, 'in')).toBe(highest);
    expect(nextZoom(0.12, 'out')).toBe(lowest);
    expect(nextZoom(lowest, 'out')).toBe(lowest);
  });
});

describe('zoomPercent', () => {
  it('shows the scale as a whole percentage', () => {
    expect(zoomPercent(0.4589)).toBe(46);
    expect(zoomPercent(lowest)).toBe(10);
    expect(zoomPercent(highest)).toBe(110);
  });
});
