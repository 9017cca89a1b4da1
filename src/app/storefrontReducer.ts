import { combineSlices } from '@reduxjs/toolkit';
import { settingsReducer } from '../editor/state/settingsSlice.ts';
import type { AppSlices } from './store.ts';

/**
 * The store's reducer as the landing page loads it: the settings alone (the page reads the
 * stored phone model). The other slices, the editor's with its history among them and most of
 * the store's code, are injected into it by store.ts, which only the router's chunk and tests
 * import: `/` loads none of their code (DESIGN §10, at most 90 KB of JavaScript).
 */
export const storefrontReducer = combineSlices({ settings: settingsReducer }).withLazyLoadedSlices<AppSlices>();
