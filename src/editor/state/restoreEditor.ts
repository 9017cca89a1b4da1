import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { browserStorage, onStorageFailure } from '../../app/browserStorage.ts';
import { readDesignSummary } from '../../shared/designSummary.ts';
import { whenIdle } from '../../shared/whenIdle.ts';
import { setImageSource } from '../assets/bitmapCache.ts';
import { historyImageIDs } from '../assets/designStore.ts';
import { emptyDocument, type DesignDocument } from '../model/designDocument.ts';
import { designOpened, type SavedHistory } from './designHistory.ts';
import { markSaved } from './designAutosave.ts';
import { deleteUndoMs, migrateOnce, noteOpened, replayJournal } from './designKeeper.ts';
import { noticeShown } from './editorSlice.ts';
import { designStore } from './editorDesignStore.ts';
import { imageStore, onImageStoreMemoryFallback } from './editorImageStore.ts';
import { libraryRestored, type LibraryImage } from './librarySlice.ts';
import { readStoredHistory } from './storedDocument.ts';

export const storageFullNotice =
  'Your browser storage is full or unavailable: your design is kept only until you close this tab.';

let unsubscribeNotices: (() => void) | null = null;

function showStorageNotices(dispatch: AppDispatch): void {
  if (unsubscribeNotices) return;
  const notify = () => dispatch(noticeShown(storageFullNotice));
  const offStorage = onStorageFailure(notify);
  const offImages = onImageStoreMemoryFallback(notify);
  unsubscribeNotices = () => {
    offStorage();
    offImages();
  };
}

/** Every state of the history without the pictures that are missing (a sticker showing one is skipped, with a warning). */
function withoutMissing(history: SavedHistory, known: ReadonlySet<string>): SavedHistory {
  const clean = (document: DesignDocument): DesignDocument => {
    const items = document.items.filter((item) => item.kind !== 'picture' || known.has(item.imageID));
    const backgroundImageID = document.backdrop.backgroundImageID;
    const backdrop = backgroundImageID && !known.has(backgroundImageID) ? { ...document.backdrop, backgroundImageID: null } : document.backdrop;
    return items.length === document.items.length && backdrop === document.backdrop ? document : { ...document, items, backdrop };
  };
  const present = clean(history.present);
  if (present.items.length !== history.present.items.length) console.warn('Stickers whose pictures are missing were skipped.');
  return { past: history.past.map(clean), present, future: history.future.map(clean) };
}

/** The design to open and its history: the one asked for, else the summary's current one, else the last changed. */
async function designToOpen(designID: string | undefined): Promise<{ designID: string | null; history: SavedHistory | null }> {
  const read = async (id: string) => {
    const [card, history] = await Promise.all([designStore.card(id), designStore.history(id)]);
    return card && card.deletedAt === undefined ? readStoredHistory(history) : null;
  };
  const wanted = designID ?? readDesignSummary(browserStorage).current?.id;
  const history = wanted ? await read(wanted) : null;
  if (wanted && history) return { designID: wanted, history };
  const last = (await designStore.list())[0]?.id ?? null;
  return { designID: last, history: last ? await read(last) : null };
}

/**
 * Opens a design (once per page load, or again with `designID` or `reload`): SPEC's old keys are
 * moved into the design store first (migrateOnce); then the tray's pictures and every picture of
 * the design's history are read back, and the design opens with its own undo history (not an
 * undo step). A picture missing from the store is skipped with a warning, and so is every
 * sticker that shows it. Without any design the editor holds an empty one with no model.
 */
export const restoreEditor = createAsyncThunk<
  void,
  { designID?: string; reload?: boolean } | undefined,
  { state: RootState; dispatch: AppDispatch }
>(
  'editor/restore',
  async (arg, { dispatch, getState }) => {
    showStorageNotices(dispatch);
    await migrateOnce().catch((error: unknown) => console.warn('The saved design could not be moved yet; it stays where it was.', error));
    await replayJournal();
    const [{ designID, history: stored }, tray] = await Promise.all([designToOpen(arg?.designID), designStore.tray()]);
    const history = stored ?? { past: [], present: emptyDocument(), future: [] };
    const trayIDs = tray ?? [];
    const wanted = [...new Set([...trayIDs, ...historyImageIDs(history)])];
    const records = await Promise.all(wanted.map((imageID) => imageStore.get(imageID)));
    // The first decodes take the records just read: a second read of 50 pictures would wait
    // behind the canvas's first render on the main thread (issue 18 item 8). A picture never
    // changes under its imageID.
    const restored = new Map(records.map((record, index) => [wanted[index], record]));
    setImageSource(async (imageID, shownAt) => restored.get(imageID) ?? imageStore.get(imageID, shownAt === undefined ? {} : { shownAt }));
    const images: LibraryImage[] = [];
    records.forEach((record, index) => {
      const imageID = wanted[index];
      if (record && imageID) images.push({ imageID, name: record.name, width: record.width, height: record.height });
    });
    const known = new Set(images.map((image) => image.imageID));
    const trayImageIDs = trayIDs.filter((imageID) => known.has(imageID));
    if (trayImageIDs.length !== trayIDs.length) void designStore.saveTray(trayImageIDs);
    dispatch(libraryRestored({ images, trayImageIDs }));
    const opened = withoutMissing(history, known);
    dispatch(designOpened({ designID, history: opened }));
    markSaved(getState().canvas);
    if (designID) noteOpened(designID, opened.present);
    // Designs deleted more than a few seconds ago go for good, with the pictures only they used.
    whenIdle(() => void designStore.purge(Date.now() - deleteUndoMs).then(() => designStore.collectUnusedPictures()));
  },
  { condition: (arg, { getState }) => arg?.reload === true || arg?.designID !== undefined || !getState().library.restored },
);
