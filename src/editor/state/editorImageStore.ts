import { createImageStore } from '../assets/imageStore.ts';

type Listener = () => void;
const memoryFallbackListeners = new Set<Listener>();

/** The editor's one image store (IndexedDB 'image-cache', memory when the browser refuses). */
export const imageStore = createImageStore({
  onMemoryFallback: () => {
    for (const listener of memoryFallbackListeners) listener();
  },
});

export function onImageStoreMemoryFallback(listener: Listener): () => void {
  memoryFallbackListeners.add(listener);
  return () => memoryFallbackListeners.delete(listener);
}
