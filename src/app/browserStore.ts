import { browserStorage } from './browserStorage.ts';
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
  const store = makeStore({ settings: loadSettings(browserStorage) });
  let previous = store.getState().settings;
  store.subscribe(() => {
    const next = store.getState().settings;
    if (next === previous) return;
    const changedFrom = previous;
    // Moved on first: a failed write dispatches a notice, which runs this listener again.
    previous = next;
    saveChangedSettings(browserStorage, changedFrom, next);
  });
  window.__caseStore = store;
  return store;
}
