import {
  handleHitRadius,
  minCornerDistance,
  minHandleHitRadiusPx,
  minItemArea,
  rotateHandleOffset,
  rotationSnapDegrees,
} from './constants.ts';
import { centredBounds, distance, itemCentre, itemSize, midpoint, rotatePoint } from './geometry.ts';
import type { CanvasItem, Point, Size } from './types.ts';

/**
 * Whether a resize from `current` to `next` (units) is allowed (SPEC §5): both sides at least 10
 * units, and the area not below 75000 units². A sticker that is already smaller than that may
 * still grow, so it never gets stuck.
 */
export function isResizeAllowed(current: Size, next: Size): boolean {
  if (next.width < minCornerDistance || next.height < minCornerDistance) return false;
  const area = next.width * next.height;
  return area >= minItemArea || area >= current.width * current.height;
}

/**
 * The smallest factor a sticker of `size` (units) may be scaled by, keeping its ratio, under the
 * resize rule; at least 1 for a sticker already below the minimum area.
 */
export function minScaleFactor(size: Size): number {
  const area = size.width * size.height;
  // A hair above the exact root, so the result is not refused by rounding.
  const toMinArea = area > minItemArea ? Math.sqrt(minItemArea / area) * (1 + 1e-9) : 1;
  return Math.max(toMinArea, minCornerDistance / size.width, minCornerDistance / size.height);
}

/**
 * A Transformer box (Konva's boundBoxFunc): screen px, (x, y) the top-left corner of the
 * rotated box, rotation in radians.
 */
export interface TransformBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

const cornerFractions: readonly (readonly [number, number])[] = [[0, 0], [1, 0], [1, 1], [0, 1]];

function boxCorners(box: TransformBox): Point[] {
  const cos = Math.cos(box.rotation);
  const sin = Math.sin(box.rotation);
  return cornerFractions.map(([fx, fy]) => {
    const x = fx * box.width;
    const y = fy * box.height;
    return { x: box.x + x * cos - y * sin, y: box.y + x * sin + y * cos };
  });
}

/** The index of the corner of `before` that `after` kept in place (the one opposite the dragged anchor). */
function fixedCorner(before: TransformBox, after: TransformBox): number {
  const afterCorners = boxCorners(after);
  let fixed = 0;
  let nearest = Infinity;
  boxCorners(before).forEach((corner, index) => {
    for (const other of afterCorners) {
      const away = distance(corner, other);
      if (away < nearest) [fixed, nearest] = [index, away];
    }
  });
  return fixed;
}

/**
 * The Transformer's boundBoxFunc through the resize rule: `next` when isResizeAllowed (sizes in
 * units at `pxPerUnit` screen px per unit), else the sticker shrunk to the smallest allowed size
 * from the corner the drag keeps fixed, so a fast drag past the limit stops at it; `previous`
 * when even that is refused.
 */
export function boundResizeBox(previous: TransformBox, next: TransformBox, pxPerUnit: number): TransformBox {
  const units = (box: Size): Size => ({ width: box.width / pxPerUnit, height: box.height / pxPerUnit });
  const current = units(previous);
  if (isResizeAllowed(current, units(next))) return next;
  const factor = minScaleFactor(current);
  if (factor >= 1) return previous;
  const width = previous.width * factor;
  const height = previous.height * factor;
  const corner = fixedCorner(previous, next);
  const [fx, fy] = cornerFractions[corner] ?? [0, 0];
  const fixed = boxCorners(previous)[corner] ?? { x: previous.x, y: previous.y };
  const cos = Math.cos(previous.rotation);
  const sin = Math.sin(previous.rotation);
  const x = fx * width;
  const y = fy * height;
  return { x: fixed.x - (x * cos - y * sin), y: fixed.y - (x * sin + y * cos), width, height, rotation: previous.rotation };
}

/** A rotation in degrees as stored: 0 ≤ r < 360, float noise of Konva's matrices rounded away. */
export function normaliseRotation(degrees: number): number {
  const rounded = Math.round(degrees * 1e6) / 1e6;
  return ((rounded % 360) + 360) % 360;
}

/** `degrees` snapped to 0/90/180/270 when within `snapDegrees` of one (SPEC rotation snapping). */
export function snapRotation(degrees: number, snapDegrees = rotationSnapDegrees): number {
  const normalised = normaliseRotation(degrees);
  const rightAngle = Math.round(normalised / 90) * 90;
  return Math.abs(normalised - rightAngle) <= snapDegrees ? rightAngle % 360 : normalised;
}

/** A sticker's geometry as its Konva node holds it: centre, size (units) and rotation (degrees). */
export interface NodeGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** The item placed as `geometry` says (after a transform), its rotation normalised. */
export function itemFromGeometry(item: CanvasItem, geometry: NodeGeometry): CanvasItem {
  const bounds = centredBounds({ x: geometry.x, y: geometry.y }, { width: geometry.width, height: geometry.height });
  return { ...item, ...bounds, rotation: normaliseRotation(geometry.rotation) };
}

/** Geometry closer than this (units, degrees) is the same: Konva's matrices add float noise. */
const geometryTolerance = 1e-6;

/** Whether two items have the same bounds and rotation, within float noise. */
export function sameGeometry(a: CanvasItem, b: CanvasItem): boolean {
  const pairs: [number, number][] = [
    [a.rotation, b.rotation],
    [a.TL_imageBounds.x, b.TL_imageBounds.x],
    [a.TL_imageBounds.y, b.TL_imageBounds.y],
    [a.BR_imageBounds.x, b.BR_imageBounds.x],
    [a.BR_imageBounds.y, b.BR_imageBounds.y],
  ];
  return pairs.every(([first, second]) => Math.abs(first - second) <= geometryTolerance);
}

/** An anchor's hit radius in screen px at zoom `scale` (px per unit): 60 units, never under 22 px. */
export function anchorHitRadiusPx(scale: number): number {
  return Math.max(handleHitRadius * scale, minHandleHitRadiusPx);
}

/** How far above the sticker the rotater sits, in screen px at zoom `scale`: 50 units. */
export function rotaterOffsetPx(scale: number): number {
  return rotateHandleOffset * scale;
}

function angleOf(a: Point, b: Point): number {
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}

/**
 * Two fingers on a sticker (template units): the sticker scaled by the change of the fingers'
 * distance (ratio kept, never below the resize rule) and turned by the change of their angle
 * (snapped to right angles), about the fingers' midpoint, which it follows.
 */
export function pinchItem(item: CanvasItem, start: readonly [Point, Point], now: readonly [Point, Point]): CanvasItem {
  const size = itemSize(item);
  const startDistance = distance(start[0], start[1]);
  const raw = startDistance > 0 ? distance(now[0], now[1]) / startDistance : 1;
  const factor = raw < 1 ? Math.max(raw, Math.min(1, minScaleFactor(size))) : raw;
  const rotation = snapRotation(item.rotation + angleOf(now[0], now[1]) - angleOf(start[0], start[1]));
  const from = midpoint(start[0], start[1]);
  const to = midpoint(now[0], now[1]);
  const turned = rotatePoint(itemCentre(item), from, rotation - item.rotation);
  const next = { x: to.x + (turned.x - from.x) * factor, y: to.y + (turned.y - from.y) * factor };
  return { ...item, ...centredBounds(next, { width: size.width * factor, height: size.height * factor }), rotation };
}
