import { useEffect, useState } from 'react';
import { centreSquare } from '../model/cropRegion.ts';
import { filterKey } from '../model/pictureFilter.ts';
import { looks, type LookName } from '../model/pictureLooks.ts';
import type { PictureItem, Size } from '../model/types.ts';
import { closeFiltered, filterPicture, type ShownPicture } from '../canvas/filterPicture.ts';
import { useProxy } from '../canvas/useProxy.ts';

/** After a slider moves, the previews wait this long (ms) for it to rest before they are made again. */
const settleMs = 250;

type Previews = ReadonlyMap<LookName, ShownPicture>;

function closeAll(previews: Previews): void {
  for (const preview of previews.values()) closeFiltered(preview.image);
}

/**
 * The look previews of a picture: the middle square of what it shows (its crop), `sidePx` device
 * px a side, with each look over its own sliders, filtered by the same function as the canvas
 * and the print (canvas/filterPicture). Made again when its sliders rest after a change.
 */
export function useLookPreviews(picture: PictureItem, size: Size | undefined, sidePx: number): Previews {
  const square = centreSquare(size ?? { width: 1, height: 1 }, size ? picture.crop : undefined);
  // The proxy is decoded large enough for the square to have sidePx pixels.
  const longSide = size ? (sidePx * Math.max(size.width, size.height)) / square.width : sidePx;
  const proxy = useProxy(picture.imageID, Math.min(longSide, 2048));
  const [previews, setPreviews] = useState<Previews>(new Map());
  const sliders = filterKey({ adjust: picture.adjust });
  const { x, y, width } = square;

  useEffect(() => {
    if (!proxy || !size) return;
    let active = true;
    const adjust = picture.adjust;
    const make = async () => {
      const made = new Map<LookName, ShownPicture>();
      const square = { x, y, width, height: width };
      for (const look of looks) made.set(look.name, await filterPicture(proxy, size, square, { look: look.name, adjust }));
      return made;
    };
    const timer = setTimeout(() => {
      void make().then((made) => {
        if (active) setPreviews(made);
        else closeAll(made);
      });
    }, previews.size ? settleMs : 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // Made again for another picture, crop or sliders only; `previews` only says whether some show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [proxy, size, sliders, x, y, width]);

  useEffect(() => () => closeAll(previews), [previews]);
  return previews;
}
