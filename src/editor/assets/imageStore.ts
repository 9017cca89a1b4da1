import localforage from 'localforage';
import { isQuotaError } from '../../app/keyValueStore.ts';
import { smallestPreviewAtLeast } from '../model/imagePreviews.ts';
import { StorageFullError } from './storageFull.ts';
import type { EncodedImage } from './resampleImage.ts';

/** One stored image: the downscaled picture and what the tray and canvas need without decoding it. */
export interface StoredImage {
  blob: Blob;
  /** The file name the shopper gave it (shown on the tray button "Add <name>"). */
  name: string;
  /** Size of the stored picture in image px, the longest side at most 2048. */
  width: number;
  height: number;
  /**
   * Smaller copies the display proxies decode instead (imagePreviews.ts), smallest first. Absent
   * for pictures stored before they were made, and for shared designs' pictures.
   */
  previews?: readonly EncodedImage[];
}

/** A picture being stored, as it can be shown meanwhile: its size, name and small previews. */
export type EarlyStoredImage = Omit<StoredImage, 'blob' | 'previews'> & { previews: readonly EncodedImage[] };

/**
 * What a picture being stored can be shown as at `shownAt` px (its long side): its smallest early
 * preview that large, as a picture of its own, or null when none is.
 */
function earlyAt(early: EarlyStoredImage, shownAt: number): StoredImage | null {
  const fit = smallestPreviewAtLeast(early.previews, shownAt);
  if (!fit) return null;
  const smaller = early.previews.filter((preview) => preview.width * preview.height < fit.width * fit.height);
  return { name: early.name, blob: fit.blob, width: fit.width, height: fit.height, previews: smaller };
}

/** The key of the background image (SPEC §3); every other key is a sticker's imageID. */
export const backgroundImageKey = 'backgroundImage';

/** What the store needs from a localforage instance; tests pass a fake. */
export type BlobBackend = Pick<LocalForage, 'ready' | 'getItem' | 'setItem' | 'removeItem' | 'keys'>;

export interface ImageStore {
  /** Rejects with a StorageFullError when the browser has no room for it. */
  put(id: string, image: StoredImage): Promise<void>;
  /**
   * Stores `image` once it is ready (rejects if it fails, and then nothing is stored); until then
   * `get` waits for it, unless its caller shows it small enough for one of `early`'s previews.
   */
  putLater(id: string, early: EarlyStoredImage, image: Promise<StoredImage>): Promise<void>;
  /**
   * The image, or null when it is missing (logged as a warning, SPEC §8, unless `warnIfMissing`
   * is false, e.g. for an optional background). With `shownAt`, the long side (px) the caller
   * shows it at, a picture still being stored answers at once with an early preview that large.
   */
  get(id: string, options?: { warnIfMissing?: boolean; shownAt?: number }): Promise<StoredImage | null>;
  remove(id: string): Promise<void>;
  removeMany(ids: Iterable<string>): Promise<void>;
  /** The ids of the stored stickers (the background key left out), e.g. to drop unreferenced ones. */
  keys(): Promise<string[]>;
}

export interface ImageStoreOptions {
  /** Opens the backend; by default localforage on IndexedDB, store 'image-cache'. */
  open?: () => BlobBackend;
  /**
   * Called once when the browser will not keep images (no IndexedDB, as in some private modes, or
   * a write failing twice for another reason than a full quota, which rejects with a
   * StorageFullError instead): from then on new images live in memory for the rest of the visit,
   * and the UI should say so.
   */
  onMemoryFallback?: (error: unknown) => void;
}

function openImageCache(): BlobBackend {
  // IndexedDB only: localforage's localStorage driver would turn blobs into base64 within a 5 MB quota.
  return localforage.createInstance({ name: 'case-collage', storeName: 'image-cache', driver: localforage.INDEXEDDB });
}

async function retryOnce<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch {
    return operation();
  }
}

function isStoredImage(value: unknown): value is StoredImage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredImage>;
  return (
    record.blob instanceof Blob &&
    typeof record.name === 'string' &&
    typeof record.width === 'number' &&
    typeof record.height === 'number' &&
    (record.previews === undefined || Array.isArray(record.previews))
  );
}

/** The store of stored pictures alone: IndexedDB through localforage, or memory. */
function createStoredImages(options: ImageStoreOptions): Omit<ImageStore, 'putLater'> {
  const open = options.open ?? openImageCache;
  const memory = new Map<string, StoredImage>();
  let backend: Promise<BlobBackend | null> | undefined;
  let memoryOnly = false;

  function fallBackToMemory(error: unknown): void {
    if (memoryOnly) return;
    memoryOnly = true;
    console.warn('The image cache is unavailable; images are kept in memory for this visit.', error);
    options.onMemoryFallback?.(error);
  }

  function connect(): Promise<BlobBackend | null> {
    backend ??= retryOnce(async () => {
      const instance = open();
      await instance.ready();
      return instance;
    }).catch((error: unknown) => {
      fallBackToMemory(error);
      return null;
    });
    return backend;
  }

  async function read(id: string): Promise<StoredImage | null> {
    const store = await connect();
    if (!store) return null;
    try {
      const value = await store.getItem<unknown>(id);
      return isStoredImage(value) ? value : null;
    } catch (error) {
      console.warn(`Could not read image ${id} from the image cache.`, error);
      return null;
    }
  }

  async function put(id: string, image: StoredImage): Promise<void> {
    const store = memoryOnly ? null : await connect();
    if (store) {
      try {
        await retryOnce(() => store.setItem(id, image));
        return;
      } catch (error) {
        // A full storage refuses the picture, in words (StorageFullError): in memory it would be
        // lost at the end of the visit while the shopper believes it kept.
        if (isQuotaError(error)) throw new StorageFullError();
        fallBackToMemory(error);
      }
    }
    memory.set(id, image);
  }

  async function remove(id: string): Promise<void> {
    memory.delete(id);
    const store = await connect();
    try {
      await store?.removeItem(id);
    } catch (error) {
      console.warn(`Could not remove image ${id} from the image cache.`, error);
    }
  }

  return {
    put,

    async get(id, { warnIfMissing = true } = {}) {
      const image = memory.get(id) ?? (await read(id));
      if (!image && warnIfMissing) console.warn(`Image ${id} is missing from the image cache; skipped.`);
      return image;
    },

    remove,

    async removeMany(ids) {
      await Promise.all(Array.from(ids, remove));
    },

    async keys() {
      const store = await connect();
      let stored: string[] = [];
      try {
        stored = (await store?.keys()) ?? [];
      } catch (error) {
        console.warn('Could not list the image cache.', error);
      }
      return [...new Set([...stored, ...memory.keys()])].filter((key) => key !== backgroundImageKey);
    },
  };
}

/**
 * The image blob store. Writes that fail go to memory, so the editor keeps working; images written
 * before the failure are still read from the backend. A picture being stored (putLater) is read
 * and removed once it is stored, or shown meanwhile from its early previews.
 */
export function createImageStore(options: ImageStoreOptions = {}): ImageStore {
  const stored = createStoredImages(options);
  const beingStored = new Map<string, { early: EarlyStoredImage; settled: Promise<void> }>();
  const settled = (id: string) => beingStored.get(id)?.settled ?? Promise.resolve();
  const remove = async (id: string) => {
    await settled(id);
    await stored.remove(id);
  };
  return {
    ...stored,
    putLater(id, early, image) {
      const put = image.then((ready) => stored.put(id, ready)).finally(() => beingStored.delete(id));
      beingStored.set(id, { early, settled: put.catch(() => undefined) });
      return put;
    },
    async get(id, options = {}) {
      const being = beingStored.get(id);
      const early = being && options.shownAt !== undefined ? earlyAt(being.early, options.shownAt) : null;
      if (early) return early;
      await settled(id);
      return stored.get(id, options);
    },
    remove,
    async removeMany(ids) {
      await Promise.all(Array.from(ids, remove));
    },
  };
}
