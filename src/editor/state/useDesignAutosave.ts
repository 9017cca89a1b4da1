import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import { whenIdle } from '../../shared/whenIdle.ts';
import { autosaveQuietMs, journalOpenDesign, saveOpenDesign } from './designAutosave.ts';

/**
 * Saves the open design to the design store once it has stayed unchanged for a moment (SPEC §4
 * saved every 5 s; a change is now kept within half a second), and at once when the page is
 * hidden or closed or the editor is left, so a reload or a closed tab loses nothing: what
 * IndexedDB may not finish before the page goes is also written to localStorage at once
 * (journalOpenDesign).
 */
export function useDesignAutosave(): void {
  const store = useAppStore();
  useEffect(() => {
    const save = () => void saveOpenDesign(() => store.getState(), store.dispatch);
    let timer = 0;
    let cancelIdle = () => {};
    let canvas = store.getState().canvas;
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().canvas;
      if (next === canvas) return;
      canvas = next;
      window.clearTimeout(timer);
      cancelIdle();
      // After a quiet moment, and then when the page is idle: never in the way of the next gesture.
      timer = window.setTimeout(() => (cancelIdle = whenIdle(save)), autosaveQuietMs);
    });
    const keepNow = () => {
      journalOpenDesign(() => store.getState());
      save();
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
      cancelIdle();
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      save();
    };
  }, [store]);
}
