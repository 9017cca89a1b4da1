import localforage from 'localforage';

/** A photo kept until it can be converted, with the facts a File carries besides its bytes. */
interface StoredWaitingPhoto {
  bytes: Blob;
  name: string;
  type: string;
}

export interface WaitingPhotoStore {
  put(waitID: string, file: File): Promise<void>;
  remove(waitIDs: Iterable<string>): Promise<void>;
  /** Every kept photo by its waitID, oldest first as far as the browser keeps order. */
  all(): Promise<Map<string, File>>;
}

function isStoredWaitingPhoto(value: unknown): value is StoredWaitingPhoto {
  const record = value as Partial<StoredWaitingPhoto> | null;
  return record?.bytes instanceof Blob && typeof record.name === 'string' && typeof record.type === 'string';
}

/**
 * The photos waiting for a connection, in IndexedDB (store 'waiting-photos'), so a reload while
 * offline loses none. Where the browser keeps nothing (some private modes) they wait in memory
 * only, for the rest of the visit.
 */
export function createWaitingPhotoStore(
  backend: Pick<LocalForage, 'getItem' | 'setItem' | 'removeItem' | 'iterate'> = localforage.createInstance({
    name: 'case-collage',
    storeName: 'waiting-photos',
    driver: localforage.INDEXEDDB,
  }),
): WaitingPhotoStore {
  return {
    async put(waitID, file) {
      const stored: StoredWaitingPhoto = { bytes: file, name: file.name, type: file.type };
      await backend.setItem(waitID, stored).catch(() => undefined);
    },
    async remove(waitIDs) {
      await Promise.all([...waitIDs].map((waitID) => backend.removeItem(waitID).catch(() => undefined)));
    },
    async all() {
      const photos = new Map<string, File>();
      await backend
        .iterate((value, waitID) => {
          if (isStoredWaitingPhoto(value)) photos.set(waitID, new File([value.bytes], value.name, { type: value.type }));
        })
        .catch(() => undefined);
      return photos;
    },
  };
}
