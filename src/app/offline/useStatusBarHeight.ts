import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the status bar's height as the CSS variable --app-status-height, which moves the
 * pages (and the editor, which fills the window) down under it instead of hiding their top.
 */
export function useStatusBarHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    if (!bar) return;
    const publish = () => root.style.setProperty('--app-status-height', `${bar.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-status-height');
    };
  }, [ref]);
}
