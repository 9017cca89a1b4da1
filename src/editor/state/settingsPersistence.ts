import type { KeyValueStore } from '../../app/keyValueStore.ts';
import { readDesignSummary } from '../../shared/designSummary.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { defaultSettings, type SettingsState } from './settingsSlice.ts';

/**
 * The shopper's settings at start-up: the visitor's uuid (localStorage `uuid`, SPEC §3; made and
 * stored at once when missing), and the first-use tip marked shown once a design has a model.
 */
export function loadSettings(store: KeyValueStore): SettingsState {
  let uuid = store.get('uuid');
  if (!uuid) {
    uuid = randomUuid();
    store.set('uuid', uuid);
  }
  return { ...defaultSettings, uuid, tutorialToolTipShown: readDesignSummary(store).current?.phoneModel != null };
}
