/**
 * A tiny synchronous summary of the shopper's designs in localStorage, written by the design
 * store (src/editor/assets/designStore.ts and its keeper): what the landing page's "Continue
 * Your Case", the picker and the first-use tip need at once, without loading the editor's code
 * or waiting for IndexedDB (DESIGN §10: no editor code on `/`).
 */
export interface DesignSummary {
  /** How many designs the shelf holds. */
  count: number;
  /** The design the editor opens: the last one opened or changed. */
  current: { id: string; phoneModel: string | null; caseFinish: string } | null;
}

/** What the summary is read from and written to (the app's localStorage wrapper). */
interface TextStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
}

export const designSummaryKey = 'designSummary';

const empty: DesignSummary = { count: 0, current: null };

/**
 * A browser the design store has not opened yet holds its one design under SPEC §3's keys: its
 * model then stands for the first design it will become (read here, moved by the design store).
 */
function beforeTheStore(storage: TextStorage): DesignSummary {
  const phoneModel = storage.get('phoneModel');
  return phoneModel ? { count: 1, current: { id: 'first-design', phoneModel, caseFinish: storage.get('caseFinish') ?? 'Matte' } } : empty;
}

export function readDesignSummary(storage: TextStorage): DesignSummary {
  const stored = storage.get(designSummaryKey);
  if (stored === null) return beforeTheStore(storage);
  try {
    const raw = JSON.parse(stored) as Partial<DesignSummary> | null;
    const current = raw?.current;
    const isCurrent = typeof current === 'object' && current !== null && typeof current.id === 'string';
    return { count: typeof raw?.count === 'number' ? raw.count : 0, current: isCurrent ? current : null };
  } catch {
    return empty;
  }
}

export function writeDesignSummary(storage: TextStorage, summary: DesignSummary): void {
  storage.set(designSummaryKey, JSON.stringify(summary));
}
