import { containsPoint, itemSize } from './geometry.ts';
import { toItemLocal, type OrientedBounds } from './itemLocal.ts';
import { shapePath, type ItemShape, type PathCommand } from './shapePath.ts';
import type { CanvasItem, Point, Size, TextItem } from './types.ts';

/** Straight pieces per Bézier curve when a path is flattened: a quarter circle's chords stray about 0.1% of its radius inside. */
const segmentsPerCurve = 16;

function bezierPoint(from: Point, args: readonly number[], t: number): Point {
  const [c1x = 0, c1y = 0, c2x = 0, c2y = 0, x = 0, y = 0] = args;
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * from.x + b * c1x + c * c2x + d * x, y: a * from.y + b * c1y + c * c2y + d * y };
}

/** The path as closed polygons (one per moveTo), its curves cut into straight pieces; same units. */
export function flattenPath(commands: readonly PathCommand[]): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let at: Point = { x: 0, y: 0 };
  for (const command of commands) {
    if (command.op === 'moveTo') {
      if (current.length > 0) polygons.push(current);
      at = { x: command.args[0], y: command.args[1] };
      current = [at];
    } else if (command.op === 'lineTo') {
      at = { x: command.args[0], y: command.args[1] };
      current.push(at);
    } else if (command.op === 'bezierCurveTo') {
      const from = at;
      for (let step = 1; step <= segmentsPerCurve; step += 1) current.push(bezierPoint(from, command.args, step / segmentsPerCurve));
      at = current[current.length - 1] ?? at;
    }
  }
  if (current.length > 0) polygons.push(current);
  return polygons;
}

/** Even-odd rule: whether `point` lies inside the closed polygons (same units). */
function insidePolygons(polygons: readonly (readonly Point[])[], point: Point): boolean {
  let inside = false;
  for (const polygon of polygons) {
    for (let index = 0, previous = polygon.length - 1; index < polygon.length; previous = index, index += 1) {
      const a = polygon[index];
      const b = polygon[previous];
      if (!a || !b || a.y > point.y === b.y > point.y) continue;
      if (point.x < a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
    }
  }
  return inside;
}

/** Whether a point of a `box` (units from its top-left) lies in the shape drawn for that box. */
export function isPointInShape(shape: ItemShape, box: Size, point: Point): boolean {
  if (point.x < 0 || point.y < 0 || point.x > box.width || point.y > box.height) return false;
  return shape.kind === 'rectangle' || insidePolygons(flattenPath(shapePath(shape, box)), point);
}

/** An item that may carry a shape (and a flip); without a shape it is its whole rectangle. */
export type ShapedItem = CanvasItem & Pick<OrientedBounds, 'flipX'> & { shape?: ItemShape };

/**
 * Whether a point of a text's box (units from its top-left) lies on its words: a curved text's
 * letters follow an arc (model/textCurve), which only measuring them in their font tells.
 */
export type TextHolds = (item: TextItem, local: Point) => boolean;

/**
 * Whether a template point (units) lies on the item's shape: a tap in a circle's corner is
 * outside, and so is one in a curved text's hollow when `textHolds` says so.
 */
export function shapeContainsPoint(item: ShapedItem, point: Point, textHolds?: TextHolds): boolean {
  if (!containsPoint(item, point)) return false;
  if (item.kind === 'text' && textHolds) return textHolds(item, toItemLocal(item, point));
  if (!item.shape || item.shape.kind === 'rectangle') return true;
  return isPointInShape(item.shape, itemSize(item), toItemLocal(item, point));
}

/** hitTest's topItemAt following the items' shapes: the topmost item whose shape holds the point (units), or null. */
export function topShapedItemAt<T extends ShapedItem>(items: readonly T[], point: Point, textHolds?: TextHolds): T | null {
  let top: T | null = null;
  for (const item of items) {
    if ((top === null || item.itemIndex > top.itemIndex) && shapeContainsPoint(item, point, textHolds)) top = item;
  }
  return top;
}
