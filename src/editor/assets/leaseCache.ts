/**
 * Values shared by key and kept while someone uses them: the first lease of a key loads the
 * value, later ones share it, and the last release disposes of it.
 */

export interface Lease<T> {
  value: Promise<T | null>;
  /** Lets the value go; the last release disposes of it. Safe to call twice. */
  release(): void;
}

export interface LeaseCache<T> {
  /** A lease on the value under `key`, loaded with `load` when nobody holds it yet. */
  lease(key: string, load: () => Promise<T | null>): Lease<T>;
  /** Makes the next lease of every key `matches` accepts load afresh; values in use stay until released. */
  forget(matches: (key: string) => boolean): void;
}

interface Entry<T> {
  value: Promise<T | null>;
  users: number;
}

/** A load that fails is logged with `failure` and leased as null; the next lease tries again. */
export function createLeaseCache<T>(dispose: (value: T) => void, failure: string): LeaseCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    lease(key, load) {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry<T> = {
          users: 0,
          value: load().catch((error: unknown) => {
            console.warn(failure, key, error);
            if (entries.get(key) === created) entries.delete(key);
            return null;
          }),
        };
        entries.set(key, created);
        entry = created;
      }
      const leased = entry;
      leased.users += 1;
      let released = false;
      return {
        value: leased.value,
        release() {
          if (released) return;
          released = true;
          leased.users -= 1;
          if (leased.users > 0) return;
          if (entries.get(key) === leased) entries.delete(key);
          void leased.value.then((value) => {
            if (value !== null) dispose(value);
          });
        },
      };
    },
    forget(matches) {
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
  };
}
