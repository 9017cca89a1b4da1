import type { AppDispatch, RootState } from '../../app/store.ts';
import { StorageFullError } from '../assets/storageFull.ts';
import type { CanvasHistory } from './designHistory.ts';
import { noteOpened } from './designKeeper.ts';
import { designStore } from './editorDesignStore.ts';
import { showStorageFull } from './storageFullNotice.ts';

/** How long the design stays unchanged before it is saved: a burst of slider moves is saved once. */
export const autosaveQuietMs = 400;

let saved: CanvasHistory | null = null;
let saving: Promise<void> = Promise.resolve();

/** The history the design store holds now (an opened design's own): no save until it changes. */
export function markSaved(history: CanvasHistory): void {
  saved = history;
}

/**
 * Saves the open design's document and undo history to the design store when they changed since
 * the last save; saves run one after another. A full storage says so in words (the change stays
 * in the editor and is saved with the next one that fits).
 */
export function saveOpenDesign(getState: () => RootState, dispatch: AppDispatch): Promise<void> {
  saving = saving.then(async () => {
    const state = getState();
    const history = state.canvas;
    const designID = state.shelf.currentDesignID;
    if (!designID || history === saved) return;
    try {
      const card = await designStore.save(designID, history);
      saved = history;
      if (card) noteOpened(designID, card);
    } catch (error) {
      if (error instanceof StorageFullError) await dispatch(showStorageFull('your latest change could not be saved.'));
      else console.warn('The design could not be saved.', error);
    }
  });
  return saving;
}
