import { useCallback, useEffect, useState } from 'react';
import { AdminRequestError } from './adminClient.ts';
import { useSignedOut } from './adminSessionContext.ts';

export type AdminData<T> =
  | { kind: 'loading' }
  | { kind: 'loaded'; data: T }
  | { kind: 'error'; status: number; message: string };

/**
 * Loads what a page shows and loads it again when `key` changes or `reload` is called. A 401
 * means the session ended (expired, or signed out elsewhere): the desk shows the sign-in form.
 */
export function useAdminData<T>(key: string, load: () => Promise<T>): { state: AdminData<T>; reload: () => void; replace: (data: T) => void } {
  const signedOut = useSignedOut();
  const [current, setCurrent] = useState<{ key: string; state: AdminData<T> }>();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => {
        if (!cancelled) setCurrent({ key, state: { kind: 'loaded', data } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const status = error instanceof AdminRequestError ? error.status : 0;
        if (status === 401) signedOut();
        setCurrent({ key, state: { kind: 'error', status, message: (error as Error).message } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is a new function each render; `key` says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation, signedOut]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((data: T) => setCurrent({ key, state: { kind: 'loaded', data } }), [key]);
  return { state: current?.key === key ? current.state : { kind: 'loading' }, reload, replace };
}
