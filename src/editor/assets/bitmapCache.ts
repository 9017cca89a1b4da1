/**
 * Display proxies: each stored image decoded straight to the size it is drawn at (its longest
 * side in device pixels, rounded up to a whole pixel), so the canvas never scales a bigger bitmap down
 * every frame and never keeps full-size photos in memory. Proxies are leased: a bitmap is
 * closed when its last user lets it go.
 */

import type { StoredImage } from './imageStore.ts';
import { decodeStoredAtMost } from './decodeStored.ts';

type ImageSource = (imageID: string) => Promise<StoredImage | null>;

interface Entry {
  bitmap: Promise<ImageBitmap | null>;
  users: number;
}

export interface ProxyLease {
  bitmap: Promise<ImageBitmap | null>;
  /** Lets the bitmap go; the last release closes it. Safe to call twice. */
  release(): void;
}

let imageSource: ImageSource = () => Promise.resolve(null);
const entries = new Map<string, Entry>();

/** Where image bytes come from (the image store); set once when the editor starts. */
export function setImageSource(source: ImageSource): void {
  imageSource = source;
}

/**
 * The proxy size for a wanted longest side (device px): rounded up to a whole pixel, at least
 * 16. Not to a coarser step: every extra pixel is drawn again on every frame of a drag (8 px
 * steps made the 50-sticker bench scene 1.05× its on-screen pixels; whole pixels, 1.01×).
 */
export function proxyBucket(wantedLongSidePx: number): number {
  return Math.max(16, Math.ceil(wantedLongSidePx));
}

/** The stored image (blob and pixel size), or null when it is missing. */
export function storedImage(imageID: string): Promise<StoredImage | null> {
  return imageSource(imageID);
}

/**
 * Decodes an image with its longest side at most `longSide` px (never upscaled), uncached:
 * the export draws each sticker at its print size and frees it at once.
 */
export async function decodeAtMost(imageID: string, longSide: number): Promise<ImageBitmap | null> {
  const stored = await imageSource(imageID);
  return stored ? decodeStoredAtMost(stored, longSide) : null;
}

const keyOf = (imageID: string, longSide: number) => `${imageID}@${longSide}`;

/** A lease on the image's proxy for a wanted longest side (device px), decoded once per size. */
export function leaseProxy(imageID: string, wantedLongSidePx: number): ProxyLease {
  const longSide = proxyBucket(wantedLongSidePx);
  const key = keyOf(imageID, longSide);
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = {
      users: 0,
      bitmap: decodeAtMost(imageID, longSide).catch((error: unknown) => {
        console.warn('Could not decode image', imageID, error);
        if (entries.get(key) === created) entries.delete(key);
        return null;
      }),
    };
    entries.set(key, created);
    entry = created;
  }
  const leased = entry;
  leased.users += 1;
  let released = false;
  return {
    bitmap: leased.bitmap,
    release() {
      if (released) return;
      released = true;
      leased.users -= 1;
      if (leased.users > 0) return;
      if (entries.get(key) === leased) entries.delete(key);
      void leased.bitmap.then((bitmap) => bitmap?.close());
    },
  };
}

/**
 * Makes the next lease of an image decode its bytes again (the background image was replaced);
 * bitmaps still on screen stay until their users let them go.
 */
export function forgetImage(imageID: string): void {
  for (const key of [...entries.keys()]) {
    if (key.slice(0, key.lastIndexOf('@')) === imageID) entries.delete(key);
  }
}
