import { useEffect, useState } from 'react';
import { fetchSharedDesign, SharedDesignError } from '../../shared/api/sharedDesignApi.ts';
import type { SharedDesignAnswer } from '../../shared/sharedDesign.ts';

export type SharedDesignState =
  | { kind: 'loading' }
  | { kind: 'loaded'; shared: SharedDesignAnswer }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/** Loads the design shared under `id`: missing when the id is unknown or has expired. */
export function useSharedDesign(id: string): SharedDesignState {
  const [state, setState] = useState<SharedDesignState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchSharedDesign(id)
      .then((shared) => {
        if (current) setState({ kind: 'loaded', shared });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof SharedDesignError && error.notFound) setState({ kind: 'missing' });
        else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
