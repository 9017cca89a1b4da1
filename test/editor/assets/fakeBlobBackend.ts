import type { BlobBackend } from '../../../src/editor/assets/imageStore.ts';

/** A Map behind localforage's method names, with counters and switches that make calls fail. */
export function fakeBlobBackend() {
  const data = new Map<string, unknown>();
  const calls = { ready: 0, setItem: 0 };
  /** How many calls fail, and with which DOMException a failing setItem rejects. */
  const failures = { ready: 0, setItem: 0, setItemError: 'QuotaExceededError' };
  const backend: BlobBackend = {
    ready: async () => {
      calls.ready += 1;
      if (failures.ready > 0) {
        failures.ready -= 1;
        throw new Error('No available storage method found.');
      }
    },
    getItem: (async (key: string) => data.get(key) ?? null) as BlobBackend['getItem'],
    setItem: (async (key: string, value: unknown) => {
      calls.setItem += 1;
      if (failures.setItem > 0) {
        failures.setItem -= 1;
        throw new DOMException('The write failed.', failures.setItemError);
      }
      data.set(key, value);
      return value;
    }) as BlobBackend['setItem'],
    removeItem: async (key: string) => {
      data.delete(key);
    },
    keys: async () => [...data.keys()],
  };
  return { backend, data, calls, failures };
}
