import { describe, expect, it } from 'vitest';
import { polygonArea } from '../../../src/editor/model/polygon.ts';
import { roundedRectPolygon, safeZoneProblem, shareInside } from '../../../src/editor/model/safeZone.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';
import { templateGeometry, type TemplateGeometry } from '../../../src/shared/catalog/templateGeometry.ts';
import { makeItem } from './makeItem.ts';

/** A square-cornered template: 800x1600, back inset 40 on each side, camera 200x100 at (100,100). */
const square: TemplateGeometry = {
  width: 800,
  height: 1600,
  caseBack: { x: 40, y: 40, width: 720, height: 1520, cornerRadius: 0 },
  cameraCutout: { x: 100, y: 100, width: 200, height: 100, cornerRadius: 0 },
};

describe('areas', () => {
  it('a square-cornered rectangle is its own four corners', () => {
    expect(polygonArea(roundedRectPolygon(square.caseBack))).toBe(720 * 1520);
  });

  it('rounded corners take (4 − π)·r² off, within 1% of a corner disc', () => {
    const rect = { x: 0, y: 0, width: 400, height: 300, cornerRadius: 50 };
    const exact = 400 * 300 - (4 - Math.PI) * 50 ** 2;
    expect(Math.abs(polygonArea(roundedRectPolygon(rect)) - exact)).toBeLessThan(0.01 * Math.PI * 50 ** 2);
  });

  it('measures the share of a sticker inside a rectangle, turned or not', () => {
    expect(shareInside(makeItem(0, [50, 100], [150, 200]), square.cameraCutout)).toBe(0.5);
    expect(shareInside(makeItem(0, [0, 0], [60, 60]), square.cameraCutout)).toBe(0);
    // A 40x40 square turned 45° about (200,150) stays inside the 200x100 cut-out.
    expect(shareInside(makeItem(0, [180, 130], [220, 170], 45), square.cameraCutout)).toBeCloseTo(1, 12);
    // A 200x40 bar turned 90° about (300,150) stands 40 wide and 200 high on the cut-out's right
    // edge: 20 of its width and 100 of its height are inside, 2000 of its 8000 units².
    expect(shareInside(makeItem(0, [200, 130], [400, 170], 90), square.cameraCutout)).toBeCloseTo(0.25, 12);
  });
});

describe('safe-zone problems', () => {
  it('more than half under the camera, not exactly half', () => {
    expect(safeZoneProblem(makeItem(0, [50, 100], [150, 200]), square)).toBeNull();
    expect(safeZoneProblem(makeItem(0, [60, 100], [160, 200]), square)).toBe('camera');
  });

  it('more than half outside the flat back is on the wrapped edges (or off the print)', () => {
    // 100 wide from x = -10: 50 of it is left of the back's edge at x = 40.
    expect(safeZoneProblem(makeItem(0, [-10, 700], [90, 800]), square)).toBeNull();
    expect(safeZoneProblem(makeItem(0, [-20, 700], [80, 800]), square)).toBe('wrap');
    expect(safeZoneProblem(makeItem(0, [300, 700], [500, 900], 30), square)).toBeNull();
  });
});

describe('every catalog model', () => {
  it('has 64 models', () => {
    expect(phoneModels).toHaveLength(64);
  });

  it.each(phoneModels.map((model) => [model.key, model] as const))(
    '%s: a sticker over the camera, in the middle of the back and on an edge',
    (_key, model) => {
      const template = templateGeometry(model);
      const { cameraCutout: camera, caseBack: back } = template;
      const overCamera = makeItem(0, [camera.x, camera.y], [camera.x + camera.width, camera.y + camera.height]);
      // All of the cut-out is under it, i.e. its share is the cut-out's area over its own.
      const cutoutArea = polygonArea(roundedRectPolygon(camera));
      expect(shareInside(overCamera, camera)).toBeCloseTo(cutoutArea / (camera.width * camera.height), 9);
      expect(safeZoneProblem(overCamera, template)).toBe('camera');

      const middle = { x: back.x + back.width / 2, y: back.y + (back.height * 2) / 3 };
      const inMiddle = makeItem(0, [middle.x - 100, middle.y - 100], [middle.x + 100, middle.y + 100], 30);
      expect(safeZoneProblem(inMiddle, template)).toBeNull();

      // 100x200 straddling the right edge of the back with 60% outside it.
      const edge = back.x + back.width;
      const onEdge = makeItem(0, [edge - 40, middle.y - 100], [edge + 60, middle.y + 100]);
      expect(safeZoneProblem(onEdge, template)).toBe('wrap');
    },
  );
});

describe('the bounding-box shortcuts', () => {
  const rounded = { x: 100, y: 100, width: 400, height: 300, cornerRadius: 60 };
  it('a sticker clear of the rectangle is 0, one inside its straight parts is 1, one in a corner is clipped', () => {
    expect(shareInside(makeItem(0, [0, 0], [90, 90]), rounded)).toBe(0);
    expect(shareInside(makeItem(0, [170, 110], [430, 390]), rounded)).toBe(1);
    // Touching the top-left corner square: the rounded corner cuts a little off.
    const inCorner = makeItem(0, [100, 100], [200, 200]);
    const share = shareInside(inCorner, rounded);
    expect(share).toBeLessThan(1);
    expect(share).toBeCloseTo(1 - ((4 - Math.PI) * 60 ** 2) / 4 / 10000, 2);
  });
});
