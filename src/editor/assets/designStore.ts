import localforage from 'localforage';
import { isQuotaError } from '../../app/keyValueStore.ts';
import type { CaseFinish } from '../../shared/catalog/finishes.ts';
import { documentImageIDs, type DesignDocument } from '../model/designDocument.ts';
import type { BlobBackend, ImageStore } from './imageStore.ts';
import { StorageFullError } from './storageFull.ts';

/**
 * Where every design and its pictures live (issue 50, DESIGN §16): IndexedDB through localforage,
 * three stores beside the pictures' 'image-cache':
 * - 'designs': each design's card (name, model, finish, times, thumbnail), what the shelf lists;
 * - 'design-histories': each design's document with its undo history (past and future capped);
 * - 'shelf': the tray (the shopper's pictures, shared by every design) and the migration's mark.
 * A picture is stored once under its imageID however many designs show it, and deleted only when
 * no design (in any state of its history) nor the tray uses it. Writes that the browser refuses
 * for lack of room reject with a StorageFullError and change nothing already kept.
 */

/** A design's card on the shelf. Times are ms since the epoch. */
export interface DesignCard {
  id: string;
  name: string;
  phoneModel: string | null;
  caseFinish: CaseFinish;
  createdAt: number;
  /** When the document last changed. */
  updatedAt: number;
  /** A small picture of the design (PNG or JPEG), once one was drawn. */
  thumbnail?: Blob;
  /** Set while a delete can still be undone; the design is gone for good after purge. */
  deletedAt?: number;
}

/** A design's history as kept: `version` lets a later shape upgrade it (STYLE rule 4). */
export interface StoredHistory {
  version: 1;
  past: DesignDocument[];
  present: DesignDocument;
  future: DesignDocument[];
}

/** Undo steps kept per design across visits, each way; the editor keeps more while it is open. */
export const savedHistoryLimit = 50;

export interface DesignStoreBackends {
  designs: BlobBackend;
  histories: BlobBackend;
  shelf: BlobBackend;
}

const trayKey = 'tray';
const migratedKey = 'migrated';

function openBackends(): DesignStoreBackends {
  const open = (storeName: string) => localforage.createInstance({ name: 'case-collage', storeName, driver: localforage.INDEXEDDB });
  return { designs: open('designs'), histories: open('design-histories'), shelf: open('shelf') };
}

/** A Map behind the same methods, where the browser keeps nothing (some private modes). */
function memoryBackend(): BlobBackend {
  const data = new Map<string, unknown>();
  return {
    ready: async () => undefined,
    getItem: (async (key: string) => data.get(key) ?? null) as BlobBackend['getItem'],
    setItem: (async (key: string, value: unknown) => {
      data.set(key, value);
      return value;
    }) as BlobBackend['setItem'],
    removeItem: async (key: string) => {
      data.delete(key);
    },
    keys: async () => [...data.keys()],
  };
}

/** The history as kept: at most savedHistoryLimit steps each way, nearest the present. */
export function cappedHistory(history: Omit<StoredHistory, 'version'>): StoredHistory {
  const { past, present, future } = history;
  return { version: 1, past: past.slice(-savedHistoryLimit), present, future: future.slice(0, savedHistoryLimit) };
}

/** Every picture a history shows in any of its states. */
export function historyImageIDs(history: Omit<StoredHistory, 'version'>): string[] {
  return [...history.past, history.present, ...history.future].flatMap(documentImageIDs);
}

/** Opens the backends once; where IndexedDB is unavailable, designs live in memory for the visit. */
function connection(open: () => DesignStoreBackends): () => Promise<DesignStoreBackends> {
  let opened: Promise<DesignStoreBackends> | undefined;
  return () =>
    (opened ??= (async () => {
      const backends = open();
      await Promise.all([backends.designs.ready(), backends.histories.ready(), backends.shelf.ready()]);
      return backends;
    })().catch((error: unknown) => {
      console.warn('IndexedDB is unavailable; designs are kept in memory for this visit.', error);
      return { designs: memoryBackend(), histories: memoryBackend(), shelf: memoryBackend() };
    }));
}

/** A write that refuses for lack of room as a StorageFullError. */
async function write(backend: BlobBackend, key: string, value: unknown): Promise<void> {
  try {
    await backend.setItem(key, value);
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError() : error;
  }
}

async function allCards(designs: BlobBackend): Promise<DesignCard[]> {
  const all = await Promise.all((await designs.keys()).map((key) => designs.getItem<DesignCard>(key)));
  return all.filter((card): card is DesignCard => card !== null);
}

/** Every picture any kept history shows, with the tray's and `keep`. */
async function usedPictures(backends: DesignStoreBackends, keep: Iterable<string>): Promise<Set<string>> {
  const tray = await backends.shelf.getItem<unknown>(trayKey);
  const used = new Set([...(Array.isArray(tray) ? (tray as string[]) : []), ...keep]);
  for (const id of await backends.histories.keys()) {
    const history = await backends.histories.getItem<StoredHistory>(id);
    if (history) for (const imageID of historyImageIDs(history)) used.add(imageID);
  }
  return used;
}

export function createDesignStore(images: ImageStore, open: () => DesignStoreBackends = openBackends) {
  const connect = connection(open);
  const store = {
    /** The designs on the shelf, last changed first (those deleted but still undoable left out). */
    async list(): Promise<DesignCard[]> {
      const cards = await allCards((await connect()).designs);
      return cards.filter((design) => design.deletedAt === undefined).sort((a, b) => b.updatedAt - a.updatedAt);
    },
    async card(id: string): Promise<DesignCard | null> {
      return (await connect()).designs.getItem<DesignCard>(id);
    },
    async history(id: string): Promise<StoredHistory | null> {
      return (await connect()).histories.getItem<StoredHistory>(id);
    },
    /** Keeps a new design (its history first, so a card never lacks one). */
    async add(design: DesignCard, history: Omit<StoredHistory, 'version'>): Promise<void> {
      const { designs, histories } = await connect();
      await write(histories, design.id, cappedHistory(history));
      await write(designs, design.id, design);
    },
    /** Saves a design's history; its card follows the document's model and finish. Null for a design no longer kept. */
    async save(id: string, history: Omit<StoredHistory, 'version'>, updatedAt = Date.now()): Promise<DesignCard | null> {
      const { designs, histories } = await connect();
      if (!(await designs.getItem(id))) return null;
      await write(histories, id, cappedHistory(history));
      const { phoneModel, caseFinish } = history.present;
      return store.updateCard(id, { phoneModel, caseFinish, updatedAt });
    },
    /** Changes a design's card (its name, thumbnail, delete mark, or what save keeps on it). */
    async updateCard(id: string, changes: Partial<Omit<DesignCard, 'id'>>): Promise<DesignCard | null> {
      const { designs } = await connect();
      const before = await designs.getItem<DesignCard>(id);
      if (!before) return null;
      const after: DesignCard = { ...before, ...changes };
      if ('deletedAt' in changes && changes.deletedAt === undefined) delete after.deletedAt;
      await write(designs, id, after);
      return after;
    },
    /** Deletes for good the designs marked deleted at or before `before`, then the pictures only they used. */
    async purge(before: number): Promise<void> {
      const { designs, histories } = await connect();
      const gone = (await allCards(designs)).filter((design) => design.deletedAt !== undefined && design.deletedAt <= before);
      if (!gone.length) return;
      for (const { id } of gone) {
        await histories.removeItem(id);
        await designs.removeItem(id);
      }
      await store.collectUnusedPictures();
    },
    async tray(): Promise<string[] | null> {
      const ids = await (await connect()).shelf.getItem<unknown>(trayKey);
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
    },
    async saveTray(imageIDs: readonly string[]): Promise<void> {
      await write((await connect()).shelf, trayKey, [...imageIDs]);
    },
    /** Whether SPEC's single-design keys were moved into the store already. */
    async isMigrated(): Promise<boolean> {
      return (await (await connect()).shelf.getItem(migratedKey)) === true;
    },
    async markMigrated(): Promise<void> {
      await write((await connect()).shelf, migratedKey, true);
    },
    /**
     * Removes the stored pictures that no design (any state of its history, deleted ones until
     * purged) nor the tray uses, nor `keep` (the open design's history, longer in the editor).
     */
    async collectUnusedPictures(keep: Iterable<string> = []): Promise<void> {
      const used = await usedPictures(await connect(), keep);
      const stored = await images.keys();
      await images.removeMany(stored.filter((imageID) => !used.has(imageID)));
    },
    /** How many designs there are, and the photos they and the tray keep, for the storage-full message. */
    async counts(): Promise<{ designs: number; photos: number }> {
      const [designs, photos] = await Promise.all([store.list(), connect().then((backends) => usedPictures(backends, []))]);
      return { designs: designs.length, photos: photos.size };
    },
  };
  return store;
}

export type DesignStore = ReturnType<typeof createDesignStore>;
