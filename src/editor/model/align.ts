import { itemBoundingBox, translateItem } from './geometry.ts';
import { groupBoundingBox } from './groupTransform.ts';
import type { CanvasItem, Rect } from './types.ts';

/**
 * Align and distribute (issue 48), on the items' rotated bounds (what the shopper sees of each:
 * geometry's itemBoundingBox). Template units; each function returns the items moved, in the
 * order given, and changes nothing else of them.
 */

export const alignEdges = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
/** left, centre and right line items up across; top, middle and bottom down. */
export type AlignEdge = (typeof alignEdges)[number];

export type Axis = 'horizontal' | 'vertical';

const axisOf = (edge: AlignEdge): Axis => (edge === 'left' || edge === 'centre' || edge === 'right' ? 'horizontal' : 'vertical');

/** Where along its axis a box's start lands to line up on `edge` of `target`. */
function alignedStart(box: Rect, edge: AlignEdge, target: Rect): number {
  switch (edge) {
    case 'left':
      return target.x;
    case 'centre':
      return target.x + (target.width - box.width) / 2;
    case 'right':
      return target.x + target.width - box.width;
    case 'top':
      return target.y;
    case 'middle':
      return target.y + (target.height - box.height) / 2;
    case 'bottom':
      return target.y + target.height - box.height;
  }
}

/**
 * Each item moved along one axis so its rotated box lines up on `edge` of `target` (units): the
 * case's back for one item, the items' own common box for several (alignTarget).
 */
export function alignItems<T extends CanvasItem>(items: readonly T[], edge: AlignEdge, target: Rect): T[] {
  return items.map((item) => {
    const box = itemBoundingBox(item);
    const to = alignedStart(box, edge, target);
    return axisOf(edge) === 'horizontal' ? translateItem(item, to - box.x, 0) : translateItem(item, 0, to - box.y);
  });
}

/** What a selection aligns to: one item to the case's back, several to the box around them. */
export function alignTarget(items: readonly CanvasItem[], caseBack: Rect): Rect {
  return items.length > 1 ? groupBoundingBox(items) : caseBack;
}

/**
 * The items spread along `axis` with equal gaps between their rotated boxes, in the order of
 * their boxes' centres (the earlier item first on a tie): the first starts and the last ends
 * where the box around them all does, so that box stays. With fewer than three items nothing
 * moves.
 */
export function distributeItems<T extends CanvasItem>(items: readonly T[], axis: Axis): T[] {
  if (items.length < 3) return [...items];
  const start = (box: Rect) => (axis === 'horizontal' ? box.x : box.y);
  const length = (box: Rect) => (axis === 'horizontal' ? box.width : box.height);
  const middle = (box: Rect) => start(box) + length(box) / 2;
  const entries = items.map((item, index) => ({ item, index, box: itemBoundingBox(item) }));
  const inOrder = [...entries].sort((a, b) => middle(a.box) - middle(b.box) || a.index - b.index);
  const group = groupBoundingBox(items);
  const gap = (length(group) - entries.reduce((sum, { box }) => sum + length(box), 0)) / (items.length - 1);
  const moved = [...items];
  let at = start(group);
  for (const { item, index, box } of inOrder) {
    const shift = at - start(box);
    moved[index] = axis === 'horizontal' ? translateItem(item, shift, 0) : translateItem(item, 0, shift);
    at += length(box) + gap;
  }
  return moved;
}
