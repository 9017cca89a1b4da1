import type { AppThunk } from '../../app/store.ts';
import { busyChanged, modalClosed, modalOpened, type EditorState, type Modal } from './editorSlice.ts';

/*
 * The editor screen's modals and busy state, for the flows that run on that screen (preview,
 * checkout): each command dispatches its one action, so those flows use the editor through its
 * thunks and selectors only (eslint.config.js).
 */

export const showModal =
  (modal: Modal): AppThunk =>
  (dispatch) => {
    dispatch(modalOpened({ modal }));
  };

export const closeModal = (): AppThunk => (dispatch) => {
  dispatch(modalClosed());
};

export const setBusy =
  (busy: EditorState['busy']): AppThunk =>
  (dispatch) => {
    dispatch(busyChanged(busy));
  };
