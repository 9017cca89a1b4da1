import { useEffect, useMemo, useState } from 'react';
import { leaseProxy, proxyBucket, type DecodePriority } from '../assets/bitmapCache.ts';
import type { Lease } from '../assets/leaseCache.ts';

export interface ProxyRequest {
  imageID: string;
  /** Wanted longest side in device px. */
  longSidePx: number;
}

interface Shown {
  key: string;
  bitmaps: ReadonlyMap<string, ImageBitmap>;
  leases: Lease<ImageBitmap>[];
}

const noBitmaps: ReadonlyMap<string, ImageBitmap> = new Map();

/**
 * Display proxies of several images, by imageID. While new sizes decode, the previous bitmaps
 * stay on screen; they are let go only once their successors are shown (or on unmount).
 */
export function useProxies(
  requests: readonly ProxyRequest[],
  { priority = 'canvas' }: { priority?: DecodePriority } = {},
): ReadonlyMap<string, ImageBitmap> {
  const key = requests.map(({ imageID, longSidePx }) => `${imageID}@${proxyBucket(longSidePx)}`).join('|');
  const wanted = useMemo(
    () =>
      key
        ? key.split('|').map((part) => {
            const at = part.lastIndexOf('@');
            return { imageID: part.slice(0, at), longSidePx: Number(part.slice(at + 1)) };
          })
        : [],
    [key],
  );
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!wanted.length) return;
    const leases = wanted.map(({ imageID, longSidePx }) => leaseProxy(imageID, longSidePx, priority));
    let active = true;
    let adopted = false;
    void Promise.all(leases.map((lease) => lease.value)).then((loaded) => {
      if (!active) return;
      adopted = true;
      const bitmaps = new Map<string, ImageBitmap>();
      loaded.forEach((bitmap, index) => {
        const request = wanted[index];
        if (bitmap && request) bitmaps.set(request.imageID, bitmap);
      });
      setShown({ key, bitmaps, leases });
    });
    return () => {
      active = false;
      if (!adopted) for (const lease of leases) lease.release();
    };
  }, [wanted, key, priority]);

  useEffect(() => {
    if (!shown) return;
    return () => {
      for (const lease of shown.leases) lease.release();
    };
  }, [shown]);

  return shown && wanted.length ? shown.bitmaps : noBitmaps;
}

/** The display proxy of one image (null for an empty imageID); see useProxies. */
export function useProxy(imageID: string, wantedLongSidePx: number): ImageBitmap | null {
  const requests = useMemo(
    () => (imageID ? [{ imageID, longSidePx: wantedLongSidePx }] : []),
    [imageID, wantedLongSidePx],
  );
  return useProxies(requests).get(imageID) ?? null;
}
