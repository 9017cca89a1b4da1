import { useEffect } from 'react';
import { ActionCreators } from 'redux-undo';
import { useAppDispatch, useAppStore } from '../../app/hooks.ts';
import { cropCancelled, itemSelected } from '../state/editorSlice.ts';
import { copySelected, duplicateSelected, pasteCopied } from '../state/selectionCommands.ts';
import { deleteSelected, nudgeSelected } from '../state/stickerCommands.ts';

/** Nudge steps in template units: 1 mm, or 10 mm with Shift. */
const nudgeStep = 10;
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

/**
 * Desktop keys: undo/redo, delete, deselect, arrow nudges of the selected sticker, and duplicate,
 * copy and paste of the selection (copy and paste leave the browser's own to it when they have
 * nothing to do, so copying a page's words still works). In crop mode only Escape (Cancel) acts.
 */
export function useEditorKeyboard(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const isCropping = () => store.getState().editor.cropping !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      if (isCropping()) {
        // Crop mode takes no other command: Escape cancels it, the rest waits for Done or Cancel.
        if (event.key === 'Escape') {
          dispatch(cropCancelled());
          event.preventDefault();
        }
        return;
      }
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'z') {
        dispatch(event.shiftKey ? ActionCreators.redo() : ActionCreators.undo());
      } else if (command && key === 'y') {
        dispatch(ActionCreators.redo());
      } else if (command && key === 'd') {
        dispatch(duplicateSelected());
      } else if (command && key === 'c') {
        if (!dispatch(copySelected())) return;
      } else if (command && key === 'v') {
        if (!dispatch(pasteCopied())) return;
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        dispatch(deleteSelected());
      } else if (event.key === 'Escape') {
        dispatch(itemSelected(null));
      } else if (event.key in arrowDirections && !command) {
        const [x, y] = arrowDirections[event.key] ?? [0, 0];
        const step = event.shiftKey ? nudgeStep * 10 : nudgeStep;
        dispatch(nudgeSelected({ dx: x * step, dy: y * step }));
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store]);
}
