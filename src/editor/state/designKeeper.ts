import { browserStorage } from '../../app/browserStorage.ts';
import { findModel } from '../../shared/catalog/catalog.ts';
import { readDesignSummary, writeDesignSummary } from '../../shared/designSummary.ts';
import type { DesignCard, StoredHistory } from '../assets/designStore.ts';
import type { DesignDocument } from '../model/designDocument.ts';
import { randomUuid } from '../model/randomUuid.ts';
import { designStore } from './editorDesignStore.ts';
import { imageStore } from './editorImageStore.ts';
import { StorageFullError } from '../assets/storageFull.ts';
import { legacyBackgroundKey, readLegacyDesign, removeLegacyKeys } from './legacyDesign.ts';
import { readStoredHistory } from './storedDocument.ts';

/**
 * The editor's side of the design store: the first design moved in from SPEC's single-design
 * keys, new cards, and the localStorage summary the landing page reads (shared/designSummary).
 */

/** How long a deleted design can be brought back ("Undo"); then it and the pictures only it used go. */
export const deleteUndoMs = 6000;

/** A design's name as the shelf first shows it: its phone's. */
export function designName(phoneModel: string | null): string {
  const model = findModel(phoneModel);
  return model ? `My ${model.name} case` : 'My case';
}

export function newDesignCard(document: DesignDocument, name = designName(document.phoneModel), now = Date.now()): DesignCard {
  return { id: randomUuid(), name, phoneModel: document.phoneModel, caseFinish: document.caseFinish, createdAt: now, updatedAt: now };
}

/** The summary after a change of the shelf: its count, and the design the editor opens next. */
export async function refreshSummary(currentDesignID?: string | null): Promise<void> {
  const designs = await designStore.list();
  const wanted = currentDesignID === undefined ? readDesignSummary(browserStorage).current?.id : currentDesignID;
  const current = designs.find((design) => design.id === wanted) ?? designs[0];
  writeDesignSummary(browserStorage, {
    count: designs.length,
    current: current ? { id: current.id, phoneModel: current.phoneModel, caseFinish: current.caseFinish } : null,
  });
}

/** The id of the design moved in from SPEC's keys. */
export const migratedDesignID = 'first-design';

/** The summary's current design after one was opened or saved; the count stays (writes nothing when nothing changed). */
export function noteOpened(designID: string, present: Pick<DesignDocument, 'phoneModel' | 'caseFinish'>): void {
  const summary = readDesignSummary(browserStorage);
  const current = { id: designID, phoneModel: present.phoneModel, caseFinish: present.caseFinish };
  if (JSON.stringify(summary.current) === JSON.stringify(current)) return;
  writeDesignSummary(browserStorage, { count: Math.max(summary.count, 1), current });
}

/**
 * localStorage key of the open design's history as the page left it, when IndexedDB had not
 * kept it yet: a write begun as the page goes away may never finish, localStorage's does.
 */
export const journalKey = 'unsavedDesign';

/**
 * The open design's history the last visit wrote to localStorage as it went (designAutosave
 * journalOpenDesign), kept in the design store and removed; left for the next start when the
 * browser has no room for it yet.
 */
export async function replayJournal(): Promise<void> {
  const raw = browserStorage.get(journalKey);
  if (!raw) return;
  try {
    const { designID, history } = JSON.parse(raw) as { designID?: unknown; history?: StoredHistory };
    const read = readStoredHistory(history ?? null);
    if (typeof designID === 'string' && read) await designStore.save(designID, read);
  } catch (error) {
    if (error instanceof StorageFullError) return;
    console.warn('The design the last visit left unsaved could not be read.', error);
  }
  browserStorage.remove(journalKey);
}

/** The background picture SPEC kept under one key, moved to an id of its own; null when there was none. */
async function moveLegacyBackground(): Promise<string | null> {
  const background = await imageStore.get(legacyBackgroundKey, { warnIfMissing: false });
  if (!background) return null;
  const imageID = randomUuid();
  await imageStore.put(imageID, background);
  return imageID;
}

/**
 * Once per browser: the design kept under SPEC's single-design keys becomes the first design on
 * the shelf, with its pictures, settings and tray, and the keys go. Nothing is removed before the
 * design is kept: when the browser refuses it (a full storage), this rejects and runs again on
 * the next visit.
 */
export async function migrateOnce(): Promise<void> {
  if (await designStore.isMigrated()) return;
  const legacy = readLegacyDesign(browserStorage);
  if (legacy) {
    const backgroundImageID = await moveLegacyBackground();
    const present: DesignDocument = { ...legacy.document, backdrop: { ...legacy.document.backdrop, backgroundImageID } };
    // A fixed id: a migration cut short (a full storage) and run again keeps one first design.
    const card = { ...newDesignCard(present), id: migratedDesignID };
    const history: Omit<StoredHistory, 'version'> = { past: [], present, future: [] };
    const worthKeeping = present.phoneModel || present.items.length || backgroundImageID;
    if (worthKeeping && !(await designStore.card(card.id))) await designStore.add(card, history);
    await designStore.saveTray(legacy.trayImageIDs);
    await designStore.markMigrated();
    removeLegacyKeys(browserStorage);
    if (backgroundImageID) await imageStore.remove(legacyBackgroundKey);
    await refreshSummary(card.id);
    return;
  }
  await designStore.markMigrated();
}
