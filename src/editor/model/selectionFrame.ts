import { itemCentre, itemSize, rotatePoint } from './geometry.ts';
import { groupBoundingBox, groupCentre, minGroupScaleFactor, rotateGroup, scaleGroup } from './groupTransform.ts';
import { allowedSize, normaliseRotation } from './transform.ts';
import type { CanvasItem, Point, Rect, Size } from './types.ts';

/**
 * The selection as its number fields show it and change it (issue 48): where it is, how large
 * and how turned. Template units and degrees clockwise; each function returns new items in the
 * order given.
 *
 * One item: its unrotated bounds (the model's own TL_imageBounds and size) and its rotation.
 * Several: the box around their rotated bounds (groupTransform's groupBoundingBox), and the
 * rotation they share, if they share one. A new size keeps the top-left corner where it is on
 * the case (the item's turned corner; a group's box's), so X and Y stay as typed.
 */
export interface SelectionFrame {
  box: Rect;
  /** The one item's rotation, or the rotation several items share; null when they differ. */
  rotation: number | null;
}

/** The frame of `items` (one or several); a zero box for none. */
export function selectionFrame(items: readonly CanvasItem[]): SelectionFrame {
  const [only] = items;
  if (items.length === 1 && only) {
    return { box: { ...only.TL_imageBounds, ...itemSize(only) }, rotation: only.rotation };
  }
  const rotations = new Set(items.map((item) => item.rotation));
  const [shared] = rotations;
  return { box: groupBoundingBox(items), rotation: rotations.size === 1 && shared !== undefined ? shared : null };
}

/**
 * The selection moved so its frame's top-left is at `topLeft`, by the least change that keeps
 * every item's centre on the template (0,0)–(template): a sticker may hang off the case's edge,
 * never be lost beyond it. Each item keeps its place relative to the frame's corner, so one
 * item's top-left lands exactly on the point typed.
 */
export function moveSelectionTo<T extends CanvasItem>(items: readonly T[], topLeft: Point, template: Size): T[] {
  const { box } = selectionFrame(items);
  const centres = items.map(itemCentre);
  const held = (wanted: number, start: number, values: number[], limit: number) =>
    Math.min(Math.max(wanted, start - Math.min(...values)), start + limit - Math.max(...values));
  const to = {
    x: held(topLeft.x, box.x, centres.map((centre) => centre.x), template.width),
    y: held(topLeft.y, box.y, centres.map((centre) => centre.y), template.height),
  };
  const moved = (point: Point) => ({ x: to.x + (point.x - box.x), y: to.y + (point.y - box.y) });
  return items.map((item) => ({ ...item, TL_imageBounds: moved(item.TL_imageBounds), BR_imageBounds: moved(item.BR_imageBounds) }));
}

/** The size a side typed in a number field asks for (units), the other side following when the ratio is kept. */
export function sizeWithSide(current: Size, side: keyof Size, value: number, keepRatio: boolean): Size {
  const changed = { ...current, [side]: value };
  if (!keepRatio) return changed;
  const factor = value / current[side];
  return { width: current.width * factor, height: current.height * factor };
}

/**
 * An item resized to `size` (units) with the corner that is its top-left before the turn kept in
 * place on the case: its top-left moves by (R − I) of half the change of size (R its turn), which
 * is exactly nothing for an upright item.
 */
function resizeItemTo<T extends CanvasItem>(item: T, size: Size): T {
  const now = itemSize(item);
  const half = { x: (size.width - now.width) / 2, y: (size.height - now.height) / 2 };
  const turned = rotatePoint(half, { x: 0, y: 0 }, item.rotation);
  const x = item.TL_imageBounds.x + (turned.x - half.x);
  const y = item.TL_imageBounds.y + (turned.y - half.y);
  return { ...item, TL_imageBounds: { x, y }, BR_imageBounds: { x: x + size.width, y: y + size.height } };
}

/**
 * The selection resized towards `wanted` (units), within the resize rule (SPEC §5: transform's
 * allowedSize) and at most `maxSide` a side: one item to that size (its ratio kept when
 * `keepRatio`), from its top-left corner; several scaled as one, ratio always kept (a group's
 * items keep their shapes), about their box's top-left.
 */
export function resizeSelectionTo<T extends CanvasItem>(items: readonly T[], wanted: Size, keepRatio: boolean, maxSide: number): T[] {
  const [only] = items;
  if (items.length === 1 && only) {
    const factor = Math.min(1, maxSide / Math.max(wanted.width, wanted.height));
    const capped = keepRatio
      ? { width: wanted.width * factor, height: wanted.height * factor }
      : { width: Math.min(wanted.width, maxSide), height: Math.min(wanted.height, maxSide) };
    return [resizeItemTo(only, allowedSize(itemSize(only), capped, keepRatio))];
  }
  const { box } = selectionFrame(items);
  if (box.width <= 0 || box.height <= 0) return [...items];
  const factor = Math.min(wanted.width / box.width, maxSide / Math.max(box.width, box.height));
  return scaleGroup(items, { x: box.x, y: box.y }, Math.max(factor, Math.min(1, minGroupScaleFactor(items))));
}

/**
 * The selection turned to `degrees`: one item about its centre; several about their box's
 * centre (as the Transformer's rotater turns a group), by the difference from the rotation they
 * share, or by `degrees` itself when they share none (an arrow key in the field then turns them
 * by its step).
 */
export function rotateSelectionTo<T extends CanvasItem>(items: readonly T[], degrees: number): T[] {
  const [only] = items;
  if (items.length === 1 && only) return [{ ...only, rotation: normaliseRotation(degrees) }];
  const { rotation } = selectionFrame(items);
  return rotateGroup(items, degrees - (rotation ?? 0), groupCentre(items));
}
