import type { Page } from '@playwright/test';

/** The open design as the design store kept it (IndexedDB 'case-collage', store 'design-histories'). */
export interface SavedDesignState {
  designID: string;
  present: { items: { itemID: string }[]; phoneModel: string | null; backdrop: Record<string, unknown> };
  past: unknown[];
  future: unknown[];
}

/**
 * The history the design store holds for the design the editor opens (the summary's current one),
 * read straight from IndexedDB as a reload would find it; null before it is saved.
 */
export function savedDesign(page: Page): Promise<SavedDesignState | null> {
  return page.evaluate(async () => {
    const summary = JSON.parse(localStorage.getItem('designSummary') ?? 'null') as { current?: { id?: string } } | null;
    const designID = summary?.current?.id;
    if (!designID) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('case-collage');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    try {
      if (!db.objectStoreNames.contains('design-histories')) return null;
      const history = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('design-histories').objectStore('design-histories').get(designID);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
      return history ? { designID, ...(history as Omit<SavedDesignState, 'designID'>) } : null;
    } finally {
      db.close();
    }
  });
}
