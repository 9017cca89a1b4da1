/**
 * Registers the service worker once the page has loaded and is idle, from a chunk of its own, so
 * it never delays the first paint nor weighs on the page's own code.
 * Only the production build has a service worker.
 */
export function scheduleServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses service workers (some private modes, a policy) keeps the store working online.
    const start = () =>
      void import('./registerServiceWorker.ts')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
