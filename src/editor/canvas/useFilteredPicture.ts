import { useEffect, useMemo, useRef, useState } from 'react';
import { filterKey, isPlainFilter, type PictureFilter } from '../model/pictureFilter.ts';
import type { PictureItem, Rect, Size } from '../model/types.ts';
import { closeFiltered, filterPicture, livePicture, type ShownPicture } from './filterPicture.ts';
import { latestOnly, type LatestOnly } from './latestOnly.ts';

/** A display bitmap and what it was made from. */
interface Made {
  shown: ShownPicture;
  key: string;
  proxy: ImageBitmap;
  crop: Rect | undefined;
}

/**
 * A picture's display bitmap with its look and sliders baked in (issue 33), so a gesture draws
 * it as one bitmap like any other picture. It is made from the display proxy in the filter worker
 * once, and again only when the look, a slider, the crop or the proxy change; while a new one is
 * made the last stays on screen, and until the first is ready the picture shows nothing rather
 * than its unfiltered colours. While `isLive` (the picture is in the open Adjust sheet) each
 * change is filtered on the page in the render it causes, so a slider's step shows in the next
 * frame; the last of those stays once the sheet closes. A picture without a look (or no picture:
 * null) is its proxy as it is. Null until there is something to show.
 */
export function useFilteredPicture(
  item: (PictureFilter & Pick<PictureItem, 'crop'>) | null,
  proxy: ImageBitmap | null,
  picture: Size | undefined,
  isLive = false,
): ShownPicture | null {
  const filter: PictureFilter = { look: item?.look, adjust: item?.adjust };
  const key = filterKey(filter);
  const isPlain = isPlainFilter(filter);
  // A crop is measured in the stored picture's px: without its size, the whole proxy shows.
  const crop = picture ? item?.crop : undefined;
  const width = picture?.width ?? proxy?.width;
  const height = picture?.height ?? proxy?.height;
  const size = useMemo(() => (width && height ? { width, height } : null), [width, height]);
  const source = isPlain ? null : proxy;

  const [made, setMade] = useState<Made | null>(null);
  const jobs = useRef<LatestOnly<Made> | null>(null);
  useEffect(() => {
    const running = latestOnly<Made>(setMade, (result) => closeFiltered(result.shown.image));
    jobs.current = running;
    return () => running.stop();
  }, []);

  const isCurrent = made?.key === key && made.proxy === source && made.crop === crop;
  useEffect(() => {
    if (!source || !size || isLive || isCurrent) return;
    const wanted = { look: filter.look, adjust: filter.adjust };
    jobs.current?.request(async () => ({ shown: await filterPicture(source, size, crop, wanted), key, proxy: source, crop }));
    // The filter is read through its key: an equal look and sliders need no new bitmap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, size, crop, key, isLive, isCurrent]);

  const live = useMemo(() => (isLive && source && size ? livePicture(source, size, crop) : null), [isLive, source, size, crop]);
  // The filter is read through its key.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const liveShown = useMemo(() => live?.filter(filter) ?? null, [live, key]);
  // Kept as made (so it stays once the sheet closes), adjusting this render's state as React allows.
  if (liveShown && source && made?.shown !== liveShown) setMade({ shown: liveShown, key, proxy: source, crop });

  // A bitmap made in the worker is freed once its successor shows (or the sticker goes).
  useEffect(() => (made ? () => closeFiltered(made.shown.image) : undefined), [made]);

  return useMemo(() => {
    if (isPlain) return proxy && size ? { image: proxy, picture: size, crop } : null;
    return liveShown ?? made?.shown ?? null;
  }, [isPlain, proxy, size, crop, liveShown, made]);
}
