/**
 * Display proxies: each stored image decoded straight to the size it is drawn at (its longest
 * side in device pixels, rounded up to a whole pixel), so the canvas never scales a bigger bitmap down
 * every frame and never keeps full-size photos in memory; and the tray's thumbnails made from
 * them. Both are leased: a bitmap is closed, a thumbnail's URL revoked, when its last user lets it go.
 */

import { decodeSourceFor } from '../model/imagePreviews.ts';
import type { StoredImage } from './imageStore.ts';
import { decodeStoredAtMost } from './decodeStored.ts';
import { createLeaseCache, type Lease } from './leaseCache.ts';
import { createPriorityQueue } from './priorityQueue.ts';
import { createSettleTogether } from './settleTogether.ts';
import { encodeBitmap } from './resampleImage.ts';

/** `shownAt`: the long side (px) the caller shows it at, so a picture still being stored can answer with a preview. */
type ImageSource = (imageID: string, shownAt?: number) => Promise<StoredImage | null>;

let imageSource: ImageSource = () => Promise.resolve(null);

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

/**
 * A display proxy: decoded from the smallest stored preview that is large enough (imagePreviews.ts).
 * The tray's (`early`) may be a picture still being stored's early preview; the canvas's wait
 * for the stored previews, which are what the print shows, made smaller.
 */
async function decodeProxy(imageID: string, longSide: number, early: boolean): Promise<ImageBitmap | null> {
  const stored = await imageSource(imageID, early ? longSide : undefined);
  return stored ? decodeStoredAtMost(decodeSourceFor(stored, longSide), longSide) : null;
}

const keyOf = (imageID: string, longSide: number) => `${imageID}@${longSide}`;
const imageOf = (key: string) => key.slice(0, key.lastIndexOf('@'));

/**
 * Who waits for a decode: the ghosts' cache, the case's stickers and background, the tray's
 * thumbnails. On a reload the stage is revealed once every sticker shows (useFirstReveal): the
 * ghosts' 50 small decodes first (about 0.1 s of the stickers' time) make the design whole at
 * the reveal, where they came about 0.3 s after it behind the stickers' (editor bench). The
 * thumbnails come last rather than share the decoders with both.
 */
export type DecodePriority = 'canvas' | 'ghosts' | 'tray';
/**
 * Decodes run on the browser's own threads. Most are of small previews and spend their time
 * waiting for the blob's bytes rather than decoding: with 8 at once, a reload's 50 stickers
 * trickled in over 0.6 s while the decoders idled (issue 18 item 8). The tray's (each a decode
 * and a PNG encode) run two at a time: started 24 at once, they held the ghosts' decodes back.
 */
const decodes = createPriorityQueue<DecodePriority>(['ghosts', 'canvas', 'tray'], 24, { tray: 2 });

/**
 * The case's proxies are shown together rather than one frame each (settleTogether.ts); a
 * slow one holds the others back by at most this long.
 */
const canvasDecodes = createSettleTogether(150);

const proxies = createLeaseCache<ImageBitmap>((bitmap) => bitmap.close(), 'Could not decode image');
const thumbnails = createLeaseCache<string>((url) => URL.revokeObjectURL(url), 'Could not make a thumbnail of image');

/** A lease on the image's proxy for a wanted longest side (device px), decoded once per size. */
export function leaseProxy(
  imageID: string,
  wantedLongSidePx: number,
  priority: DecodePriority = 'canvas',
): Lease<ImageBitmap> {
  const longSide = proxyBucket(wantedLongSidePx);
  return proxies.lease(keyOf(imageID, longSide), () => {
    const decoded = decodes.run(priority, () => decodeProxy(imageID, longSide, priority === 'tray'));
    return priority === 'canvas' ? canvasDecodes.add(decoded) : decoded;
  });
}

/**
 * A lease on an object URL of the image's proxy as a PNG, for an <img>. The tray shows pictures
 * as images rather than one <canvas> each: the browser paints an <img> once, but sends every
 * canvas on the page to the compositor again on each frame, which cost a canvas gesture about
 * 2.5 ms per frame with 50 pictures in the tray (editor bench).
 */
export function leaseThumbnail(imageID: string, wantedLongSidePx: number): Lease<string> {
  const longSide = proxyBucket(wantedLongSidePx);
  return thumbnails.lease(keyOf(imageID, longSide), async () => {
    const proxy = leaseProxy(imageID, longSide, 'tray');
    try {
      const bitmap = await proxy.value;
      if (!bitmap) return null;
      return URL.createObjectURL(
        await decodes.run('tray', () => encodeBitmap(bitmap, bitmap.width, bitmap.height, 'image/png')),
      );
    } finally {
      proxy.release();
    }
  });
}

/**
 * Makes the next lease of an image decode its bytes again (the background image was replaced);
 * bitmaps and thumbnails still on screen stay until their users let them go.
 */
export function forgetImage(imageID: string): void {
  const matches = (key: string) => imageOf(key) === imageID;
  proxies.forget(matches);
  thumbnails.forget(matches);
}
