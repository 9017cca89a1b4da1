import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the status bar's height as the CSS variable --app-status-height, which moves the
 * pages (and the editor, which fills the window) down under it instead of hiding their top.
 * The height comes from a ResizeObserver, which runs after the browser's own layout and before
 * its paint: reading offsetHeight here would force a layout of the whole page in the middle of
 * its first render, and the empty bar (0 px) needs no variable at all.
 */
export function useStatusBarHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    if (!bar) return;
    let published = 0;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry?.borderBoxSize[0]?.blockSize ?? 0);
      if (height === published) return;
      published = height;
      if (height) root.style.setProperty('--app-status-height', `${height}px`);
      else root.style.removeProperty('--app-status-height');
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-status-height');
    };
  }, [ref]);
}
