import { translateItem } from './geometry.ts';
import type { CanvasItem } from './types.ts';

/** A duplicate lands this many template units right of and below its original (issue 21). */
export const duplicateOffset = 20;

/**
 * The items with copies of those named in `itemIDs` added on top (Duplicate, Ctrl/Cmd+D, paste):
 * each copy is 20 units down and right of its original, the copies keep the originals' relative
 * layer order, and they take `newIDs` (fresh ids, one per copy in that back-to-front order) and
 * itemIndex n, n+1, … over the n items (numbered 0..n−1, as SPEC's layer rules keep them).
 * Returns the items (originals unchanged) and the copies' ids, back to front. Unknown ids are
 * ignored; a RangeError when there are fewer new ids than copies.
 */
export function duplicateItems<T extends CanvasItem>(
  items: readonly T[],
  itemIDs: readonly string[],
  newIDs: readonly string[],
): { items: T[]; copyIDs: string[] } {
  const wanted = new Set(itemIDs);
  return pasteItems(items, items.filter((item) => wanted.has(item.itemID)), newIDs);
}

/**
 * Paste (Ctrl/Cmd+V): copies of `copied` (items as they were when copied, maybe since moved or
 * deleted) added on top of `items` as duplicateItems adds them: 20 units down and right of where
 * they were copied, in their relative layer order, with `newIDs`.
 */
export function pasteItems<T extends CanvasItem>(
  items: readonly T[],
  copied: readonly T[],
  newIDs: readonly string[],
): { items: T[]; copyIDs: string[] } {
  const originals = [...copied].sort((a, b) => a.itemIndex - b.itemIndex);
  if (newIDs.length < originals.length) throw new RangeError(`${originals.length} copies need as many new ids, got ${newIDs.length}`);
  const copies = originals.map((item, order) => ({
    ...translateItem(item, duplicateOffset, duplicateOffset),
    itemID: newIDs[order] ?? '',
    itemIndex: items.length + order,
  }));
  return { items: [...items, ...copies], copyIDs: copies.map((copy) => copy.itemID) };
}
