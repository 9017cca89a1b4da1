import type { PhoneModel } from './catalog.ts';

/** Canvas units per millimetre of the case: a template is drawn at 10 units per mm. */
export const unitsPerMm = 10;
/** Case wall around the phone body, in mm. */
export const caseWallMm = 1.5;
/** Print area beyond the case's back on every side, wrapped round the case's edges, in mm. */
export const wrapMm = 4;
/** Clearance around the camera module in the cut-out, in mm. */
export const cameraClearanceMm = 1;

/** A rounded rectangle in template units. */
export interface UnitRect {
  x: number;
  y: number;
  width: number;
  height: number;
  cornerRadius: number;
}

/**
 * A model's template in canvas units. The whole rectangle (0,0)–(width,height) is the print
 * area; `caseBack` is the flat back of the case inside it and `cameraCutout` the hole in it.
 */
export interface TemplateGeometry {
  width: number;
  height: number;
  caseBack: UnitRect;
  cameraCutout: UnitRect;
}

const units = (mm: number) => Math.round(mm * unitsPerMm);

export function templateGeometry(model: PhoneModel): TemplateGeometry {
  const { body, camera } = model;
  const caseWidth = body.width + 2 * caseWallMm;
  const caseHeight = body.height + 2 * caseWallMm;
  const backX = wrapMm;
  const backY = wrapMm;
  return {
    width: units(caseWidth + 2 * wrapMm),
    height: units(caseHeight + 2 * wrapMm),
    caseBack: {
      x: units(backX),
      y: units(backY),
      width: units(caseWidth),
      height: units(caseHeight),
      cornerRadius: units(body.cornerRadius + caseWallMm),
    },
    cameraCutout: {
      x: units(backX + caseWallMm + camera.x - cameraClearanceMm),
      y: units(backY + caseWallMm + camera.y - cameraClearanceMm),
      width: units(camera.width + 2 * cameraClearanceMm),
      height: units(camera.height + 2 * cameraClearanceMm),
      cornerRadius: units(camera.cornerRadius + cameraClearanceMm),
    },
  };
}

/** Size in pixels of the print file (the export): twice the template. */
export function printFileSize(model: PhoneModel): { width: number; height: number } {
  const { width, height } = templateGeometry(model);
  return { width: width * 2, height: height * 2 };
}
