import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { canvasReducer } from '../editor/state/canvasSlice.ts';
import { collageReducer } from '../editor/state/collageSlice.ts';
import { editorReducer } from '../editor/state/editorSlice.ts';
import { libraryReducer } from '../editor/state/librarySlice.ts';
import { settingsReducer } from '../editor/state/settingsSlice.ts';
import { previewReducer } from '../preview/previewSlice.ts';

export const rootReducer = combineReducers({
  settings: settingsReducer,
  library: libraryReducer,
  canvas: canvasReducer,
  editor: editorReducer,
  preview: previewReducer,
  collage: collageReducer,
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
/** A plain thunk: a user command that reads the state and dispatches (at most) one action. */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
