import { useEffect, useState } from 'react';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { unavailableModelKeys } from './catalogAvailability.ts';

const none: ReadonlySet<string> = new Set();

/** Asks the server which models it cannot sell yet; until it answers, or if it fails, none. */
export function useUnavailableModels(): ReadonlySet<string> {
  const [unavailable, setUnavailable] = useState(none);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch('/api/catalog', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => setUnavailable(unavailableModelKeys(body)))
      .catch(() => {
        // Offline or aborted: keep every model enabled.
      });
    return () => controller.abort();
  }, []);
  return unavailable;
}
