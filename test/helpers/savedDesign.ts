import type { Page } from '@playwright/test';
import type { DesignState } from './editorPage.ts';

/** A design's history as the design store kept it (IndexedDB 'case-collage', store 'design-histories'). */
export interface SavedHistory {
  past: DesignState[];
  present: DesignState;
  future: DesignState[];
}

/** One value of the design store's IndexedDB as a reload would find it; null when there is none. */
function readStored(page: Page, storeName: string, key: string): Promise<unknown> {
  return page.evaluate(
    async ({ storeName, key }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('case-collage');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      });
      try {
        if (!db.objectStoreNames.contains(storeName)) return null;
        return await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).get(key);
          request.onsuccess = () => resolve(request.result ?? null);
          request.onerror = () => reject(request.error ?? new Error('read failed'));
        });
      } finally {
        db.close();
      }
    },
    { storeName, key },
  );
}

/** The id of the design the editor opens next (the landing page's summary). */
export async function currentDesignID(page: Page): Promise<string | null> {
  const summary = await page.evaluate(() => JSON.parse(localStorage.getItem('designSummary') ?? 'null') as { current?: { id?: string } } | null);
  return summary?.current?.id ?? null;
}

/** The history the design store holds for a design (by default the one the editor opens); null before it is saved. */
export async function savedDesign(page: Page, designID?: string): Promise<SavedHistory | null> {
  const id = designID ?? (await currentDesignID(page));
  return id ? ((await readStored(page, 'design-histories', id)) as SavedHistory | null) : null;
}

/** The tray's picture ids as the design store keeps them. */
export async function savedTray(page: Page): Promise<string[]> {
  return ((await readStored(page, 'shelf', 'tray')) as string[] | null) ?? [];
}
