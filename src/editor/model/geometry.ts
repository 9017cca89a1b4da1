import { pointsBounds } from './rects.ts';
import type { ItemBounds, Point, Rect, RotatedBounds, Size } from './types.ts';

/**
 * Pure geometry of canvas items. Everything here is in template units (y grows downwards);
 * rotations are degrees clockwise on screen about the item's centre, as Konva draws them.
 */

/** Rotated shapes that only touch along an edge (within this many units) do not overlap. */
const touchTolerance = 1e-6;

/** cos and sin of an angle in degrees, exact at multiples of 90° so right angles stay integral. */
function cosSin(degrees: number): [number, number] {
  const quarter = degrees / 90;
  if (Number.isInteger(quarter)) {
    const exact: [number, number][] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
    return exact[((quarter % 4) + 4) % 4] ?? [1, 0];
  }
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
}

/** Width and height of the item's unrotated bounds, in units. */
export function itemSize(item: ItemBounds): Size {
  return {
    width: item.BR_imageBounds.x - item.TL_imageBounds.x,
    height: item.BR_imageBounds.y - item.TL_imageBounds.y,
  };
}

/** The item's centre (its rotation pivot), in units. */
export function itemCentre(item: ItemBounds): Point {
  return {
    x: (item.TL_imageBounds.x + item.BR_imageBounds.x) / 2,
    y: (item.TL_imageBounds.y + item.BR_imageBounds.y) / 2,
  };
}

/** `point` rotated clockwise by `degrees` about `pivot` (any one space; y down). */
export function rotatePoint(point: Point, pivot: Point, degrees: number): Point {
  const [cos, sin] = cosSin(degrees);
  const dx = point.x - pivot.x;
  const dy = point.y - pivot.y;
  return { x: pivot.x + dx * cos - dy * sin, y: pivot.y + dx * sin + dy * cos };
}

/**
 * A template point in the item's unrotated frame: rotated back about the centre, so it can be
 * compared with TL_imageBounds and BR_imageBounds directly. Units in and out.
 */
export function toItemFrame(item: RotatedBounds, point: Point): Point {
  return rotatePoint(point, itemCentre(item), -item.rotation);
}

/** The inverse of toItemFrame: a point of the unrotated frame placed on the template, in units. */
export function fromItemFrame(item: RotatedBounds, point: Point): Point {
  return rotatePoint(point, itemCentre(item), item.rotation);
}

/** The item's four corners on the template, in units: top-left, top-right, bottom-right, bottom-left of the image. */
export function itemCorners(item: RotatedBounds): [Point, Point, Point, Point] {
  const { TL_imageBounds: tl, BR_imageBounds: br } = item;
  return [
    fromItemFrame(item, tl),
    fromItemFrame(item, { x: br.x, y: tl.y }),
    fromItemFrame(item, br),
    fromItemFrame(item, { x: tl.x, y: br.y }),
  ];
}

/** Whether a template point (units) lies on the rotated item, edges included. */
export function containsPoint(item: RotatedBounds, point: Point): boolean {
  const local = toItemFrame(item, point);
  const { TL_imageBounds: tl, BR_imageBounds: br } = item;
  return local.x >= tl.x && local.x <= br.x && local.y >= tl.y && local.y <= br.y;
}

function projectionRange(corners: Point[], axis: Point): [number, number] {
  const values = corners.map((corner) => corner.x * axis.x + corner.y * axis.y);
  return [Math.min(...values), Math.max(...values)];
}

/**
 * Whether two rotated items share some area (separating axis theorem over both items' edge
 * normals). Items that merely touch along an edge or at a corner do not overlap.
 */
export function itemsOverlap(a: RotatedBounds, b: RotatedBounds): boolean {
  const cornersA = itemCorners(a);
  const cornersB = itemCorners(b);
  const axes = [a.rotation, b.rotation].flatMap((rotation) => {
    const [cos, sin] = cosSin(rotation);
    return [{ x: cos, y: sin }, { x: -sin, y: cos }];
  });
  return axes.every((axis) => {
    const [minA, maxA] = projectionRange(cornersA, axis);
    const [minB, maxB] = projectionRange(cornersB, axis);
    return maxA - minB > touchTolerance && maxB - minA > touchTolerance;
  });
}

/** The axis-aligned rectangle around the rotated item, in units. */
export function itemBoundingBox(item: RotatedBounds): Rect {
  return pointsBounds(itemCorners(item));
}

/** The item moved by (dx, dy) units; the rest of it (id, rotation, …) is kept. */
export function translateItem<T extends ItemBounds>(item: T, dx: number, dy: number): T {
  return {
    ...item,
    TL_imageBounds: { x: item.TL_imageBounds.x + dx, y: item.TL_imageBounds.y + dy },
    BR_imageBounds: { x: item.BR_imageBounds.x + dx, y: item.BR_imageBounds.y + dy },
  };
}

/**
 * The item moved by the least amount that puts its centre inside the template (0,0)–(width,height),
 * so a sticker can hang off the case's edge but never be lost outside it. Units.
 */
export function keepCentreInside<T extends ItemBounds>(item: T, template: Size): T {
  const centre = itemCentre(item);
  const dx = Math.min(Math.max(centre.x, 0), template.width) - centre.x;
  const dy = Math.min(Math.max(centre.y, 0), template.height) - centre.y;
  return dx === 0 && dy === 0 ? item : translateItem(item, dx, dy);
}

/** Unrotated bounds of the given size (units) centred at `centre` (units). */
export function centredBounds(centre: Point, size: Size): ItemBounds {
  return {
    TL_imageBounds: { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
    BR_imageBounds: { x: centre.x + size.width / 2, y: centre.y + size.height / 2 },
  };
}

/** The largest size with the aspect ratio of `size` that fits inside `box` (any one unit). */
export function fitInside(size: Size, box: Size): Size {
  const factor = Math.min(box.width / size.width, box.height / size.height);
  return { width: size.width * factor, height: size.height * factor };
}

/** The size of the bounding box of a box of `size` turned by `degrees` about its centre (any one unit). */
export function turnedExtent(size: Size, degrees: number): Size {
  const [cos, sin] = cosSin(degrees).map(Math.abs) as [number, number];
  return { width: size.width * cos + size.height * sin, height: size.width * sin + size.height * cos };
}

/**
 * The largest size with the aspect ratio of `size` that, turned by `degrees` about its centre,
 * fits inside `box` (any one unit): its turned bounding box fits.
 */
export function fitTurnedInside(size: Size, box: Size, degrees: number): Size {
  const extent = turnedExtent(size, degrees);
  const factor = Math.min(box.width / extent.width, box.height / extent.height);
  return { width: size.width * factor, height: size.height * factor };
}

/** Distance between two points, in their own space. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The point halfway between two points, in their own space. */
export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
