import type { ItemPlacement } from './types.ts';

/**
 * An item's opacity (issue 48): 0 (not drawn at all) to 1 (fully opaque), the same on screen and
 * in print. An opaque item carries no opacity field, as items saved before opacity do not.
 */

/** The item's opacity, 0–1. */
export function itemOpacity(item: Pick<ItemPlacement, 'opacity'>): number {
  return item.opacity ?? 1;
}

/** `value` held to 0–1; a value that is not a number reads as opaque. */
export function clampOpacity(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

/** The item at `opacity` (held to 0–1); at 1 it carries no field. */
export function withOpacity<T extends ItemPlacement>(item: T, opacity: number): T {
  const next: T = { ...item, opacity: clampOpacity(opacity) };
  if (next.opacity === 1) delete next.opacity;
  return next;
}

/** An opacity as the whole percent the Opacity slider shows. */
export function opacityPercent(opacity: number): number {
  return Math.round(clampOpacity(opacity) * 100);
}
