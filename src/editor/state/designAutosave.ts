import { browserStorage } from '../../app/browserStorage.ts';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { cappedHistory } from '../assets/designStore.ts';
import { StorageFullError } from '../assets/storageFull.ts';
import type { CanvasHistory } from './designHistory.ts';
import { journalKey, noteOpened } from './designKeeper.ts';
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
 * When the page is hidden or goes: the open design's history, if it changed since the last save,
 * written at once to localStorage (replayJournal keeps it in the design store at the next start).
 * Removed by the next save that completes.
 */
export function journalOpenDesign(getState: () => RootState): void {
  const state = getState();
  const designID = state.shelf.currentDesignID;
  if (!designID || state.canvas === saved) return;
  const { past, present, future } = cappedHistory(state.canvas);
  browserStorage.set(journalKey, JSON.stringify({ designID, history: { past, present, future } }));
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
      browserStorage.remove(journalKey);
      if (card) noteOpened(designID, card);
    } catch (error) {
      if (error instanceof StorageFullError) await dispatch(showStorageFull('your latest change could not be saved.'));
      else console.warn('The design could not be saved.', error);
    }
  });
  return saving;
}
