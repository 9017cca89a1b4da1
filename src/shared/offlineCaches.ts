/**
 * What the service worker keeps besides the build it precaches (issue 35), one rule each: the
 * build step (vite.config.ts) turns these into Workbox routes, and the pages use the same
 * patterns to hand the worker what they loaded before it was in charge (warmOfflineCaches.ts).
 * No other /api answer and nothing under /admin is ever kept.
 */
export interface OfflineCacheRule {
  /** Workbox's cache name. */
  cacheName: string;
  /** The whole path of a URL it keeps, from its first `/` to its end (^…$); the URL may have no query. */
  path: RegExp;
  /** CacheFirst for files whose name changes with their bytes; else served from the cache and refreshed behind it. */
  strategy: 'CacheFirst' | 'StaleWhileRevalidate';
  maxEntries: number;
  maxAgeDays: number;
}

export const offlineCacheRules = [
  // The woff2 files of the text fonts (loaded on demand by the editor) and of the page fonts,
  // whose hashed names change with their bytes.
  { cacheName: 'fonts', path: /^\/assets\/[^/]+\.woff2$/, strategy: 'CacheFirst', maxEntries: 80, maxAgeDays: 365 },
  // The emoji library's index and SVGs (public/art/<hash>/, named by their content's hash): each
  // kept once shown, so a design's emoji draw and export offline; all 1,888 are never fetched ahead.
  { cacheName: 'art', path: /^\/art\/[0-9a-f]+\/[^/]+\.(?:svg|json)$/, strategy: 'CacheFirst', maxEntries: 400, maxAgeDays: 365 },
  { cacheName: 'templates', path: /^\/phone_templates\/[^/]+\.svg$/, strategy: 'StaleWhileRevalidate', maxEntries: 100, maxAgeDays: 60 },
  { cacheName: 'catalog', path: /^\/api\/catalog$/, strategy: 'StaleWhileRevalidate', maxEntries: 1, maxAgeDays: 60 },
  // The store's pictures (the sample case, the posters, the collage ideas); the videos are not kept.
  { cacheName: 'images', path: /^\/media\/[^/]+\.(?:webp|png|jpe?g|svg)$/, strategy: 'StaleWhileRevalidate', maxEntries: 30, maxAgeDays: 60 },
] as const satisfies readonly OfflineCacheRule[];

/**
 * The pattern Workbox tests against a request's whole URL (`href`, query included) for a rule:
 * the rule's path, starting right after the origin and running to the end. A pattern Workbox
 * is given alone matched anywhere in the URL, so `/api/orders/x?f=/art/0/a.svg` was kept by the
 * art rule; a match that does not start the URL never counts for another origin's URL either.
 */
export function workboxUrlPattern(rule: Pick<OfflineCacheRule, 'path'>): RegExp {
  return new RegExp(`(?<=^[a-z][a-z\\d+.-]*://[^/?#]+)${rule.path.source.replace(/^\^/, '')}`);
}

const urlPatterns = offlineCacheRules.map(workboxUrlPattern);

/** Whether the service worker keeps this same-origin URL in one of its runtime caches. */
export function isOfflineCached(url: string): boolean {
  return urlPatterns.some((pattern) => pattern.test(url));
}

/**
 * Page paths the service worker never answers with the store's page: the server's own. Workbox
 * tests them against the path and its query, so each ends where the path does.
 */
export const serverOnlyPaths = [/^\/api\//, /^\/admin(?:[/?]|$)/, /^\/files\//, /^\/metrics(?:\?|$)/];
