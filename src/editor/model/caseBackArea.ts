import type { TemplateGeometry } from '../../shared/catalog/templateGeometry.ts';
import type { Rect } from './types.ts';

/** The parts of a model's template that layouts, placement and snapping work around; template units. */
export type CaseBackGeometry = Pick<TemplateGeometry, 'caseBack' | 'cameraCutout'>;

/**
 * The largest rectangle of the case back clear of the camera cut-out's box (units): the back
 * below, right of, above or left of the cut-out, in that order when two are equal. For every
 * catalog model the camera sits at the top, so this is the back below the camera band.
 */
export function areaBesideCamera({ caseBack: back, cameraCutout: camera }: CaseBackGeometry): Rect {
  const backRight = back.x + back.width;
  const backBottom = back.y + back.height;
  const cameraRight = Math.min(Math.max(camera.x + camera.width, back.x), backRight);
  const cameraBottom = Math.min(Math.max(camera.y + camera.height, back.y), backBottom);
  const cameraLeft = Math.min(Math.max(camera.x, back.x), backRight);
  const cameraTop = Math.min(Math.max(camera.y, back.y), backBottom);
  const candidates: Rect[] = [
    { x: back.x, y: cameraBottom, width: back.width, height: backBottom - cameraBottom },
    { x: cameraRight, y: back.y, width: backRight - cameraRight, height: back.height },
    { x: back.x, y: back.y, width: back.width, height: cameraTop - back.y },
    { x: back.x, y: back.y, width: cameraLeft - back.x, height: back.height },
  ];
  return candidates.reduce((best, candidate) =>
    candidate.width * candidate.height > best.width * best.height ? candidate : best,
  );
}
