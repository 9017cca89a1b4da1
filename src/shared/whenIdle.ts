/** The longest an idle wait lasts on a page that is never idle. */
const idleTimeoutMs = 1000;

/**
 * Calls `callback` once the page has an idle moment (after its pending frames and tasks), or after
 * a second at most; returns the cancel. Safari has no requestIdleCallback: a short timer stands in.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 50);
  return () => clearTimeout(timer);
}
