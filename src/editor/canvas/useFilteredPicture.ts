import { useEffect, useMemo, useRef, useState } from 'react';
import { filterKey, isPlainFilter, type PictureFilter } from '../model/pictureFilter.ts';
import type { PictureItem, Size } from '../model/types.ts';
import { closeFiltered, filterPicture, type ShownPicture } from './filterPicture.ts';
import { latestOnly, type LatestOnly } from './latestOnly.ts';


/**
 * A picture's display bitmap with its look and sliders baked in (issue 33): made from its display
 * proxy in the filter worker once, and again only when the look, a slider, the crop or the proxy
 * change, so a gesture draws it as one bitmap like any other picture. While a new one is made the
 * last one stays on screen (a slider dragged across shows every step the worker finishes); until
 * the first is ready the picture shows nothing rather than its unfiltered colours. A picture
 * without a look (or no picture: null) is its proxy as it is. Null until there is something to show.
 */
export function useFilteredPicture(
  item: (PictureFilter & Pick<PictureItem, 'crop'>) | null,
  proxy: ImageBitmap | null,
  picture: Size | undefined,
): ShownPicture | null {
  const filter = item ?? {};
  const key = filterKey(filter);
  const isPlain = isPlainFilter(filter);
  // A crop is measured in the stored picture's px: without its size, the whole proxy shows.
  const crop = picture ? item?.crop : undefined;
  const width = picture?.width ?? proxy?.width;
  const height = picture?.height ?? proxy?.height;
  const size = useMemo(() => (width && height ? { width, height } : null), [width, height]);
  const [filtered, setFiltered] = useState<ShownPicture | null>(null);
  const jobs = useRef<LatestOnly<ShownPicture> | null>(null);

  useEffect(() => {
    const running = latestOnly<ShownPicture>(setFiltered, (result) => closeFiltered(result.image));
    jobs.current = running;
    return () => running.stop();
  }, []);

  useEffect(() => {
    if (isPlain || !proxy || !size) return;
    const wanted = { look: filter.look, adjust: filter.adjust };
    jobs.current?.request(() => filterPicture(proxy, size, crop, wanted));
    // The filter is read through its key: an equal look and sliders need no new bitmap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPlain, proxy, size, crop, key]);

  // A bitmap made here is freed once its successor shows (or the sticker goes).
  useEffect(() => (filtered ? () => closeFiltered(filtered.image) : undefined), [filtered]);

  return useMemo(() => {
    if (!isPlain) return filtered;
    return proxy && size ? { image: proxy, picture: size, crop } : null;
  }, [isPlain, filtered, proxy, size, crop]);
}
