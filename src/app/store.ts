import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { settingsReducer, type SettingsState } from '../editor/state/settingsSlice.ts';

export const rootReducer = combineReducers({
  settings: settingsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: { name: 'Case Collage' },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { SettingsState };
