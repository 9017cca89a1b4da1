/**
 * Which stored mockup files answer a design already rendered (by the preview cache key): in this
 * process, or in Redis for every store process.
 */
export interface MockupIndex {
  get(key: string): Promise<string[] | undefined>;
  set(key: string, names: string[]): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The in-process index: the latest `size` renders. */
export function createMemoryMockupIndex(size = 500): MockupIndex {
  const entries = new Map<string, string[]>();
  return {
    get: async (key) => entries.get(key),
    async set(key, names) {
      entries.set(key, names);
      const oldest = entries.keys().next().value;
      if (entries.size > size && oldest !== undefined) entries.delete(oldest);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
