import { containsPoint } from './geometry.ts';
import type { CanvasItem, Point } from './types.ts';

/**
 * The topmost item (highest itemIndex) whose rotated bounds hold the template point (units), or
 * null (SPEC §4 Selection: items are tested from the topmost down). The handles of the selected
 * item are the Transformer's anchors, hit-tested by Konva.
 */
export function topItemAt(items: readonly CanvasItem[], point: Point): CanvasItem | null {
  let top: CanvasItem | null = null;
  for (const item of items) {
    if ((top === null || item.itemIndex > top.itemIndex) && containsPoint(item, point)) top = item;
  }
  return top;
}
