import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { adjustReducer } from '../editor/state/adjustSlice.ts';
import { canvasReducer } from '../editor/state/designHistory.ts';
import { collageReducer } from '../editor/state/collageSlice.ts';
import { editorReducer } from '../editor/state/editorSlice.ts';
import { libraryReducer } from '../editor/state/librarySlice.ts';
import { sectionsReducer } from '../editor/state/sectionsSlice.ts';
import { previewReducer } from '../preview/previewSlice.ts';
import { shelfReducer } from '../editor/state/shelfSlice.ts';
import { waitingPhotosReducer } from '../editor/state/waitingPhotosSlice.ts';
import { storefrontReducer } from './storefrontReducer.ts';

/** The slices the landing page's store lacks until this module injects them (storefrontReducer). */
export interface AppSlices {
  library: ReturnType<typeof libraryReducer>;
  canvas: ReturnType<typeof canvasReducer>;
  editor: ReturnType<typeof editorReducer>;
  preview: ReturnType<typeof previewReducer>;
  collage: ReturnType<typeof collageReducer>;
  waitingPhotos: ReturnType<typeof waitingPhotosReducer>;
  adjust: ReturnType<typeof adjustReducer>;
  sections: ReturnType<typeof sectionsReducer>;
  shelf: ReturnType<typeof shelfReducer>;
}

/**
 * The store's reducer with every slice. They are injected into the storefront's reducer itself,
 * so the browser's store, made with that one on the landing page, has them once this module has
 * loaded (and an action has given them their initial state: withAllSlices).
 */
export const rootReducer = storefrontReducer
  .inject({ reducerPath: 'library', reducer: libraryReducer })
  .inject({ reducerPath: 'canvas', reducer: canvasReducer })
  .inject({ reducerPath: 'editor', reducer: editorReducer })
  .inject({ reducerPath: 'preview', reducer: previewReducer })
  .inject({ reducerPath: 'collage', reducer: collageReducer })
  .inject({ reducerPath: 'waitingPhotos', reducer: waitingPhotosReducer })
  .inject({ reducerPath: 'adjust', reducer: adjustReducer })
  .inject({ reducerPath: 'sections', reducer: sectionsReducer })
  .inject({ reducerPath: 'shelf', reducer: shelfReducer });

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
/** A command that waits on the design store or on other async thunks, and dispatches what they need. */
export type AppAsyncThunk<Result = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<Result>;
