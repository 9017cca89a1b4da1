import type { TemplateGeometry, UnitRect } from '../../shared/catalog/templateGeometry.ts';
import { itemBoundingBox, itemCorners, itemSize } from './geometry.ts';
import { clipToConvex, polygonArea } from './polygon.ts';
import type { CanvasItem, Point, Rect } from './types.ts';

/**
 * Safe zone: where on the case a sticker would disappoint. The camera cut-out is a hole in the
 * print; the wrap area (the print area outside the case's flat back) goes round the case's edges,
 * where a picture is bent and partly hidden. Template units throughout.
 */

/** A sticker with more than this share of its area in one of those places gets a hint. */
export const unsafeShare = 0.5;

export type SafeZoneProblem = 'camera' | 'wrap';

/** What the shopper reads for each problem. */
export const safeZoneHints: Record<SafeZoneProblem, string> = {
  camera: 'Mostly under the camera: that part is cut out.',
  wrap: 'Mostly on the edges: that part wraps round the sides.',
};

/** Straight chords per rounded corner: they miss under 1% of the corner's quarter disc. */
const segmentsPerCorner = 12;

/** The rounded rectangle as a convex polygon, clockwise on screen, corners as short chords. */
export function roundedRectPolygon(rect: UnitRect): Point[] {
  const radius = Math.min(rect.cornerRadius, rect.width / 2, rect.height / 2);
  if (radius <= 0) {
    const { x, y, width, height } = rect;
    return [{ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height }];
  }
  // Corner centres, each with the angle (degrees, y down) its arc starts at.
  const corners: [number, number, number][] = [
    [rect.x + rect.width - radius, rect.y + radius, -90],
    [rect.x + rect.width - radius, rect.y + rect.height - radius, 0],
    [rect.x + radius, rect.y + rect.height - radius, 90],
    [rect.x + radius, rect.y + radius, 180],
  ];
  return corners.flatMap(([cx, cy, start]) =>
    Array.from({ length: segmentsPerCorner + 1 }, (_, step) => {
      const radians = ((start + (90 * step) / segmentsPerCorner) * Math.PI) / 180;
      return { x: cx + radius * Math.cos(radians), y: cy + radius * Math.sin(radians) };
    }),
  );
}

function within(box: Rect, left: number, top: number, right: number, bottom: number): boolean {
  return box.x >= left && box.y >= top && box.x + box.width <= right && box.y + box.height <= bottom;
}

/**
 * The share (0–1) of the rotated sticker's area that lies inside the rounded rectangle. Most
 * stickers lie clear of it or well inside it, which the bounding box tells without clipping.
 */
export function shareInside(item: CanvasItem, rect: UnitRect): number {
  const { width, height } = itemSize(item);
  const area = width * height;
  if (area <= 0) return 0;
  const box = itemBoundingBox(item);
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  if (box.x >= right || box.y >= bottom || box.x + box.width <= rect.x || box.y + box.height <= rect.y) return 0;
  const radius = rect.cornerRadius;
  if (within(box, rect.x + radius, rect.y, right - radius, bottom) || within(box, rect.x, rect.y + radius, right, bottom - radius)) {
    return 1;
  }
  return polygonArea(clipToConvex(itemCorners(item), roundedRectPolygon(rect))) / area;
}

/**
 * The sticker's safe-zone problem: more than half under the camera cut-out, else more than half
 * outside the case's flat back (on the wrapped edges or off the print), else none.
 */
export function safeZoneProblem(item: CanvasItem, template: TemplateGeometry): SafeZoneProblem | null {
  if (shareInside(item, template.cameraCutout) > unsafeShare) return 'camera';
  if (1 - shareInside(item, template.caseBack) > unsafeShare) return 'wrap';
  return null;
}
