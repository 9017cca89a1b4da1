import { itemsOverlap } from './geometry.ts';
import type { CanvasItem, NewCanvasItem } from './types.ts';

/**
 * Layer order (SPEC §4). Every function returns a new array sorted back to front with itemIndex
 * renumbered 0..n-1; items whose index did not change keep their identity. An unknown itemID
 * only renumbers.
 */

function backToFront(items: readonly CanvasItem[]): CanvasItem[] {
  return [...items].sort((a, b) => a.itemIndex - b.itemIndex);
}

function numbered(sorted: CanvasItem[]): CanvasItem[] {
  return sorted.map((item, itemIndex) => (item.itemIndex === itemIndex ? item : { ...item, itemIndex }));
}

/** Moves the item at `from` (-1: none) to `to` in a back-to-front array, then renumbers. */
function moved(sorted: CanvasItem[], from: number, to: number): CanvasItem[] {
  if (from >= 0) sorted.splice(to, 0, ...sorted.splice(from, 1));
  return numbered(sorted);
}

/** The items back to front with itemIndex 0..n-1, closing gaps and keeping the current order. */
export function renumber(items: readonly CanvasItem[]): CanvasItem[] {
  return numbered(backToFront(items));
}

/** The item made the top layer (Front). */
export function bringToFront(items: readonly CanvasItem[], itemID: string): CanvasItem[] {
  const sorted = backToFront(items);
  return moved(sorted, sorted.findIndex((item) => item.itemID === itemID), sorted.length - 1);
}

/** The item made the bottom layer (Back). */
export function sendToBack(items: readonly CanvasItem[], itemID: string): CanvasItem[] {
  const sorted = backToFront(items);
  return moved(sorted, sorted.findIndex((item) => item.itemID === itemID), 0);
}

/**
 * Bring Forward: the item passes the items above it until it has passed one its rotated bounds
 * overlap, so the picture changes; when none overlaps it goes to the top.
 */
export function bringForward(items: readonly CanvasItem[], itemID: string): CanvasItem[] {
  const sorted = backToFront(items);
  const from = sorted.findIndex((item) => item.itemID === itemID);
  const item = sorted[from];
  if (!item) return numbered(sorted);
  const passed = sorted.findIndex((other, index) => index > from && itemsOverlap(item, other));
  return moved(sorted, from, passed === -1 ? sorted.length - 1 : passed);
}

/**
 * Send Backward: the item passes the items below it until it has passed one its rotated bounds
 * overlap, so the picture changes; when none overlaps it goes to the bottom.
 */
export function sendBackward(items: readonly CanvasItem[], itemID: string): CanvasItem[] {
  const sorted = backToFront(items);
  const from = sorted.findIndex((item) => item.itemID === itemID);
  const item = sorted[from];
  if (!item) return numbered(sorted);
  const passed = sorted.findLastIndex((other, index) => index < from && itemsOverlap(item, other));
  return moved(sorted, from, passed === -1 ? 0 : passed);
}

/** Whether the item is the top layer (true for a single item); false for an unknown itemID. */
export function isAtTop(items: readonly CanvasItem[], itemID: string): boolean {
  const item = items.find((candidate) => candidate.itemID === itemID);
  return item !== undefined && items.every((other) => other.itemIndex <= item.itemIndex);
}

/** Whether the item is the bottom layer (true for a single item); false for an unknown itemID. */
export function isAtBottom(items: readonly CanvasItem[], itemID: string): boolean {
  const item = items.find((candidate) => candidate.itemID === itemID);
  return item !== undefined && items.every((other) => other.itemIndex >= item.itemIndex);
}

/** The items without `itemID`, renumbered. */
export function removeItem(items: readonly CanvasItem[], itemID: string): CanvasItem[] {
  return renumber(items.filter((item) => item.itemID !== itemID));
}

/** The items with a new item appended as the top layer (after a drop or an add), renumbered. */
export function addOnTop(items: readonly CanvasItem[], item: NewCanvasItem): CanvasItem[] {
  return [...renumber(items), { ...item, itemIndex: items.length }];
}
