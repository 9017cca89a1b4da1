import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { FontLoadError, isFontLoaded, loadFont } from '../assets/fontLoader.ts';
import { itemSize } from '../model/geometry.ts';
import type { TextItem } from '../model/types.ts';
import { noticeShown } from '../state/editorSlice.ts';
import { renderTextBitmap } from './draw/drawText.ts';

/**
 * The on-screen bitmap of a text item (null for none): drawn once its font is loaded, never in
 * a fallback font, and again only when the text, its style, its size or the zoom change, so a
 * gesture draws it like a picture. While a newly needed font file loads, the last bitmap stays.
 * A font that cannot be loaded is named in a notice.
 */
export function useTextBitmap(item: TextItem | null, pixelsPerUnit: number): HTMLCanvasElement | null {
  const dispatch = useAppDispatch();
  const family = item?.fontFamily ?? '';
  const text = item?.text ?? '';
  const [loaded, setLoaded] = useState<string | null>(null);
  const wanted = `${family}|${text}`;
  const ready = item !== null && (loaded === wanted || isFontLoaded(family, text));

  useEffect(() => {
    if (!family || isFontLoaded(family, text)) return;
    let active = true;
    loadFont(family, text).then(
      () => active && setLoaded(`${family}|${text}`),
      (error: unknown) => {
        if (active && error instanceof FontLoadError) dispatch(noticeShown(error.message));
      },
    );
    return () => {
      active = false;
    };
  }, [family, text, dispatch]);

  const { width, height } = item ? itemSize(item) : { width: 0, height: 0 };
  const { fill, align, stroke, curve } = item ?? {};
  const drawn = useMemo(
    () => (ready ? renderTextBitmap(item, pixelsPerUnit) : null),
    // Keyed on what the drawing shows, not on the item: a move or an opacity does not draw it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, family, text, fill, align, stroke, curve, width, height, pixelsPerUnit],
  );
  // The last bitmap drawn, kept on screen while a newly needed font file loads.
  const [shown, setShown] = useState<HTMLCanvasElement | null>(null);
  if (drawn && drawn !== shown) setShown(drawn);
  if (!item) return null;
  return drawn ?? shown;
}
