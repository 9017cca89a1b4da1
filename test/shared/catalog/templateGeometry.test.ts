import { describe, expect, it } from 'vitest';
import { findModel, phoneModels, type PhoneModel } from '../../../src/shared/catalog/catalog.ts';
import {
  cameraClearanceMm,
  caseWallMm,
  printFileSize,
  templateGeometry,
  unitsPerMm,
  wrapMm,
  type UnitRect,
} from '../../../src/shared/catalog/templateGeometry.ts';

function model(key: string): PhoneModel {
  const found = findModel(key);
  if (!found) throw new Error(`no model ${key}`);
  return found;
}

const inside = (inner: UnitRect, outer: UnitRect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('templateGeometry', () => {
  it('draws 10 units per mm', () => {
    expect(unitsPerMm).toBe(10);
  });

  it('sizes the iPhone 16 Pro Max template from its 77.6 x 163.0 mm body', () => {
    // 77.6 mm body + 2 x 1.5 mm case wall + 2 x 4 mm wrap = 88.6 mm; 163 + 3 + 8 = 174 mm.
    expect(templateGeometry(model('16_pro_max'))).toEqual({
      width: 886,
      height: 1740,
      caseBack: { x: 40, y: 40, width: 806, height: 1660, cornerRadius: 140 },
      cameraCutout: { x: 100, y: 100, width: 410, height: 425, cornerRadius: 105 },
    });
    expect(printFileSize(model('16_pro_max'))).toEqual({ width: 1772, height: 3480 });
  });

  it('is every model\'s body in mm x 10, plus the case wall and the wrap', () => {
    const margin = caseWallMm + wrapMm;
    for (const phone of phoneModels) {
      const geometry = templateGeometry(phone);
      expect(geometry.width, phone.key).toBe(Math.round((phone.body.width + 2 * margin) * 10));
      expect(geometry.height, phone.key).toBe(Math.round((phone.body.height + 2 * margin) * 10));
      expect(geometry.caseBack, phone.key).toMatchObject({
        x: wrapMm * 10,
        y: wrapMm * 10,
        width: Math.round((phone.body.width + 2 * caseWallMm) * 10),
        height: Math.round((phone.body.height + 2 * caseWallMm) * 10),
      });
      expect(printFileSize(phone), phone.key).toEqual({
        width: geometry.width * 2,
        height: geometry.height * 2,
      });
    }
  });

  it('keeps the case back centred in the print area and the cut-out inside the case back', () => {
    for (const phone of phoneModels) {
      const { width, height, caseBack, cameraCutout } = templateGeometry(phone);
      expect(caseBack.x * 2 + caseBack.width, phone.key).toBe(width);
      expect(caseBack.y * 2 + caseBack.height, phone.key).toBe(height);
      expect(inside(cameraCutout, caseBack), phone.key).toBe(true);
      const cameraWidth = Math.round(phone.camera.width * 10);
      expect(cameraCutout.width, phone.key).toBe(cameraWidth + 2 * cameraClearanceMm * 10);
    }
  });

  it('places the cut-out where the camera is: top-left for iPhones, centred for a Pixel 9', () => {
    const iphone = templateGeometry(model('15'));
    expect(iphone.cameraCutout.x).toBe(40 + 15 + 45 - 10);
    const pixel = templateGeometry(model('gp9'));
    const cutoutCentre = pixel.cameraCutout.x + pixel.cameraCutout.width / 2;
    expect(cutoutCentre).toBeCloseTo(pixel.width / 2, 0);
  });
});
