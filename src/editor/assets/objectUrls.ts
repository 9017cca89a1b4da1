/**
 * Loaded images for the canvas and the tray, shared by every sticker that shows the same imageID
 * and freed when the last one lets go (STYLE 'Model' 3): object URLs are revoked, bitmaps closed.
 */
import type { ImageStore, StoredImage } from './imageStore.ts';

export interface ImageHandle<T> {
  /** The loaded image, or null when the store has no such image (or it could not be decoded). */
  readonly image: Promise<T | null>;
  /** Gives this reference back; the last one frees the image. Calling it again does nothing. */
  release(): void;
}

export interface ImageCache<T> {
  /** Call `release()` on the handle when done, e.g. in the cleanup of the effect that acquired it. */
  acquire(imageID: string): ImageHandle<T>;
}

/** What the stored record says about the image, beside the loaded picture. */
type ImageFacts = Pick<StoredImage, 'name' | 'width' | 'height'>;

export interface ImageUrl extends ImageFacts {
  url: string;
}

export interface LoadedBitmap extends ImageFacts {
  bitmap: ImageBitmap;
}

/** Decodes a stored image; a failure is logged under `label` and answers null. */
export async function decodeStoredImage(stored: StoredImage, label: string): Promise<LoadedBitmap | null> {
  const { blob, ...facts } = stored;
  try {
    return { ...facts, bitmap: await createImageBitmap(blob) };
  } catch (error) {
    console.error(`${label} could not be decoded`, error);
    return null;
  }
}

function createRefCountedCache<T>(load: (id: string) => Promise<T | null>, dispose: (value: T) => void): ImageCache<T> {
  const entries = new Map<string, { count: number; value: Promise<T | null> }>();
  return {
    acquire(id) {
      let entry = entries.get(id);
      if (!entry) {
        entry = { count: 0, value: load(id) };
        entries.set(id, entry);
      }
      const held = entry;
      held.count += 1;
      let isReleased = false;
      return {
        image: held.value,
        release() {
          if (isReleased) return;
          isReleased = true;
          held.count -= 1;
          if (held.count > 0) return;
          entries.delete(id);
          void held.value.then((value) => {
            if (value !== null) dispose(value);
          });
        },
      };
    },
  };
}

/** Object URLs of stored images, e.g. for use-image or an <img> on a tray button. */
export function createObjectUrlCache(store: ImageStore): ImageCache<ImageUrl> {
  return createRefCountedCache(
    async (id) => {
      const stored = await store.get(id);
      if (!stored) return null;
      const { blob, ...facts } = stored;
      return { ...facts, url: URL.createObjectURL(blob) };
    },
    (image) => URL.revokeObjectURL(image.url),
  );
}

/** Decoded bitmaps of stored images, which Konva draws without an <img> element. */
export function createBitmapCache(store: ImageStore): ImageCache<LoadedBitmap> {
  return createRefCountedCache(
    async (id) => {
      const stored = await store.get(id);
      return stored && decodeStoredImage(stored, `Stored image ${id}`);
    },
    (image) => image.bitmap.close(),
  );
}
