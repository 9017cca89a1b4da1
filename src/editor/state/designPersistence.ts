import type { CanvasItem, Point } from '../model/types.ts';
import type { KeyValueStore } from '../../app/keyValueStore.ts';

/** localStorage key of the saved canvas items, and of the stored image ids (SPEC §3). */
export const designKey = 'design';
export const imagesKey = 'images';

const designVersion = 1;

/** The saved instance record of SPEC §3, keyed by item id, with the list of ids alongside. */
interface SavedDesignV1 {
  version: 1;
  itemIDs: string[];
  items: Record<string, Omit<CanvasItem, 'itemID'>>;
}

function isPoint(value: unknown): value is Point {
  const point = value as Point | null;
  return (
    typeof point === 'object' &&
    point !== null &&
    Number.isFinite(point.x) &&
    Number.isFinite(point.y)
  );
}

function parseItem(itemID: string, raw: unknown): CanvasItem | null {
  const record = raw as Partial<CanvasItem> | null;
  if (typeof record !== 'object' || record === null) return null;
  const { imageID, itemIndex, TL_imageBounds, BR_imageBounds, rotation } = record;
  if (typeof imageID !== 'string' || !isPoint(TL_imageBounds) || !isPoint(BR_imageBounds)) {
    return null;
  }
  return {
    itemID,
    imageID,
    itemIndex: Number.isFinite(itemIndex) ? Number(itemIndex) : 0,
    TL_imageBounds: { x: TL_imageBounds.x, y: TL_imageBounds.y },
    BR_imageBounds: { x: BR_imageBounds.x, y: BR_imageBounds.y },
    rotation: Number.isFinite(rotation) ? Number(rotation) : 0,
  };
}

/**
 * Upgrades any saved design to the current shape; unreadable records are dropped with a
 * warning rather than breaking the editor.
 */
export function migrateDesign(raw: unknown): CanvasItem[] {
  const saved = raw as Partial<SavedDesignV1> | null;
  if (typeof saved !== 'object' || saved === null || saved.version !== designVersion) return [];
  const ids = Array.isArray(saved.itemIDs) ? saved.itemIDs : [];
  const items: CanvasItem[] = [];
  for (const itemID of ids) {
    const item = typeof itemID === 'string' ? parseItem(itemID, saved.items?.[itemID]) : null;
    if (item) items.push(item);
    else console.warn('Skipping an unreadable saved sticker', itemID);
  }
  return items;
}

export function readSavedDesign(storage: KeyValueStore): CanvasItem[] {
  const raw = storage.get(designKey);
  if (!raw) return [];
  try {
    return migrateDesign(JSON.parse(raw));
  } catch {
    console.warn('The saved design could not be read; starting empty.');
    return [];
  }
}

export function serializeDesign(items: readonly CanvasItem[]): string {
  const saved: SavedDesignV1 = {
    version: designVersion,
    itemIDs: items.map((item) => item.itemID),
    items: Object.fromEntries(
      items.map(({ itemID, ...record }) => [itemID, record]),
    ),
  };
  return JSON.stringify(saved);
}

export function readImageIDs(storage: KeyValueStore): string[] {
  try {
    const ids: unknown = JSON.parse(storage.get(imagesKey) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeImageIDs(storage: KeyValueStore, ids: readonly string[]): boolean {
  return storage.set(imagesKey, JSON.stringify(ids));
}
