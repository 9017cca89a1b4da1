import { useEffect } from 'react';
import { ActionCreators } from 'redux-undo';
import { useAppDispatch, useAppStore } from '../../app/hooks.ts';
import type { AppDispatch } from '../../app/store.ts';
import { unitsPerMm } from '../../shared/catalog/templateGeometry.ts';
import { cropCancelled, itemSelected, modalOpened } from '../state/editorSlice.ts';
import { copySelected, duplicateSelected, pasteCopied } from '../state/selectionCommands.ts';
import { deleteSelected, nudgeSelected } from '../state/stickerCommands.ts';
import { fieldSteps, shortcutFor, type ShortcutID } from './editorShortcuts.ts';

const arrowDirections: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest('input, textarea, select, [contenteditable="true"]'));
}

function nudge(dispatch: AppDispatch, key: string, mm: number): void {
  const [x, y] = arrowDirections[key] ?? [0, 0];
  dispatch(nudgeSelected({ dx: x * mm * unitsPerMm, dy: y * mm * unitsPerMm }));
}

/**
 * What each shortcut of editorShortcuts does; false when it had nothing to do and the browser
 * keeps the key (copy and paste, so copying a page's words still works).
 */
const commands: Record<ShortcutID, (dispatch: AppDispatch, event: KeyboardEvent) => boolean | void> = {
  undo: (dispatch) => {
    dispatch(ActionCreators.undo());
  },
  redo: (dispatch) => {
    dispatch(ActionCreators.redo());
  },
  duplicate: (dispatch) => dispatch(duplicateSelected()),
  copy: (dispatch) => dispatch(copySelected()),
  paste: (dispatch) => dispatch(pasteCopied()),
  delete: (dispatch) => dispatch(deleteSelected()),
  deselect: (dispatch) => {
    dispatch(itemSelected(null));
  },
  nudge: (dispatch, event) => nudge(dispatch, event.key, fieldSteps.millimetres.step),
  nudgeFar: (dispatch, event) => nudge(dispatch, event.key, fieldSteps.millimetres.shiftStep),
  shortcuts: (dispatch) => {
    dispatch(modalOpened({ modal: { kind: 'shortcuts' } }));
  },
};
/**
 * The editor's keys, as editorShortcuts lists them: undo/redo, delete, deselect, arrow nudges of
 * the selection, duplicate, copy and paste, and the shortcuts list. None while typing in a field;
 * in crop mode only Escape (Cancel) acts.
 */
export function useEditorKeyboard(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      if (store.getState().editor.cropping !== null) {
        // Crop mode takes no other command: Escape cancels it, the rest waits for Done or Cancel.
        if (shortcut.id === 'deselect') {
          dispatch(cropCancelled());
          event.preventDefault();
        }
        return;
      }
      if (commands[shortcut.id](dispatch, event) === false) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store]);
}
