import { createKeyValueStore } from '../editor/state/keyValueStore.ts';
import { loadSettings, saveChangedSettings } from '../editor/state/settingsPersistence.ts';
import { makeStore, type AppStore } from './store.ts';

declare global {
  interface Window {
    /** The store, for QA and e2e tests (getState, dispatch, subscribe). */
    __caseStore?: AppStore;
  }
}

/** Builds the store from localStorage and keeps the persisted settings written on every change. */
export function createBrowserStore(): AppStore {
  const storage = createKeyValueStore(
    () => window.localStorage,
    (key, error) => console.warn(`Could not save ${key}; it is kept for this visit only.`, error),
  );
  const store = makeStore({ settings: loadSettings(storage) });
  let previous = store.getState().settings;
  store.subscribe(() => {
    const next = store.getState().settings;
    if (next !== previous) saveChangedSettings(storage, previous, next);
    previous = next;
  });
  window.__caseStore = store;
  return store;
}
