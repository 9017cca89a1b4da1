import { useEffect, useState } from 'react';
import { leaseThumbnail, proxyBucket } from '../assets/bitmapCache.ts';

/** The thumbnail URL of an image at a longest side (device px); null until it is made. */
function useThumbnail(imageID: string, wantedLongSidePx: number): string | null {
  const longSide = proxyBucket(wantedLongSidePx);
  const [shown, setShown] = useState<{ imageID: string; longSide: number; url: string | null } | null>(null);
  useEffect(() => {
    const lease = leaseThumbnail(imageID, longSide);
    let active = true;
    void lease.value.then((url) => {
      if (active) setShown({ imageID, longSide, url });
    });
    return () => {
      active = false;
      lease.release();
    };
  }, [imageID, longSide]);
  return shown?.imageID === imageID && shown.longSide === longSide ? shown.url : null;
}

/** A tray picture at the size the tray shows it (an <img>: see leaseThumbnail for why not a canvas). */
export function TrayThumb({ imageID, width, height }: { imageID: string; width: number; height: number }) {
  const url = useThumbnail(imageID, Math.max(width, height) * window.devicePixelRatio);
  return url ? (
    <img src={url} alt="" width={width} height={height} draggable={false} />
  ) : (
    <span className="sticker-tray__pending" style={{ width, height }} />
  );
}
