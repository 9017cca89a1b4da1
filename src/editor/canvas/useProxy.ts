import { useEffect, useState } from 'react';
import { loadProxy, proxyBucket } from './bitmapCache.ts';

/**
 * The display proxy of an image for a wanted on-screen size (device px); null for an empty
 * imageID. While a larger bucket decodes, the previous bitmap stays on screen. `revision`
 * reloads an image whose bytes changed under the same id (the background image).
 */
export function useProxy(imageID: string, wantedLongSidePx: number, revision = 0): ImageBitmap | null {
  const bucket = proxyBucket(wantedLongSidePx);
  const [loaded, setLoaded] = useState<{ imageID: string; bitmap: ImageBitmap } | null>(null);
  useEffect(() => {
    if (!imageID) return;
    let current = true;
    void loadProxy(imageID, bucket).then((bitmap) => {
      if (current && bitmap) setLoaded({ imageID, bitmap });
    });
    return () => {
      current = false;
    };
  }, [imageID, bucket, revision]);
  return loaded && loaded.imageID === imageID ? loaded.bitmap : null;
}
