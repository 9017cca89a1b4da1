import { itemsOverlap } from './geometry.ts';
import type { CanvasItem } from './types.ts';

/**
 * Layer order for several selected items (issue 21) and the Layers list's reordering. Like
 * layerOrder.ts, every function returns the items back to front with itemIndex renumbered
 * 0..n−1 (items whose index did not change keep their identity); the selected items keep their
 * relative order. Unknown ids are ignored.
 */

function backToFront(items: readonly CanvasItem[]): CanvasItem[] {
  return [...items].sort((a, b) => a.itemIndex - b.itemIndex);
}

function indexed(sorted: readonly CanvasItem[]): CanvasItem[] {
  return sorted.map((item, itemIndex) => (item.itemIndex === itemIndex ? item : { ...item, itemIndex }));
}

function split(items: readonly CanvasItem[], itemIDs: readonly string[]): [CanvasItem[], CanvasItem[]] {
  const wanted = new Set(itemIDs);
  const sorted = backToFront(items);
  return [sorted.filter((item) => wanted.has(item.itemID)), sorted.filter((item) => !wanted.has(item.itemID))];
}

/** Front on a multi-selection: the selected items become the top layers. */
export function bringAllToFront(items: readonly CanvasItem[], itemIDs: readonly string[]): CanvasItem[] {
  const [selected, rest] = split(items, itemIDs);
  return indexed([...rest, ...selected]);
}

/** Back on a multi-selection: the selected items become the bottom layers. */
export function sendAllToBack(items: readonly CanvasItem[], itemIDs: readonly string[]): CanvasItem[] {
  const [selected, rest] = split(items, itemIDs);
  return indexed([...selected, ...rest]);
}

/**
 * Steps each selected item (in `sorted`, back to front) towards the end the `step` (+1 or −1)
 * points to, nearest that end first: it passes unselected items until it has passed one its
 * rotated bounds overlap, and stops next to a selected item, so their order is kept.
 */
function stepSelected(sorted: CanvasItem[], wanted: ReadonlySet<string>, step: 1 | -1): CanvasItem[] {
  const order = sorted.map((_, index) => index);
  if (step === 1) order.reverse();
  for (const start of order) {
    const item = sorted[start];
    if (!item || !wanted.has(item.itemID)) continue;
    let at = start;
    for (let next = start + step; next >= 0 && next < sorted.length; next += step) {
      const other = sorted[next];
      if (!other || wanted.has(other.itemID)) break;
      at = next;
      if (itemsOverlap(item, other)) break;
    }
    sorted.splice(at, 0, ...sorted.splice(start, 1));
  }
  return indexed(sorted);
}

/** Forward on a multi-selection: for one item it is layerOrder's bringForward. */
export function bringAllForward(items: readonly CanvasItem[], itemIDs: readonly string[]): CanvasItem[] {
  return stepSelected(backToFront(items), new Set(itemIDs), 1);
}

/** Backward on a multi-selection: for one item it is layerOrder's sendBackward. */
export function sendAllBackward(items: readonly CanvasItem[], itemIDs: readonly string[]): CanvasItem[] {
  return stepSelected(backToFront(items), new Set(itemIDs), -1);
}

/**
 * The Layers list's drag (or Move up / Move down): the item moved to layer `toIndex` (0 is the
 * back layer; held to 0..n−1), the others keeping their order.
 */
export function moveToLayer(items: readonly CanvasItem[], itemID: string, toIndex: number): CanvasItem[] {
  const sorted = backToFront(items);
  const from = sorted.findIndex((item) => item.itemID === itemID);
  if (from >= 0) sorted.splice(Math.min(Math.max(Math.round(toIndex), 0), sorted.length - 1), 0, ...sorted.splice(from, 1));
  return indexed(sorted);
}
