import { createKeyValueStore } from './keyValueStore.ts';

type FailureListener = (key: string) => void;
const failureListeners = new Set<FailureListener>();

/**
 * The one localStorage wrapper of the app. When a write fails even after its retry, listeners
 * are told (the editor shows a notice) and the value lives on in memory for this visit.
 */
export const browserStorage = createKeyValueStore(
  () => (typeof window === 'undefined' ? undefined : window.localStorage),
  (key, error) => {
    console.warn(`Could not save ${key}; it is kept for this visit only.`, error);
    for (const listener of failureListeners) listener(key);
  },
);

export function onStorageFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
