import { beforeAll, describe, expect, it } from 'vitest';
import { isOfflineCached } from '../../src/shared/offlineCaches.ts';
import { workboxRoutes, type RouteMatch } from '../helpers/workboxRoutes.ts';

const origin = 'https://casecollage.example';

let runtimeCached: RouteMatch;
let answeredWithPage: RouteMatch;
beforeAll(async () => {
  ({ runtimeCached, answeredWithPage } = await workboxRoutes(origin));
});

describe('what the service worker keeps as it is asked for', () => {
  it('keeps the emoji files as they are shown, by their hashed folder', () => {
    for (const cached of [isOfflineCached, runtimeCached]) {
      expect(cached(`${origin}/art/2a93a4c40529/1f436.svg`)).toBe(true);
      expect(cached(`${origin}/art/2a93a4c40529/index.json`)).toBe(true);
      expect(cached(`${origin}/art/latest/1f436.svg`)).toBe(false);
    }
  });

  it('keeps fonts, templates, the catalog and the store’s pictures', () => {
    for (const cached of [isOfflineCached, runtimeCached]) {
      expect(cached(`${origin}/assets/Pacifico-Regular-1a2b3c.woff2`)).toBe(true);
      expect(cached(`${origin}/phone_templates/iphone-15.svg`)).toBe(true);
      expect(cached(`${origin}/api/catalog`)).toBe(true);
      expect(cached(`${origin}/media/sample-case.webp`)).toBe(true);
    }
  });

  it('never keeps another API answer, the owner’s desk or a video', () => {
    for (const cached of [isOfflineCached, runtimeCached]) {
      expect(cached(`${origin}/api/shared_designs/abc`)).toBe(false);
      expect(cached(`${origin}/api/catalog?fresh=1`)).toBe(false);
      expect(cached(`${origin}/admin/orders`)).toBe(false);
      expect(cached(`${origin}/media/tutorial.mp4`)).toBe(false);
    }
  });

  it('keeps nothing of another site, whatever its path', () => {
    expect(runtimeCached('https://cdn.example/art/2a93a4c40529/1f436.svg')).toBe(false);
    expect(runtimeCached('https://sentry.example/api/catalog')).toBe(false);
  });
});

describe('which navigations the service worker answers with the store’s page', () => {
  it('answers the store’s pages, with or without a query', () => {
    for (const path of ['/', '/editor', '/editor?from=/api/x', '/d/abc', '/caseconfiguration?model=15']) {
      expect(answeredWithPage(`${origin}${path}`), path).toBe(true);
    }
  });

  it('leaves the server’s own paths to the server, with or without a query', () => {
    for (const path of ['/api/orders/abc', '/admin', '/admin?x=1', '/admin/orders', '/files/a.png', '/metrics', '/metrics?x=1']) {
      expect(answeredWithPage(`${origin}${path}`), path).toBe(false);
    }
  });
});
