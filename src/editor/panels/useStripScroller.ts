import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { clampTrayScroll } from '../model/tray.ts';
import type { TrayScroller } from './useTrayGestures.ts';

/**
 * The phone's tray strip scrolls by a transform on the strip (no native scroller: its pictures
 * are dragged by a held finger), kept within the content (model/tray clampTrayScroll) also when
 * the content or the tray's width change.
 */
export function useStripScroller(stripRef: RefObject<HTMLElement | null>, contentWidth: number, viewportWidth: number): TrayScroller {
  const scroll = useRef(0);
  const widths = useRef({ contentWidth, viewportWidth });
  useLayoutEffect(() => {
    widths.current = { contentWidth, viewportWidth };
  });
  const scroller = useMemo<TrayScroller>(
    () => ({
      axis: 'x',
      offset: () => scroll.current,
      scrollTo(offset) {
        scroll.current = clampTrayScroll(offset, widths.current.contentWidth, widths.current.viewportWidth);
        if (stripRef.current) stripRef.current.style.transform = `translateX(${-scroll.current}px)`;
      },
    }),
    [stripRef],
  );
  useEffect(() => {
    scroller.scrollTo(scroll.current);
  });
  return scroller;
}
