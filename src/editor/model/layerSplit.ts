/**
 * A layer's items, back to front, split around those a gesture moves (issue 37): the ones under
 * the lowest moving item, the ones from it to the highest (the moving ones and any between them,
 * which keep their order), and the ones over the highest. Null when none of them moves. Indices
 * into `itemIDs`, each part a half-open range [start, end).
 */
export interface LayerSplit {
  under: readonly [number, number];
  live: readonly [number, number];
  over: readonly [number, number];
}

export function splitAround(itemIDs: readonly string[], moving: ReadonlySet<string>): LayerSplit | null {
  const first = itemIDs.findIndex((itemID) => moving.has(itemID));
  if (first < 0) return null;
  const last = itemIDs.findLastIndex((itemID) => moving.has(itemID));
  return { under: [0, first], live: [first, last + 1], over: [last + 1, itemIDs.length] };
}
