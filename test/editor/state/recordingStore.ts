import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators } from 'redux-undo';
import { rootReducer, type AppThunk } from '../../../src/app/store.ts';
import { designLoaded, stickerAdded } from '../../../src/editor/state/canvasSlice.ts';
import { itemSelected } from '../../../src/editor/state/editorSlice.ts';
import { imageAdded } from '../../../src/editor/state/librarySlice.ts';
import { selectItems } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';

export const bounds = (x: number) => ({ TL_imageBounds: { x, y: 100 }, BR_imageBounds: { x: x + 300, y: 400 } });

/**
 * The real root reducer and the default middleware, plus a recorder after the thunk middleware:
 * it sees every plain action that reaches the reducers, i.e. every Redux DevTools entry. Three
 * overlapping pictures, x 0, 100 and 200, with the middle one selected and no undo history.
 */
export function recordingStore() {
  const recorded: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    recorded.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(recorder),
  });
  store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Matte' }));
  store.dispatch(imageAdded({ imageID: 'pic', name: 'pic.png', width: 800, height: 600 }));
  store.dispatch(designLoaded([]));
  store.dispatch(ActionCreators.clearHistory());
  for (const index of [0, 1, 2]) store.dispatch(stickerAdded({ imageID: 'pic', ...bounds(index * 100) }));
  const middle = selectItems(store.getState())[1]?.itemID ?? '';
  store.dispatch(itemSelected(middle));
  /** Runs one command and returns the types of the actions it dispatched. */
  const run = async (command: AppThunk<unknown>) => {
    recorded.length = 0;
    await store.dispatch(command);
    return recorded.map((action) => action.type);
  };
  return { store, run, middle };
}
