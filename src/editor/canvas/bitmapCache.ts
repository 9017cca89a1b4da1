/**
 * Display proxies: each stored image decoded straight to the size it is drawn at (a power-of-two
 * bucket of its longest side in device pixels), so the canvas never scales a full-resolution
 * photo down every frame and never keeps 50 full-size bitmaps in memory.
 */

import type { StoredImage } from '../assets/imageStore.ts';

type ImageSource = (imageID: string) => Promise<StoredImage | null>;

let imageSource: ImageSource = () => Promise.resolve(null);
const proxies = new Map<string, Promise<ImageBitmap | null>>();

/** Where image bytes come from (the image store); set once when the editor starts. */
export function setImageSource(source: ImageSource): void {
  imageSource = source;
}

/** The bucketed longest side for a wanted size: the next power of two, at least 32 px. */
export function proxyBucket(wantedLongSidePx: number): number {
  return 2 ** Math.max(5, Math.ceil(Math.log2(Math.max(1, wantedLongSidePx))));
}

/**
 * Decodes an image with its longest side at most `longSide` px (never upscaled), uncached:
 * the export draws each sticker at its print size and frees it at once.
 */
export async function decodeAtMost(imageID: string, longSide: number): Promise<ImageBitmap | null> {
  const stored = await imageSource(imageID);
  if (!stored) return null;
  const ratio = Math.min(1, longSide / Math.max(stored.width, stored.height));
  if (ratio === 1) return createImageBitmap(stored.blob);
  return createImageBitmap(stored.blob, {
    resizeWidth: Math.max(1, Math.round(stored.width * ratio)),
    resizeHeight: Math.max(1, Math.round(stored.height * ratio)),
    resizeQuality: 'high',
  });
}

/** A bitmap of the image at least `wantedLongSidePx` device pixels long (or its full size). */
export function loadProxy(imageID: string, wantedLongSidePx: number): Promise<ImageBitmap | null> {
  const key = `${imageID}@${proxyBucket(wantedLongSidePx)}`;
  let proxy = proxies.get(key);
  if (!proxy) {
    proxy = decodeAtMost(imageID, proxyBucket(wantedLongSidePx)).catch((error: unknown) => {
      console.warn('Could not decode image', imageID, error);
      proxies.delete(key);
      return null;
    });
    proxies.set(key, proxy);
  }
  return proxy;
}

function dropProxies(shouldDrop: (imageID: string) => boolean): void {
  for (const [key, proxy] of proxies) {
    if (!shouldDrop(key.slice(0, key.lastIndexOf('@')))) continue;
    proxies.delete(key);
    void proxy.then((bitmap) => bitmap?.close());
  }
}

/** Frees every proxy of images no longer used. */
export function releaseProxies(keepImageIDs: ReadonlySet<string>): void {
  dropProxies((imageID) => !keepImageIDs.has(imageID));
}

/** Drops every proxy of one image, e.g. when the background image is replaced. */
export function forgetImage(imageID: string): void {
  dropProxies((candidate) => candidate === imageID);
}
