import { finishes, type CaseFinish } from '../../shared/catalog/finishes.ts';
import type { KeyValueStore } from '../../app/keyValueStore.ts';
import { randomUuid } from '../model/randomUuid.ts';
import {
  clampGhostSetting,
  defaultSettings,
  type GhostSetting,
  type SettingsState,
} from './settingsSlice.ts';

/** The settings kept in localStorage, under these exact keys (SPEC §3), plus our ghost seed. */
export const persistedSettingKeys = [
  'phoneModel',
  'caseFinish',
  'showBackgroundImage',
  'backgroundColor',
  'ghostsEnabled',
  'ghostSize',
  'ghostFreq',
  'ghostOpacity',
  'ghostSeed',
  'uuid',
] as const satisfies readonly (keyof SettingsState)[];
type PersistedKey = (typeof persistedSettingKeys)[number];

const hexColor = /^#[0-9a-f]{6}$/i;

function parseBoolean(raw: string): boolean | undefined {
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

function parseGhost(setting: GhostSetting, raw: string): number | undefined {
  const value = Number(raw);
  return Number.isFinite(value) ? clampGhostSetting(setting, value) : undefined;
}

const parsers: { [K in PersistedKey]: (raw: string) => SettingsState[K] | undefined } = {
  phoneModel: (raw) => raw || undefined,
  caseFinish: (raw) => (finishes.includes(raw as CaseFinish) ? (raw as CaseFinish) : undefined),
  showBackgroundImage: parseBoolean,
  backgroundColor: (raw) => (hexColor.test(raw) ? raw : undefined),
  ghostsEnabled: parseBoolean,
  ghostSize: (raw) => parseGhost('ghostSize', raw),
  ghostFreq: (raw) => parseGhost('ghostFreq', raw),
  ghostOpacity: (raw) => parseGhost('ghostOpacity', raw),
  ghostSeed: (raw) => {
    const value = Number(raw);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  },
  uuid: (raw) => raw || undefined,
};

export function newGhostSeed(): number {
  return 1 + Math.floor(Math.random() * 2 ** 31);
}

/**
 * Reads the stored settings over the defaults. A value that does not parse keeps its default;
 * a missing uuid or ghost seed is generated and stored at once. A stored model marks the
 * first-use tutorial tip as shown.
 */
export function loadSettings(store: KeyValueStore): SettingsState {
  const settings: SettingsState = { ...defaultSettings };
  for (const key of persistedSettingKeys) {
    const raw = store.get(key);
    const value = raw === null ? undefined : parsers[key](raw);
    if (value !== undefined) (settings as Record<PersistedKey, unknown>)[key] = value;
  }
  if (store.get('uuid') === null || !settings.uuid) {
    settings.uuid = randomUuid();
    store.set('uuid', settings.uuid);
  }
  if (store.get('ghostSeed') === null) {
    settings.ghostSeed = newGhostSeed();
    store.set('ghostSeed', String(settings.ghostSeed));
  }
  settings.tutorialToolTipShown = settings.phoneModel !== null;
  return settings;
}

/** Keys written whenever another changes: choosing a model stores its finish too (SPEC §2). */
const writtenWith: Partial<Record<PersistedKey, PersistedKey>> = { phoneModel: 'caseFinish' };

/** Writes the persisted settings that differ between two states (and those written with them). */
export function saveChangedSettings(
  store: KeyValueStore,
  previous: SettingsState,
  next: SettingsState,
): void {
  const changed = new Set(persistedSettingKeys.filter((key) => previous[key] !== next[key]));
  for (const key of [...changed]) {
    const companion = writtenWith[key];
    if (companion) changed.add(companion);
  }
  for (const key of changed) {
    const value = next[key];
    if (value === null) store.remove(key);
    else store.set(key, String(value));
  }
}
