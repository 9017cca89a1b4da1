import type { KeyValueStore } from '../../app/keyValueStore.ts';
import { finishes, type CaseFinish } from '../../shared/catalog/finishes.ts';
import { clampGhostSetting, emptyDocument, newGhostSeed, type Backdrop, type DesignDocument, type GhostSetting } from '../model/designDocument.ts';
import { migrateDesign } from './designMigration.ts';

/**
 * The one design a shopper had before the design store (issue 50): SPEC §3's localStorage keys,
 * exactly as the editor wrote them until then. They are read once into the first design
 * (designKeeper.ts migrateOnce) and never written again. The background picture was kept in the
 * image store under `legacyBackgroundKey`.
 */
export const legacyDesignKeys = [
  'phoneModel',
  'caseFinish',
  'showBackgroundImage',
  'backgroundColor',
  'ghostsEnabled',
  'ghostSize',
  'ghostFreq',
  'ghostOpacity',
  'ghostSeed',
  // The stored picture ids (the tray) and the saved items.
  'images',
  'design',
] as const;
export const legacyBackgroundKey = 'backgroundImage';

const hexColor = /^#[0-9a-f]{6}$/i;

function parseBoolean(raw: string | null): boolean | undefined {
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

function parseGhost(setting: GhostSetting, raw: string | null): number | undefined {
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? clampGhostSetting(setting, value) : undefined;
}

function parseSeed(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** Each stored value that parses over the defaults (a value that does not keeps its default). */
function readBackdrop(storage: KeyValueStore): Backdrop {
  const defaults = emptyDocument(null, 'Matte', parseSeed(storage.get('ghostSeed')) ?? newGhostSeed()).backdrop;
  const color = storage.get('backgroundColor');
  return {
    ...defaults,
    backgroundColor: color !== null && hexColor.test(color) ? color : defaults.backgroundColor,
    showBackgroundImage: parseBoolean(storage.get('showBackgroundImage')) ?? defaults.showBackgroundImage,
    ghostsEnabled: parseBoolean(storage.get('ghostsEnabled')) ?? defaults.ghostsEnabled,
    ghostFreq: parseGhost('ghostFreq', storage.get('ghostFreq')) ?? defaults.ghostFreq,
    ghostSize: parseGhost('ghostSize', storage.get('ghostSize')) ?? defaults.ghostSize,
    ghostOpacity: parseGhost('ghostOpacity', storage.get('ghostOpacity')) ?? defaults.ghostOpacity,
  };
}

function readImageIDs(storage: KeyValueStore): string[] {
  try {
    const ids: unknown = JSON.parse(storage.get('images') ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function readItems(storage: KeyValueStore): DesignDocument['items'] {
  const raw = storage.get('design');
  if (!raw) return [];
  try {
    return migrateDesign(JSON.parse(raw));
  } catch {
    console.warn('The saved design could not be read; its items are left out.');
    return [];
  }
}

/** The single design SPEC's keys hold, and the tray; null when the browser holds none of the keys. */
export function readLegacyDesign(storage: KeyValueStore): { document: DesignDocument; trayImageIDs: string[] } | null {
  if (legacyDesignKeys.every((key) => storage.get(key) === null)) return null;
  const finish = storage.get('caseFinish');
  return {
    document: {
      ...emptyDocument(storage.get('phoneModel') || null, finishes.includes(finish as CaseFinish) ? (finish as CaseFinish) : 'Matte'),
      items: readItems(storage),
      backdrop: readBackdrop(storage),
    },
    trayImageIDs: readImageIDs(storage),
  };
}

/** Once the first design is kept: SPEC's single-design keys go. */
export function removeLegacyKeys(storage: KeyValueStore): void {
  for (const key of legacyDesignKeys) storage.remove(key);
}
