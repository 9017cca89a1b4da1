import { isOfflineCached } from '../../shared/offlineCaches.ts';
import { backgroundTurn } from '../../shared/backgroundWork.ts';
import { isOffline } from '../../shared/offline.ts';

/** Resolves once a service worker is in charge of this page (at once when one is). */
function whenControlled(): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.serviceWorker.controller) resolve();
    else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** The same-origin files this page has loaded so far (fonts, templates, pictures, the catalog…). */
export function loadedFileUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/`));
}

/**
 * Hands the service worker the files of its runtime caches (src/shared/offlineCaches.ts) that it
 * does not hold yet, one at a time at low priority, by asking for them through it: the files a
 * page loaded before the worker was in charge (a first visit), and the ones the editor may need
 * later (every font offered, every model's template). Files it holds already cost no request.
 * Each waits its background turn, so an import the shopper started is never slowed by it.
 */
export async function warmOfflineCaches(urls: Iterable<string>): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  await whenControlled();
  for (const url of new Set(urls)) {
    const absolute = new URL(url, window.location.origin).href;
    if (!isOfflineCached(absolute) || (await caches.match(absolute))) continue;
    await backgroundTurn();
    if (isOffline()) return;
    await fetch(absolute, { priority: 'low' }).catch(() => undefined);
  }
}
