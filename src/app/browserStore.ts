import { configureStore } from '@reduxjs/toolkit';
import { browserStorage } from './browserStorage.ts';
import { loadSettings } from '../editor/state/settingsPersistence.ts';
import type { AppStore } from './store.ts';
import { storefrontReducer } from './storefrontReducer.ts';

declare global {
  interface Window {
    /** The store, for QA and e2e tests (getState, dispatch, subscribe). */
    __caseStore?: AppStore;
  }
}

/** An action no reducer handles: it gives slices injected since the last action their initial state. */
const slicesInjected = { type: 'app/slicesInjected' };

/**
 * Builds the store with the shopper's settings from localStorage (the designs live in the design
 * store, read when the editor opens). It starts with the storefront's reducer (the settings alone, all the landing page reads), so
 * `/` loads none of the other slices' code; the router's chunk loads store.ts, which injects
 * them, before any other page renders (`withAllSlices`).
 */
export function createBrowserStore(): { store: AppStore; withAllSlices: () => void } {
  const made = configureStore({
    reducer: storefrontReducer,
    preloadedState: { settings: loadSettings(browserStorage) },
    devTools: { name: 'Case Collage' },
  });
  // Typed with every slice, as the app's pages use it: the landing page reads only the settings,
  // and every other page renders after withAllSlices.
  const store = made as unknown as AppStore;
  window.__caseStore = store;
  return { store, withAllSlices: () => store.dispatch(slicesInjected) };
}
