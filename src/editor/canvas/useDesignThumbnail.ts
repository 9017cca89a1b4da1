import type Konva from 'konva';
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import { whenIdle } from '../../shared/whenIdle.ts';
import type { Size } from '../model/types.ts';
import { designStore } from '../state/editorDesignStore.ts';
import { shelfChanged } from '../state/shelfSlice.ts';
import { drawThumbnail } from './designThumbnail.ts';

/** How long the design stays unchanged before its thumbnail is drawn: never during a burst of changes. */
const thumbnailQuietMs = 2000;

/**
 * Keeps the open design's shelf thumbnail up to date: drawn once the design is shown and has
 * stayed unchanged for two seconds, at the page's next idle moment (never on a gesture's path),
 * and saved on its card.
 */
export function useDesignThumbnail(stage: Konva.Stage | null, template: Size, designShown: boolean): void {
  const store = useAppStore();
  useEffect(() => {
    if (!stage || !designShown) return;
    let drawnFor: unknown = null;
    let timer = 0;
    let cancelIdle = () => {};
    const draw = () => {
      const state = store.getState();
      const designID = state.shelf.currentDesignID;
      const design = state.canvas.present;
      if (!designID || design === drawnFor) return;
      drawnFor = design;
      void drawThumbnail(stage, template).then(async (thumbnail) => {
        if (thumbnail && (await designStore.updateCard(designID, { thumbnail }))) store.dispatch(shelfChanged());
      });
    };
    const schedule = () => {
      window.clearTimeout(timer);
      cancelIdle();
      timer = window.setTimeout(() => (cancelIdle = whenIdle(draw)), thumbnailQuietMs);
    };
    let shown = store.getState().canvas.present;
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().canvas.present;
      if (next === shown) return;
      shown = next;
      schedule();
    });
    schedule();
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [stage, template, designShown, store]);
}
