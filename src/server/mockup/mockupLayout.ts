import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import {
  cameraClearanceMm,
  templateGeometry,
  unitsPerMm,
  type UnitRect,
} from '../../shared/catalog/templateGeometry.ts';

/** Size of the mockup picture in pixels: portrait, web-sized. */
export const mockupSize = { width: 720, height: 1000 } as const;

/** A rounded rectangle in mockup pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

/**
 * Where things go in the mockup, in pixels: the case back centred on the picture, and the camera
 * cut-out and module relative to the case's top-left corner.
 */
export interface MockupLayout {
  width: number;
  height: number;
  /** The case back in the picture. */
  caseRect: PixelRect;
  /** The hole in the case, relative to caseRect. */
  cutout: PixelRect;
  /** The phone's camera module seen through the hole, relative to caseRect. */
  module: PixelRect;
  lenses: Circle[];
  flash: Circle;
  /** Pixels per template unit. */
  scale: number;
  /** The case back in the design PNG (the export is twice the template, so 2 px a unit). */
  designCrop: { left: number; top: number; width: number; height: number };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function toPixels(rect: UnitRect, origin: { x: number; y: number }, scale: number): PixelRect {
  return {
    x: round1((rect.x - origin.x) * scale),
    y: round1((rect.y - origin.y) * scale),
    width: round1(rect.width * scale),
    height: round1(rect.height * scale),
    radius: round1(rect.cornerRadius * scale),
  };
}

/**
 * Lens positions for a camera module, from its shape only (the catalog has no lens data): a row
 * along a wide bar, a column down a tall strip, a triangle of three on a Pro's square module,
 * else two on the diagonal.
 */
export function lensLayout(module: PixelRect, isPro: boolean): { lenses: Circle[]; flash: Circle } {
  const { x, y, width, height } = module;
  const aspect = width / height;
  const short = Math.min(width, height);
  const line = (count: number, along: 'x' | 'y', r: number): Circle[] =>
    Array.from({ length: count }, (_, index) => {
      const step = 2.5 * r;
      return along === 'x'
        ? { cx: x + short / 2 + index * step, cy: y + height / 2, r }
        : { cx: x + width / 2, cy: y + short / 2 + index * step, r };
    });
  if (aspect >= 1.6 || aspect <= 0.625) {
    const along = aspect >= 1.6 ? 'x' : 'y';
    const long = Math.max(width, height);
    const r = short * 0.3;
    const count = Math.max(1, Math.min(3, Math.floor((long - short * 0.4) / (2.5 * r))));
    const lenses = line(count, along, r);
    const last = lenses[lenses.length - 1] ?? { cx: x, cy: y, r };
    const flash = along === 'x'
      ? { cx: Math.min(x + width - short * 0.25, last.cx + 2 * r), cy: y + height / 2, r: r * 0.3 }
      : { cx: x + width / 2, cy: Math.min(y + height - short * 0.25, last.cy + 2 * r), r: r * 0.3 };
    return { lenses, flash };
  }
  const r = short * (isPro ? 0.2 : 0.22);
  const at = (fx: number, fy: number): Circle => ({ cx: x + width * fx, cy: y + height * fy, r });
  const lenses = isPro ? [at(0.28, 0.27), at(0.28, 0.73), at(0.73, 0.5)] : [at(0.3, 0.3), at(0.7, 0.7)];
  return { lenses, flash: { ...at(0.73, isPro ? 0.18 : 0.3), r: r * 0.3 } };
}

/** The mockup geometry of a model, from its template (the same geometry the editor draws). */
export function mockupLayout(model: PhoneModel): MockupLayout {
  const { caseBack, cameraCutout } = templateGeometry(model);
  const { width, height } = mockupSize;
  const scale = Math.min((height * 0.84) / caseBack.height, (width * 0.8) / caseBack.width);
  const caseWidth = caseBack.width * scale;
  const caseHeight = caseBack.height * scale;
  const origin = { x: caseBack.x, y: caseBack.y };
  const clearance = cameraClearanceMm * unitsPerMm;
  const cutout = toPixels(cameraCutout, origin, scale);
  const module = toPixels(
    {
      x: cameraCutout.x + clearance,
      y: cameraCutout.y + clearance,
      width: cameraCutout.width - 2 * clearance,
      height: cameraCutout.height - 2 * clearance,
      cornerRadius: Math.max(0, cameraCutout.cornerRadius - clearance),
    },
    origin,
    scale,
  );
  return {
    width,
    height,
    caseRect: {
      x: Math.round((width - caseWidth) / 2),
      // A little above the middle, leaving room for the shadow below.
      y: Math.round((height - caseHeight) / 2 - height * 0.015),
      width: Math.round(caseWidth),
      height: Math.round(caseHeight),
      radius: round1(caseBack.cornerRadius * scale),
    },
    cutout,
    module,
    ...lensLayout(module, /\bPro\b/.test(model.name)),
    scale,
    designCrop: { left: caseBack.x * 2, top: caseBack.y * 2, width: caseBack.width * 2, height: caseBack.height * 2 },
  };
}
