import type { UnitRect } from '../../shared/catalog/templateGeometry.ts';
import { areaBesideCamera, type CaseBackGeometry } from './caseBackArea.ts';
import { minItemArea } from './constants.ts';
import { itemBoundingBox, itemCorners } from './geometry.ts';
import { insetRect, rectBounds, rectContainsPoint, rectsOverlap } from './rects.ts';
import type { CanvasItem, ItemBounds, Point, Rect, Size } from './types.ts';

/**
 * Where a new item goes (issue 32, DESIGN §12): the one rule for everything a shopper adds to the
 * case (a tray picture's Add, a text, a filled frame, library art). It knows the case back, its
 * rounded corners and the camera cut-out: a new item lies on the back, `placementGap` inside its
 * edge, and never on the cut-out. Two styles:
 * - `fill` (pictures, art): as large as the free room allows, between a quarter of the back's width
 *   and `fillMaxShare` of it (ratio kept, never larger than the back, never under the resize
 *   minimum), where it can be largest, ties in reading order; when no free room takes even the
 *   smallest size, it cascades over the earlier items by a visible step, at a step clear of every
 *   text if there is one, else at the first place clear of the texts in reading order, and only
 *   when the texts leave no such place over them.
 * - `centre` (words): at its own size, nearest the middle of the back, below the camera, clear of
 *   every item if it can be, else clear of other words, else over pictures.
 * Template units throughout; items are judged by the axis-aligned boxes around their rotated bounds.
 */

/** Clearance between a new item and the back's edge, the camera cut-out and (where it can) other items. */
export const placementGap = 20;
/** Each cascaded item sits this far right of and below the previous cascade position. */
export const cascadeOffset = 40;
/**
 * A filled item's longer side is at most this share of the back's width: then four phone photos
 * added one after another lie side by side on every catalog model's back (placement tests).
 */
export const fillMaxShare = 0.5;
/** A filled item is at least this share of the back's width wide (a smaller one is a postage stamp). */
export const fillMinShare = 0.25;
/** Straight steps that cover each rounded corner of the back (a little more than its curve). */
const cornerSteps = 6;

export type PlacementStyle = 'fill' | 'centre';

export interface PlacementRequest {
  style: PlacementStyle;
  /** `fill`: only the ratio counts; `centre`: the item's own size. Units. */
  size: Size;
}

/** The back shrunk by the gap, its corner radius with it: where a new item's box may lie. */
function placementBack(back: UnitRect): UnitRect {
  return { ...insetRect(back, placementGap), cornerRadius: Math.max(back.cornerRadius - placementGap, 0) };
}

/**
 * Rectangles covering the parts of `back`'s bounding box outside its rounded corners (a staircase
 * a little outside each curve), so "inside the rounded back" becomes "clear of these".
 */
export function cornerNotches(back: UnitRect): Rect[] {
  const radius = Math.min(back.cornerRadius, back.width / 2, back.height / 2);
  if (radius <= 0) return [];
  const step = radius / cornerSteps;
  const notches: Rect[] = [];
  for (let index = 0; index < cornerSteps; index += 1) {
    // Within rows [index, index+1) steps in from the edge, the curve reaches furthest in at the outer row.
    const fromEdge = index * step;
    const reach = radius - Math.sqrt(radius * radius - (radius - fromEdge) ** 2);
    const top = back.y + fromEdge;
    const bottom = back.y + back.height - fromEdge - step;
    const right = back.x + back.width - reach;
    notches.push(
      { x: back.x, y: top, width: reach, height: step },
      { x: right, y: top, width: reach, height: step },
      { x: back.x, y: bottom, width: reach, height: step },
      { x: right, y: bottom, width: reach, height: step },
    );
  }
  return notches.filter((notch) => notch.width > 0);
}

function grown(rect: Rect): Rect {
  return insetRect(rect, -placementGap);
}

/**
 * Whether a box (units) is a spot the rule could give: on the back, `placementGap` inside its
 * edge and rounded corners, and `placementGap` clear of the camera cut-out.
 */
export function isClearSpot(geometry: CaseBackGeometry, box: Rect): boolean {
  const back = placementBack(geometry.caseBack);
  const inside = box.x >= back.x && box.y >= back.y && box.x + box.width <= back.x + back.width && box.y + box.height <= back.y + back.height;
  return inside && ![grown(geometry.cameraCutout), ...cornerNotches(back)].some((obstacle) => rectsOverlap(box, obstacle));
}

/** The smallest and largest size a `fill` item of this ratio takes on this back. */
export function fillSizeRange(back: Rect, ratio: Size): { min: Size; max: Size } {
  const aspect = ratio.width / ratio.height;
  const fromWidth = (width: number): Size => ({ width, height: width / aspect });
  const longest = fillMaxShare * back.width;
  const max = aspect >= 1 ? fromWidth(longest) : fromWidth(longest * aspect);
  const byArea = Math.sqrt(minItemArea * aspect);
  const min = fromWidth(Math.min(Math.max(fillMinShare * back.width, byArea), max.width));
  // Never larger than the back, whatever the ratio.
  const shrink = Math.min(1, back.width / max.width, back.height / max.height);
  return {
    min: shrink < 1 ? fromWidth(Math.min(min.width, max.width * shrink)) : min,
    max: fromWidth(max.width * shrink),
  };
}

/**
 * The largest scale s for which a box of `unit` × s with its top-left at `corner` stays inside
 * `area` and clear of every obstacle (0 when the corner itself is blocked).
 */
function largestScaleAt(corner: Point, unit: Size, area: Rect, obstacles: readonly Rect[]): number {
  let scale = Math.min((area.x + area.width - corner.x) / unit.width, (area.y + area.height - corner.y) / unit.height);
  for (const obstacle of obstacles) {
    if (obstacle.x + obstacle.width <= corner.x || obstacle.y + obstacle.height <= corner.y) continue;
    scale = Math.min(scale, Math.max((obstacle.x - corner.x) / unit.width, (obstacle.y - corner.y) / unit.height));
  }
  return Math.max(scale, 0);
}

/** Values within [from, to], each once, ascending. */
function within(values: readonly number[], from: number, to: number): number[] {
  return [...new Set(values)].filter((value) => value >= from && value <= to).sort((a, b) => a - b);
}

/**
 * The largest box of `unit`'s ratio, at most `unit` × maxScale, that fits `area` clear of the
 * obstacles, at its top-left in reading order among the largest; null when it would be under
 * `minScale`. Any free box slides left and up until each side meets the area or an obstacle,
 * so trying the corners made of their right and bottom edges finds the largest.
 */
function largestFreeBox(area: Rect, unit: Size, obstacles: readonly Rect[], minScale: number, maxScale: number): Rect | null {
  const xs = within([area.x, ...obstacles.map((o) => o.x + o.width)], area.x, area.x + area.width);
  const ys = within([area.y, ...obstacles.map((o) => o.y + o.height)], area.y, area.y + area.height);
  let best: { corner: Point; scale: number } | null = null;
  for (const y of ys) {
    for (const x of xs) {
      const scale = Math.min(largestScaleAt({ x, y }, unit, area, obstacles), maxScale);
      // Reading order wins ties: a later corner must be larger by more than rounding.
      if (scale >= minScale && (!best || scale > best.scale + 1e-6)) best = { corner: { x, y }, scale };
    }
  }
  return best && { ...best.corner, width: unit.width * best.scale, height: unit.height * best.scale };
}

/**
 * The cascade's positions for an item of `size`: `cascadeOffset` apart down and to the right
 * from the top-left of the back beside the camera (areaBesideCamera, `placementGap` in), as many
 * as fit before one would leave it, and none that reaches into the back's rounded corners; an
 * axis the item does not fit is centred.
 */
export function cascadeSteps(geometry: CaseBackGeometry, size: Size): Rect[] {
  const area = insetRect(areaBesideCamera(geometry), placementGap);
  const spareX = area.width - size.width;
  const spareY = area.height - size.height;
  const stepsAlong = (spare: number) => (spare >= 0 ? Math.floor(spare / cascadeOffset) + 1 : Infinity);
  const steps = Math.min(stepsAlong(spareX), stepsAlong(spareY));
  const all = Array.from({ length: Number.isFinite(steps) ? steps : 1 }, (_, step) => ({
    x: spareX >= 0 ? area.x + step * cascadeOffset : area.x + spareX / 2,
    y: spareY >= 0 ? area.y + step * cascadeOffset : area.y + spareY / 2,
    ...size,
  }));
  const notches = cornerNotches(placementBack(geometry.caseBack));
  const onBack = all.filter((box) => !notches.some((notch) => rectsOverlap(box, notch)));
  return onBack.length > 0 ? onBack : all;
}

function coversItem(box: Rect, item: CanvasItem): boolean {
  return itemCorners(item).every((corner) => rectContainsPoint(box, corner));
}

/**
 * The cascade for a full back: with n items the item starts at step n (wrapping round), so items
 * added one after another step down and right; it takes the first step from there that covers no
 * earlier item wholly, or step n when every step covers one. Steps that overlap `avoid` (the
 * texts) are left out: null when that leaves none.
 */
export function cascadeSpot(geometry: CaseBackGeometry, items: readonly CanvasItem[], size: Size, avoid: readonly Rect[] = []): Rect | null {
  const steps = cascadeSteps(geometry, size);
  const first = items.length % steps.length;
  const order = [...steps.slice(first), ...steps.slice(0, first)].filter((box) => !avoid.some((rect) => rectsOverlap(box, rect)));
  return order.find((box) => !items.some((item) => coversItem(box, item))) ?? order[0] ?? null;
}

/** The boxes around items (their rotated bounds; a curved text's box holds its arc), `placementGap` out. */
const grownBoxes = (items: readonly CanvasItem[]) => items.map((item) => grown(itemBoundingBox(item)));

function placeFill(geometry: CaseBackGeometry, items: readonly CanvasItem[], ratio: Size): Rect {
  const back = placementBack(geometry.caseBack);
  const { min, max } = fillSizeRange(geometry.caseBack, ratio);
  const fixed = [grown(geometry.cameraCutout), ...cornerNotches(back)];
  const words = grownBoxes(items.filter((item) => item.kind === 'text'));
  return (
    largestFreeBox(back, max, [...fixed, ...grownBoxes(items)], min.width / max.width, 1) ??
    cascadeSpot(geometry, items, min, words) ??
    largestFreeBox(back, min, [...fixed, ...words], 1, 1) ??
    cascadeSpot(geometry, items, min) ?? { x: back.x, y: back.y, ...min }
  );
}

/** The item's own size, shrunk (ratio kept) where the area beside the camera is too small for it. */
function fittedTo(area: Rect, size: Size): Size {
  const shrink = Math.min(1, area.width / size.width, area.height / size.height);
  return { width: size.width * shrink, height: size.height * shrink };
}

/**
 * The box of `size` nearest `target` (its centre) inside `area` and clear of the obstacles, or
 * null. Nearest boxes are centred on the target along an axis, or meet an obstacle or the area's
 * edge there, so those positions are the ones tried.
 */
function nearestFreeBox(area: Rect, size: Size, target: Point, obstacles: readonly Rect[]): Rect | null {
  const xs = within(
    [target.x - size.width / 2, area.x, area.x + area.width - size.width, ...obstacles.flatMap((o) => [o.x + o.width, o.x - size.width])],
    area.x,
    area.x + area.width - size.width,
  );
  const ys = within(
    [target.y - size.height / 2, area.y, area.y + area.height - size.height, ...obstacles.flatMap((o) => [o.y + o.height, o.y - size.height])],
    area.y,
    area.y + area.height - size.height,
  );
  let best: { box: Rect; away: number } | null = null;
  for (const y of ys) {
    for (const x of xs) {
      const box = { x, y, ...size };
      const away = Math.hypot(x + size.width / 2 - target.x, y + size.height / 2 - target.y);
      if ((!best || away < best.away - 1e-6) && !obstacles.some((obstacle) => rectsOverlap(box, obstacle))) best = { box, away };
    }
  }
  return best?.box ?? null;
}

function placeCentre(geometry: CaseBackGeometry, items: readonly CanvasItem[], wanted: Size): Rect {
  const back = placementBack(geometry.caseBack);
  const area = insetRect(areaBesideCamera(geometry), placementGap);
  const size = fittedTo(area, wanted);
  const target = { x: back.x + back.width / 2, y: back.y + back.height / 2 };
  const fixed = [grown(geometry.cameraCutout), ...cornerNotches(back)];
  const words = items.filter((item) => item.kind === 'text');
  for (const blockers of [grownBoxes(items), grownBoxes(words), []]) {
    const box = nearestFreeBox(area, size, target, [...fixed, ...blockers]);
    if (box) return box;
  }
  return { x: area.x + (area.width - size.width) / 2, y: area.y + (area.height - size.height) / 2, ...size };
}

/**
 * Where an item already made goes when it must move (a model change that put it on the camera,
 * model/refit): its box of `size`, shrunk where the back is too small for it, nearest `target`
 * (the box's centre) on the back, `placementGap` clear of the camera cut-out and inside the
 * rounded corners. Other items do not count: it keeps its place among them.
 */
export function placeNear(geometry: CaseBackGeometry, size: Size, target: Point): Rect {
  const back = placementBack(geometry.caseBack);
  const area = insetRect(areaBesideCamera(geometry), placementGap);
  const fixed = [grown(geometry.cameraCutout), ...cornerNotches(back)];
  const box = nearestFreeBox(back, fittedTo(back, size), target, fixed);
  if (box) return box;
  const small = fittedTo(area, size);
  return nearestFreeBox(area, small, target, fixed) ?? { x: area.x + (area.width - small.width) / 2, y: area.y, ...small };
}

/** Where a new item goes, and its size there (see the module's comment). */
export function placeNewItem(geometry: CaseBackGeometry, items: readonly CanvasItem[], request: PlacementRequest): ItemBounds {
  const box = request.style === 'fill' ? placeFill(geometry, items, request.size) : placeCentre(geometry, items, request.size);
  return rectBounds(box);
}
