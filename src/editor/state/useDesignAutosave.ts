import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks.ts';
import { autosaveIntervalMs } from '../model/constants.ts';
import { browserStorage } from '../../app/browserStorage.ts';
import { designKey, serializeDesign } from './designPersistence.ts';
import { selectItems } from './selectors.ts';

/**
 * Rewrites the saved canvas items every 5 s when they changed (SPEC §4), and at once when the
 * page is hidden or closed or the editor is left, so a reload or a closed tab loses nothing.
 */
export function useDesignAutosave(): void {
  const store = useAppStore();
  useEffect(() => {
    let saved = selectItems(store.getState());
    const save = () => {
      const items = selectItems(store.getState());
      if (items === saved) return;
      browserStorage.set(designKey, serializeDesign(items));
      saved = items;
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const timer = window.setInterval(save, autosaveIntervalMs);
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      save();
    };
  }, [store]);
}
