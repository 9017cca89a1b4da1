import { describe, expect, it } from 'vitest';
import {
  centredViewport,
  clampPan,
  clampZoom,
  defaultScale,
  phoneFit,
  pinch,
  resizedViewport,
  screenToTemplate,
  studioFit,
  studioScale,
  templateToScreen,
  viewShift,
  zoomAround,
} from '../../../src/editor/model/viewport.ts';

const phone = { width: 390, height: 844 };
const template = { width: 826, height: 1586 };

describe('screen and template points', () => {
  it('converts both ways with screen = template × scale + offset', () => {
    const viewport = { scale: 0.5, x: 10, y: 20 };
    expect(templateToScreen(viewport, { x: 200, y: 400 })).toEqual({ x: 110, y: 220 });
    expect(screenToTemplate(viewport, { x: 110, y: 220 })).toEqual({ x: 200, y: 400 });
  });
});

describe('defaultScale and centredViewport', () => {
  it('fits the template, at most 1, minus 0.05', () => {
    expect(defaultScale(phone, template)).toBe(390 / 826 - 0.05);
    expect(defaultScale({ width: 1000, height: 800 }, template)).toBe(800 / 1586 - 0.05);
    expect(defaultScale({ width: 2000, height: 2000 }, template)).toBe(0.95);
  });

  it('centres the template on the stage', () => {
    expect(centredViewport(phone, template, 0.5)).toEqual({ scale: 0.5, x: -11.5, y: 25.5 });
    expect(centredViewport({ width: 1000, height: 2000 }, template, 1)).toEqual({ scale: 1, x: 87, y: 207 });
  });
});

describe('studioScale and the two fits', () => {
  it('fits the template within 16 px of the stage\'s edges, at most 1, within the zoom limits', () => {
    // The stage of the studio at 1440x900: 900 minus the top bar (56), toolbar (60) and status line (40).
    expect(studioScale({ width: 1008, height: 744 }, template)).toBe(712 / 1586);
    expect(studioScale({ width: 400, height: 2000 }, template)).toBe(368 / 826);
    expect(studioScale({ width: 3000, height: 3000 }, template)).toBe(1);
    expect(studioScale({ width: 100, height: 100 }, template)).toBe(0.101);
  });

  it('fills 85% of a wide stage\'s height where a phone\'s fit would not', () => {
    // The studio's stage at 1024x768 (a tablet held sideways): 768 − 156.
    const tablet = { width: 664, height: 612 };
    const tall = { width: 886, height: 1738 };
    expect(studioScale(tablet, tall) * tall.height).toBeCloseTo(580, 9);
    expect((studioScale(tablet, tall) * tall.height) / tablet.height).toBeGreaterThan(0.85);
    expect(defaultScale(tablet, tall) * tall.height).toBeLessThan(560);
  });

  it('centres the template at its fit', () => {
    expect(phoneFit(phone, template)).toEqual(centredViewport(phone, template, defaultScale(phone, template)));
    const stage = { width: 1008, height: 744 };
    const fitted = studioFit(stage, template);
    expect(fitted).toEqual(centredViewport(stage, template, 712 / 1586));
    expect(fitted.y).toBeCloseTo(16, 9);
  });
});

describe('clampZoom', () => {
  it('keeps the scale strictly inside (0.1, 1.1)', () => {
    expect(clampZoom(0.5)).toBe(0.5);
    expect(clampZoom(1.2)).toBeCloseTo(1.099, 12);
    expect(clampZoom(1.2)).toBeLessThan(1.1);
    expect(clampZoom(1.1)).toBeCloseTo(1.099, 12);
    expect(clampZoom(1.0989)).toBe(1.0989);
    expect(clampZoom(0.1)).toBeCloseTo(0.101, 12);
    expect(clampZoom(0.05)).toBeCloseTo(0.101, 12);
    expect(clampZoom(0.05)).toBeGreaterThan(0.1);
  });
});

describe('zoomAround', () => {
  it('keeps the point under the finger fixed', () => {
    expect(zoomAround({ scale: 0.5, x: 10, y: 20 }, { x: 110, y: 220 }, 1)).toEqual({ scale: 1, x: -90, y: -180 });
    expect(zoomAround({ scale: 0.5, x: 10, y: 20 }, { x: 110, y: 220 }, 0.2)).toEqual({ scale: 0.2, x: 70, y: 140 });
  });

  it('clamps the scale and still keeps the point fixed', () => {
    const zoomed = zoomAround({ scale: 1, x: 0, y: 0 }, { x: 100, y: 100 }, 2);
    expect(zoomed.scale).toBeCloseTo(1.099, 12);
    expect(zoomed.x).toBeCloseTo(100 - 100 * 1.099, 10);
    expect(zoomed.y).toBeCloseTo(100 - 100 * 1.099, 10);
  });
});

describe('pinch', () => {
  const start = { scale: 0.5, x: 0, y: 0 };
  const startTouches = [{ x: 100, y: 100 }, { x: 200, y: 100 }] as const;

  it('zooms about the midpoint by the distance ratio', () => {
    expect(pinch(start, startTouches, [{ x: 90, y: 100 }, { x: 210, y: 100 }])).toEqual({ scale: 0.6, x: -30, y: -20 });
  });

  it('ignores a distance change of 1 px or less', () => {
    expect(pinch(start, startTouches, [{ x: 99.5, y: 100 }, { x: 200.5, y: 100 }])).toEqual(start);
    const zoomed = pinch(start, startTouches, [{ x: 99.4, y: 100 }, { x: 200.6, y: 100 }]);
    expect(zoomed.scale).toBeCloseTo(0.506, 12);
  });

  it('pans with the fingers when their distance stays', () => {
    expect(pinch(start, startTouches, [{ x: 120, y: 130 }, { x: 220, y: 130 }])).toEqual({ scale: 0.5, x: 20, y: 30 });
  });

  it('zooms and pans together', () => {
    expect(pinch(start, startTouches, [{ x: 100, y: 200 }, { x: 300, y: 200 }])).toEqual({ scale: 1, x: -100, y: 0 });
  });

  it('holds the scale inside the zoom bounds', () => {
    expect(pinch({ scale: 1, x: 0, y: 0 }, startTouches, [{ x: 50, y: 100 }, { x: 250, y: 100 }]).scale).toBeCloseTo(1.099, 12);
    expect(pinch({ scale: 0.2, x: 0, y: 0 }, startTouches, [{ x: 140, y: 100 }, { x: 160, y: 100 }]).scale).toBeCloseTo(0.101, 12);
  });

  it('only pans when the pinch started with both fingers on one point', () => {
    const together = [{ x: 100, y: 100 }, { x: 100, y: 100 }] as const;
    expect(pinch(start, together, [{ x: 100, y: 110 }, { x: 140, y: 110 }])).toEqual({ scale: 0.5, x: 20, y: 10 });
  });
});

describe('clampPan', () => {
  // Centred at scale 0.5: x = -11.5, y = 25.5; 300 units = 150 px, 700 units = 350 px.
  it('keeps an offset within 300 and 700 units of the centred position', () => {
    const inside = { scale: 0.5, x: -11.5 + 150, y: 25.5 - 350 };
    expect(clampPan(inside, phone, template)).toEqual(inside);
  });

  it('limits the horizontal and vertical offsets', () => {
    expect(clampPan({ scale: 0.5, x: -11.5 + 200, y: 25.5 - 400 }, phone, template)).toEqual({ scale: 0.5, x: 138.5, y: -324.5 });
    expect(clampPan({ scale: 0.5, x: -11.5 - 151, y: 25.5 + 351 }, phone, template)).toEqual({ scale: 0.5, x: -161.5, y: 375.5 });
  });

  it('measures the limit in template units at every zoom', () => {
    // Centred at scale 1: x = -218, y = -371; the limits are 300 and 700 px.
    expect(clampPan({ scale: 1, x: 500, y: -2000 }, phone, template)).toEqual({ scale: 1, x: 82, y: -1071 });
    // Centred at scale 0.2: x = 112.4, y = 263.4; the limits are 60 and 140 px.
    const far = clampPan({ scale: 0.2, x: 1000, y: 0 }, phone, template);
    expect(far.x).toBeCloseTo(172.4, 10);
    expect(far.y).toBeCloseTo(123.4, 10);
  });
});

describe('viewShift', () => {
  it('moves a screen point drawn at one view to where the other view shows it', () => {
    const from = { scale: 0.5, x: 10, y: 20 };
    const to = { scale: 0.8, x: -30, y: 45 };
    const shift = viewShift(from, to);
    const template = { x: 300, y: 700 };
    const drawn = templateToScreen(from, template);
    const shown = templateToScreen(to, template);
    expect(shift.zoom).toBeCloseTo(1.6, 12);
    expect(shift.zoom * drawn.x + shift.x).toBeCloseTo(shown.x, 9);
    expect(shift.zoom * drawn.y + shift.y).toBeCloseTo(shown.y, 9);
  });

  it('is no shift at all for the same view', () => {
    const view = { scale: 0.37, x: 12.5, y: -8 };
    expect(viewShift(view, view)).toEqual({ zoom: 1, x: 0, y: 0 });
  });
});

describe('resizedViewport', () => {
  const caseTemplate = { width: 1000, height: 2000 };
  const fitted = (stage: { width: number; height: number }) => phoneFit(stage, caseTemplate);
  const before = { width: 390, height: 600 };
  const after = { width: 390, height: 560 };

  it('fits afresh a view that was the fit, and one there was none of', () => {
    expect(resizedViewport(fitted(before), before, after, fitted)).toEqual(fitted(after));
    expect(resizedViewport(null, before, after, fitted)).toEqual(fitted(after));
  });

  it('keeps a zoomed-in view’s zoom, with the point that was at the centre at the new centre', () => {
    const zoomed = zoomAround(fitted(before), { x: 100, y: 150 }, 0.8);
    const resized = resizedViewport(zoomed, before, after, fitted);
    expect(resized.scale).toBe(zoomed.scale);
    const centreBefore = screenToTemplate(zoomed, { x: before.width / 2, y: before.height / 2 });
    const centreAfter = screenToTemplate(resized, { x: after.width / 2, y: after.height / 2 });
    expect(centreAfter.x).toBeCloseTo(centreBefore.x, 9);
    expect(centreAfter.y).toBeCloseTo(centreBefore.y, 9);
  });
});
