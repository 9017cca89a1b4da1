import type { CanvasItem } from '../model/types.ts';
import type { KeyValueStore } from '../../app/keyValueStore.ts';
import { designVersion, migrateDesign, type SavedDesign } from './designMigration.ts';

/** localStorage key of the saved canvas items, and of the stored image ids (SPEC §3). */
export const designKey = 'design';
export const imagesKey = 'images';

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
  const saved: SavedDesign = {
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
