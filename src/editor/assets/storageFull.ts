/** The browser refused to keep something for lack of room (a quota error from IndexedDB). */
export class StorageFullError extends Error {
  constructor() {
    super('The browser storage is full.');
    this.name = 'StorageFullError';
  }
}

/** What takes the room: the shopper's designs and photos, and the browser's figures when it gives them. */
export interface StorageUse {
  designs: number;
  photos: number;
  /** Bytes this site uses and may use (navigator.storage.estimate); absent where the browser does not say. */
  usedBytes?: number;
  quotaBytes?: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The browser's figures are named only when they show the site near its quota: a browser may
 * refuse a write while its estimate reports ample room (Chromium's estimate ignores a quota set
 * through DevTools), and "0.8 MB of the 10738 MB" would read as nonsense beside "full".
 */
const nearlyFull = 0.8;

function megabytes(bytes: number): string {
  const mb = bytes / 1e6;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * The storage-full message (issue 50): what was not kept, what takes the room, and what to do,
 * e.g. "Your 12 designs and 48 photos use 480 MB of the 500 MB this browser allows."
 */
export function storageFullMessage(notKept: string, use: StorageUse): string {
  const what = `Your ${plural(use.designs, 'design')} and ${plural(use.photos, 'photo')}`;
  const room =
    use.usedBytes !== undefined && use.quotaBytes !== undefined && use.usedBytes >= nearlyFull * use.quotaBytes
      ? `${what} use ${megabytes(use.usedBytes)} of the ${megabytes(use.quotaBytes)} this browser allows.`
      : `${what} fill the room this browser allows.`;
  return `Your browser’s storage is full: ${notKept} ${room} Delete a design or photos you no longer need to make room; everything already kept is safe.`;
}

/** The browser's own figures for this site's storage, where it gives them. */
export async function estimateStorage(): Promise<Pick<StorageUse, 'usedBytes' | 'quotaBytes'>> {
  try {
    const estimate = await navigator.storage.estimate();
    return estimate.usage !== undefined && estimate.quota !== undefined ? { usedBytes: estimate.usage, quotaBytes: estimate.quota } : {};
  } catch {
    return {};
  }
}
