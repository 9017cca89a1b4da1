import { useCallback, useEffect, useState } from 'react';
import type { AdminSession } from '../shared/adminApi.ts';
import { adminApi, AdminRequestError } from './adminClient.ts';

export type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-in'; session: AdminSession }
  | { kind: 'signed-out'; notice?: string }
  /** The store has no admin area (no ADMIN_PASSWORD_HASH): the page does not exist. */
  | { kind: 'absent' }
  | { kind: 'unreachable'; message: string };

/** The owner's session: asked of the server once, then changed by signing in and out. */
export function useAdminSession() {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });

  useEffect(() => {
    let cancelled = false;
    adminApi.session().then(
      (session) => !cancelled && setState({ kind: 'signed-in', session }),
      (error: unknown) => {
        if (cancelled) return;
        const status = error instanceof AdminRequestError ? error.status : 0;
        if (status === 401) setState({ kind: 'signed-out' });
        else if (status === 404) setState({ kind: 'absent' });
        else setState({ kind: 'unreachable', message: (error as Error).message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const signedIn = useCallback((session: AdminSession) => setState({ kind: 'signed-in', session }), []);
  const signedOut = useCallback((notice?: string) => setState({ kind: 'signed-out', ...(notice && { notice }) }), []);
  return { state, signedIn, signedOut };
}
