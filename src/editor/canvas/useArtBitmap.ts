import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { ArtLoadError, loadEmoji, loadedEmoji } from '../assets/artImages.ts';
import { itemSize } from '../model/geometry.ts';
import type { ArtItem } from '../model/types.ts';
import { noticeShown } from '../state/editorSlice.ts';
import { renderArtBitmap } from './draw/drawArt.ts';

/**
 * The on-screen bitmap of library art (null for none), drawn from its vector at its on-screen
 * size: a shape at once, an emoji once its SVG is loaded. Drawn again only when the art, its
 * colour, its size or the zoom change, so a gesture draws it like a picture, never rasterising
 * a vector per frame. An emoji that cannot be loaded is named in a notice.
 */
export function useArtBitmap(item: ArtItem | null, pixelsPerUnit: number): HTMLCanvasElement | null {
  const dispatch = useAppDispatch();
  const emojiID = item?.source === 'emoji' ? item.artID : '';
  const [loaded, setLoaded] = useState<string | null>(null);
  const image = emojiID ? loadedEmoji(emojiID) : null;

  useEffect(() => {
    if (!emojiID || loadedEmoji(emojiID)) return;
    let active = true;
    loadEmoji(emojiID).then(
      () => active && setLoaded(emojiID),
      (error: unknown) => {
        if (active && error instanceof ArtLoadError) dispatch(noticeShown(error.message));
      },
    );
    return () => {
      active = false;
    };
  }, [emojiID, dispatch]);

  const ready = item !== null && (item.source === 'shape' || image !== null || loaded === emojiID);
  // Keyed on what the drawing shows, not on the item: a move does not draw it again.
  const source = item?.source;
  const artID = item?.artID ?? '';
  const fill = item?.fill;
  const { width, height } = item ? itemSize(item) : { width: 0, height: 0 };
  return useMemo(() => {
    if (!ready || !source) return null;
    const box = { TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: width, y: height } };
    return renderArtBitmap({ ...box, source, artID, fill }, pixelsPerUnit, image);
  }, [ready, source, artID, fill, width, height, pixelsPerUnit, image]);
}
