import {
  handleHitRadius,
  minCornerDistance,
  minHandleHitRadiusPx,
  minItemArea,
  rotateHandleOffset,
  rotationSnapDegrees,
} from './constants.ts';
import { centredBounds, distance } from './geometry.ts';
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
 * The size nearest `wanted` (units) that a resize from `current` may reach (isResizeAllowed):
 * `wanted` itself when allowed; else, with the ratio kept, `current` scaled by the smallest
 * factor allowed (minScaleFactor; `current` when it may not shrink at all); else each side at
 * least minCornerDistance and the side that was changed as short as the smallest area allows.
 */
export function allowedSize(current: Size, wanted: Size, keepRatio: boolean): Size {
  if (isResizeAllowed(current, wanted)) return wanted;
  if (keepRatio) {
    const factor = Math.min(1, minScaleFactor(current));
    return { width: current.width * factor, height: current.height * factor };
  }
  const width = Math.max(wanted.width, minCornerDistance);
  const height = Math.max(wanted.height, minCornerDistance);
  // A hair above the exact quotient, so the result is not refused by rounding.
  const area = Math.min(minItemArea, current.width * current.height) * (1 + 1e-9);
  if (width * height >= area) return { width, height };
  return width !== current.width ? { width: area / height, height } : { width, height: area / width };
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
 * The smallest factor a set of stickers of `sizes` (units: one sticker, or a group scaled as one)
 * may be scaled by so that every one of them keeps to the resize rule; 0 for none.
 */
export function minScaleFactorOfAll(sizes: readonly Size[]): number {
  return Math.max(0, ...sizes.map(minScaleFactor));
}

/**
 * The Transformer's boundBoxFunc through the resize rule. `members` are the sizes (units) of the
 * stickers the box spans as `previous` shows them (one sticker, or each item of a group), all
 * scaled by the box's change. `next` when every one of them may be resized so
 * (isResizeAllowed), else the box scaled by the smallest factor they all allow, from the corner
 * the drag keeps fixed, so a fast drag past the limit stops where the first sticker reaches it;
 * `previous` when even that is refused (a sticker already at or below the minimum).
 */
export function boundResizeBox(previous: TransformBox, next: TransformBox, members: readonly Size[]): TransformBox {
  const scaleX = previous.width ? next.width / previous.width : 1;
  const scaleY = previous.height ? next.height / previous.height : 1;
  const allowed = members.every((size) => isResizeAllowed(size, { width: size.width * scaleX, height: size.height * scaleY }));
  if (allowed) return next;
  const factor = minScaleFactorOfAll(members);
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
