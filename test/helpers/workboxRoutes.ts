import { offlineCacheRules, serverOnlyPaths, workboxUrlPattern } from '../../src/shared/offlineCaches.ts';

/** Whether the built service worker would handle a GET of `url` (an absolute URL). */
export type RouteMatch = (url: string) => boolean;

/**
 * Workbox's own route matchers, built as vite.config.ts has Workbox build them, for a service
 * worker at `origin`: whether a GET is kept by a runtime cache, and whether a navigation is
 * answered with the store's page. Workbox reads the worker's `location` (and its development
 * logger `self`), so this gives Node both.
 */
export async function workboxRoutes(origin: string): Promise<{ runtimeCached: RouteMatch; answeredWithPage: RouteMatch }> {
  Object.assign(globalThis, { self: globalThis, location: new URL(origin) });
  const { RegExpRoute } = await import('workbox-routing/RegExpRoute.js');
  const { NavigationRoute } = await import('workbox-routing/NavigationRoute.js');
  const handler = () => Promise.resolve(new Response());
  const context = (url: string) => {
    const parsed = new URL(url);
    return { url: parsed, sameOrigin: parsed.origin === origin, request: { url, mode: 'navigate', method: 'GET' }, event: new Event('fetch') };
  };
  const routes = offlineCacheRules.map((rule) => new RegExpRoute(workboxUrlPattern(rule), handler));
  const pages = new NavigationRoute(handler, { denylist: serverOnlyPaths });
  return {
    runtimeCached: (url) => routes.some((route) => Boolean(route.match(context(url) as never))),
    answeredWithPage: (url) => Boolean(pages.match(context(url) as never)),
  };
}
