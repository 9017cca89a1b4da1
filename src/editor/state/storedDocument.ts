import { finishes, type CaseFinish } from '../../shared/catalog/finishes.ts';
import type { StoredHistory } from '../assets/designStore.ts';
import type { CollagePlan } from '../model/collageArrangement.ts';
import { clampGhostSetting, defaultBackdrop, type Backdrop, type DesignDocument } from '../model/designDocument.ts';
import { renumber } from '../model/layerOrder.ts';
import type { SavedHistory } from './designHistory.ts';
import { designVersion, parseSavedItem } from './designMigration.ts';

/**
 * A design's history as the design store gave it back, checked as every saved design is (STYLE
 * rule 4): a record that cannot be read is left out with a warning, a setting that cannot be read
 * keeps its default, and a document that is no document drops its history.
 */

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;
const isColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

function readBackdrop(raw: unknown): Backdrop {
  const record = isRecord(raw) ? raw : {};
  const defaults = defaultBackdrop(typeof record.ghostSeed === 'number' && Number.isSafeInteger(record.ghostSeed) ? record.ghostSeed : 1);
  const ghost = (setting: 'ghostFreq' | 'ghostSize' | 'ghostOpacity') => {
    const value = record[setting];
    return typeof value === 'number' && Number.isFinite(value) ? clampGhostSetting(setting, value) : defaults[setting];
  };
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return {
    ...defaults,
    backgroundColor: isColour(record.backgroundColor) ? record.backgroundColor : defaults.backgroundColor,
    showBackgroundImage: flag(record.showBackgroundImage, defaults.showBackgroundImage),
    backgroundImageID: typeof record.backgroundImageID === 'string' ? record.backgroundImageID : null,
    ghostsEnabled: flag(record.ghostsEnabled, defaults.ghostsEnabled),
    ghostFreq: ghost('ghostFreq'),
    ghostSize: ghost('ghostSize'),
    ghostOpacity: ghost('ghostOpacity'),
  };
}

function readCollage(raw: unknown): CollagePlan | null {
  if (!isRecord(raw)) return null;
  const { layoutID, spacing, corners, cellItemIDs } = raw;
  const ids = Array.isArray(cellItemIDs) ? cellItemIDs.filter((id): id is string => typeof id === 'string') : null;
  if (typeof layoutID !== 'string' || typeof spacing !== 'number' || typeof corners !== 'number' || !ids) return null;
  return { layoutID, spacing, corners, cellItemIDs: ids };
}

/** One stored document as the current shape, or null when it is none. */
export function readStoredDocument(raw: unknown): DesignDocument | null {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return null;
  const items = raw.items.flatMap((record: unknown) => {
    const itemID = isRecord(record) && typeof record.itemID === 'string' ? record.itemID : null;
    const item = itemID ? parseSavedItem(itemID, record, designVersion) : null;
    if (!item) console.warn('Skipping an unreadable saved item', itemID);
    return item ? [item] : [];
  });
  const { phoneModel, caseFinish } = raw;
  return {
    items: renumber(items),
    phoneModel: typeof phoneModel === 'string' && phoneModel ? phoneModel : null,
    caseFinish: finishes.includes(caseFinish as CaseFinish) ? (caseFinish as CaseFinish) : 'Matte',
    backdrop: readBackdrop(raw.backdrop),
    collage: readCollage(raw.collage),
  };
}

/** The stored history, or null when its present document cannot be read; past and future states that cannot are dropped. */
export function readStoredHistory(raw: StoredHistory | null): SavedHistory | null {
  const present = raw ? readStoredDocument(raw.present) : null;
  if (!raw || !present) return null;
  const states = (list: unknown) => (Array.isArray(list) ? list.map(readStoredDocument).filter((state) => state !== null) : []);
  return { past: states(raw.past), present, future: states(raw.future) };
}
