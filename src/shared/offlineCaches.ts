/**
 * What the service worker keeps besides the build it precaches (issue 35), one rule each: the
 * build step (vite.config.ts) turns these into Workbox routes, and the pages use the same
 * patterns to hand the worker what they loaded before it was in charge (warmOfflineCaches.ts).
 * No other /api answer and nothing under /admin is ever kept.
 */
export interface OfflineCacheRule {
  /** Workbox's cache name. */
  cacheName: string;
  /** Tested against the whole URL of a same-origin GET. */
  pattern: RegExp;
  /** CacheFirst for files whose name changes with their bytes; else served from the cache and refreshed behind it. */
  strategy: 'CacheFirst' | 'StaleWhileRevalidate';
  maxEntries: number;
  maxAgeDays: number;
}

export const offlineCacheRules = [
  // The woff2 files of the text fonts (loaded on demand by the editor) and of the page fonts,
  // whose hashed names change with their bytes.
  { cacheName: 'fonts', pattern: /\/assets\/[^/?]+\.woff2$/, strategy: 'CacheFirst', maxEntries: 80, maxAgeDays: 365 },
  // The emoji library's index and SVGs (public/art/<hash>/, named by their content's hash): each
  // kept once shown, so a design's emoji draw and export offline; all 1,888 are never fetched ahead.
  { cacheName: 'art', pattern: /\/art\/[0-9a-f]+\/[^/?]+\.(?:svg|json)$/, strategy: 'CacheFirst', maxEntries: 400, maxAgeDays: 365 },
  { cacheName: 'templates', pattern: /\/phone_templates\/[^/?]+\.svg$/, strategy: 'StaleWhileRevalidate', maxEntries: 100, maxAgeDays: 60 },
  { cacheName: 'catalog', pattern: /\/api\/catalog$/, strategy: 'StaleWhileRevalidate', maxEntries: 1, maxAgeDays: 60 },
  // The store's pictures (the sample case, the posters, the collage ideas); the videos are not kept.
  { cacheName: 'images', pattern: /\/media\/[^/?]+\.(?:webp|png|jpe?g|svg)$/, strategy: 'StaleWhileRevalidate', maxEntries: 30, maxAgeDays: 60 },
] as const satisfies readonly OfflineCacheRule[];

/** Whether the service worker keeps this URL in one of its runtime caches. */
export function isOfflineCached(url: string): boolean {
  return offlineCacheRules.some((rule) => rule.pattern.test(url));
}

/** Page paths the service worker never answers with the store's page: the server's own. */
export const serverOnlyPaths = [/^\/api\//, /^\/admin(?:\/|$)/, /^\/files\//, /^\/metrics$/];
