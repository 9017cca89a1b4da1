import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page in a chunk of its own that can also be loaded before it is first rendered. */
export interface LazyPage {
  (): ReactElement;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a page loaded ahead (`preload`) renders at once instead of suspending.
 * React 19 holds back content revealed after a Suspense fallback for about 300 ms (its fallback
 * throttle): a cold /editor, whose code was loaded 80 ms into the visit, was shown at 360 ms,
 * and the design's restore waited as long.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Suspending = lazy(async () => ({ default: await loadOnce() }));
  const Page = () => createElement(loaded ?? Suspending);
  Page.preload = async () => {
    await loadOnce();
  };
  return Page;
}
