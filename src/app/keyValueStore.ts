/**
 * localStorage behind a wrapper that never throws: private mode or a disabled storage falls back
 * to memory, and a quota error gets one retry (after dropping the old value, which some browsers
 * count twice while replacing it) before the value is kept in memory only.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  /** Returns false when the value could only be kept in memory. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

function usableStorage(candidate: () => Storage | undefined): Storage | null {
  try {
    const storage = candidate();
    if (!storage) return null;
    const probe = '__case_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function createKeyValueStore(
  candidate: () => Storage | undefined,
  onWriteFailure: (key: string, error: unknown) => void = () => {},
): KeyValueStore {
  const storage = usableStorage(candidate);
  const memory = new Map<string, string>();

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (!storage) {
        memory.set(key, value);
        return false;
      }
      try {
        storage.setItem(key, value);
        memory.delete(key);
        return true;
      } catch (error) {
        let failure = error;
        if (isQuotaError(error)) {
          try {
            storage.removeItem(key);
            storage.setItem(key, value);
            memory.delete(key);
            return true;
          } catch (retryError) {
            failure = retryError;
          }
        }
        memory.set(key, value);
        onWriteFailure(key, failure);
        return false;
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to do: the value is gone from memory and storage is unusable.
      }
    },
  };
}
