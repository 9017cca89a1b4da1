import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOrigins, crossSiteMessage, isCrossSite, isNotOwnOrigin, type RequestSource } from '../../../src/server/plugins/originGuard.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { checkoutForm } from '../orders/orderFixtures.ts';
import { countOrders, testDatabaseEnv } from '../orders/dbFixtures.ts';

const post = (source: Partial<RequestSource>): RequestSource => ({
  method: 'POST',
  origin: undefined,
  fetchSite: undefined,
  host: 'shop.example',
  ...source,
});

describe('which requests are refused as sent by another site', () => {
  const byHost = allowedOrigins({ PUBLIC_URL: undefined, CORS_ORIGINS: 'https://partner.example, http://localhost:5173/' });
  const byPublicUrl = allowedOrigins({ PUBLIC_URL: 'https://Shop.Example/store/', CORS_ORIGINS: undefined });

  it('lets every safe method through, whatever its origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSite(post({ method, origin: 'https://evil.example', fetchSite: 'cross-site' }), byHost)).toBe(false);
    }
  });

  it('takes POST, PUT, PATCH and DELETE from the store itself or a CORS_ORIGINS entry only', () => {
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) {
      expect(isCrossSite(post({ method, origin: 'https://evil.example' }), byHost)).toBe(true);
      expect(isCrossSite(post({ method, origin: 'https://shop.example' }), byHost)).toBe(false);
    }
    expect(isCrossSite(post({ origin: 'https://partner.example' }), byHost)).toBe(false);
    expect(isCrossSite(post({ origin: 'http://localhost:5173' }), byHost)).toBe(false);
    // Another port or a sibling subdomain is another origin, even where it is the same site.
    expect(isCrossSite(post({ origin: 'https://shop.example:8443' }), byHost)).toBe(true);
    expect(isCrossSite(post({ origin: 'https://blog.shop.example' }), byHost)).toBe(true);
    expect(isCrossSite(post({ origin: 'null' }), byHost)).toBe(true);
    expect(isCrossSite(post({ origin: 'not a url' }), byHost)).toBe(true);
  });

  it('reads a Host that names the default port as the origin without it', () => {
    expect(isCrossSite(post({ origin: 'https://shop.example', host: 'shop.example:443' }), byHost)).toBe(false);
    expect(isCrossSite(post({ origin: 'http://shop.example', host: 'shop.example:80' }), byHost)).toBe(false);
    expect(isCrossSite(post({ origin: 'https://shop.example', host: 'shop.example:80' }), byHost)).toBe(true);
  });

  it('takes changes to the owner’s desk from the store’s own origin only: no CORS_ORIGINS entry, no client without Origin', () => {
    expect(isNotOwnOrigin(post({ origin: 'https://shop.example' }), byHost)).toBe(false);
    expect(isNotOwnOrigin(post({ origin: 'https://partner.example' }), byHost)).toBe(true);
    expect(isNotOwnOrigin(post({}), byHost)).toBe(true);
    expect(isNotOwnOrigin(post({ fetchSite: 'same-origin' }), byHost)).toBe(true);
    expect(isNotOwnOrigin(post({ method: 'GET' }), byHost)).toBe(false);
  });

  it('compares with PUBLIC_URL when it is set, whatever host the request reached', () => {
    expect(isCrossSite(post({ origin: 'https://shop.example', host: 'internal:3000' }), byPublicUrl)).toBe(false);
    expect(isCrossSite(post({ origin: 'http://internal:3000', host: 'internal:3000' }), byPublicUrl)).toBe(true);
    expect(isCrossSite(post({ origin: 'http://shop.example' }), byPublicUrl)).toBe(true);
  });

  it('without Origin, refuses what Sec-Fetch-Site calls cross-site or same-site, and lets the rest through', () => {
    expect(isCrossSite(post({ fetchSite: 'cross-site' }), byHost)).toBe(true);
    expect(isCrossSite(post({ fetchSite: 'same-site' }), byHost)).toBe(true);
    expect(isCrossSite(post({ fetchSite: 'same-origin' }), byHost)).toBe(false);
    expect(isCrossSite(post({ fetchSite: 'none' }), byHost)).toBe(false);
    // curl, another server, a webhook: no browser page sent it.
    expect(isCrossSite(post({}), byHost)).toBe(false);
  });
});

describe('the Origin rule on the store (no PUBLIC_URL)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterAll(() => test.close());

  const checkout = async (headers: Record<string, string>) =>
    test.app.inject({ method: 'POST', url: '/api/create_checkout_session', headers: { host: 'shop.example', ...headers }, payload: await checkoutForm() });

  it('refuses a checkout posted by another site with 403, creates no order and sets no cookie', async () => {
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://shop.example:8080', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forged) {
      const refused = await checkout(headers);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toBe(crossSiteMessage);
      expect(refused.cookies).toEqual([]);
    }
    expect(await countOrders(test.app.orders.db)).toBe(0);
  });

  it('takes the store’s own pages’ checkouts, and those of clients that are no browser page', async () => {
    expect((await checkout({ origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await checkout({})).statusCode).toBe(200);
    expect(await countOrders(test.app.orders.db)).toBe(2);
  });

  it('keeps the Origin of its own pages’ form posts: the referrer policy is same-origin, not no-referrer', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});
