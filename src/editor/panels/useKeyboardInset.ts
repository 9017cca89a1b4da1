import { useSyncExternalStore } from 'react';

/**
 * How much of the layout viewport's bottom the on-screen keyboard covers, in CSS px: the part
 * below the visual viewport. Phones shrink only the visual viewport for the keyboard, so a sheet
 * fixed to the bottom must be lifted by this much to sit above it.
 */
export function keyboardInset(layoutHeight: number, visual: { height: number; offsetTop: number } | null): number {
  if (!visual) return 0;
  return Math.max(0, Math.round(layoutHeight - visual.height - visual.offsetTop));
}

function subscribe(onChange: () => void): () => void {
  const visual = window.visualViewport;
  visual?.addEventListener('resize', onChange);
  visual?.addEventListener('scroll', onChange);
  return () => {
    visual?.removeEventListener('resize', onChange);
    visual?.removeEventListener('scroll', onChange);
  };
}

/** The keyboard's inset, following the visual viewport as the keyboard opens, closes or the page scrolls. */
export function useKeyboardInset(): number {
  return useSyncExternalStore(subscribe, () => keyboardInset(window.innerHeight, window.visualViewport));
}
