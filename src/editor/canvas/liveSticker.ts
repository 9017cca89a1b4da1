import { useCallback, useSyncExternalStore } from 'react';
import type { CanvasItem } from '../model/types.ts';

/**
 * The selected sticker as a gesture in progress leaves it. Gestures move Konva nodes without
 * writing the store (one dispatch on release); whatever must follow the finger live (the print
 * quality in the selection bar, the low-resolution badge) reads it from here. The gesture code
 * publishes every step and clears it once the store has the result (or the gesture is cancelled).
 */
let live: CanvasItem | null = null;
const listeners = new Set<() => void>();

export function publishLiveSticker(item: CanvasItem | null): void {
  if (item === live) return;
  live = item;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `select` applied to the live sticker (null when no gesture runs). The component re-renders only
 * when the selected value changes, so `select` should answer a primitive or the item itself.
 */
export function useLiveSticker<T>(select: (item: CanvasItem | null) => T): T {
  const snapshot = useCallback(() => select(live), [select]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
