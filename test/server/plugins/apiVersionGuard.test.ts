import { afterEach, describe, expect, it } from 'vitest';
import { apiVersion, apiVersionHeader, outdatedPageMessage, outdatedPageStatus } from '../../../src/shared/api/apiVersion.ts';
import { isOutdatedPage } from '../../../src/server/plugins/apiVersionGuard.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { checkoutForm } from '../orders/orderFixtures.ts';

describe('isOutdatedPage', () => {
  it('refuses another version, and only when one is named', () => {
    expect(isOutdatedPage(String(apiVersion))).toBe(false);
    expect(isOutdatedPage(undefined)).toBe(false);
    expect(isOutdatedPage(String(apiVersion - 1))).toBe(true);
    expect(isOutdatedPage(String(apiVersion + 1))).toBe(true);
    expect(isOutdatedPage('')).toBe(true);
    expect(isOutdatedPage([String(apiVersion), String(apiVersion)])).toBe(true);
  });
});

describe('the API version rule', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  const checkout = async (version?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: await checkoutForm(),
      ...(version !== undefined && { headers: { [apiVersionHeader]: version } }),
    });

  it('refuses a page of another API version with 412 and the reload message, before a turn is spent or a cookie set', async () => {
    test = await buildTestApp({ CHECKOUT_ADDRESS_LIMIT: '1/600' });
    const refused = await checkout(String(apiVersion - 1));
    expect(refused.statusCode).toBe(outdatedPageStatus);
    expect(errorOf(refused)).toBe(outdatedPageMessage);
    expect(refused.cookies).toEqual([]);
    // The one checkout the limit allows is still there.
    expect((await checkout(String(apiVersion))).statusCode).toBe(200);
    expect((await checkout(String(apiVersion))).statusCode).toBe(429);
  });

  it('serves pages of its own version and clients that name none', async () => {
    test = await buildTestApp();
    for (const headers of [{ [apiVersionHeader]: String(apiVersion) }, {}]) {
      expect((await test.app.inject({ url: '/api/catalog', headers })).statusCode).toBe(200);
    }
    expect((await checkout()).statusCode).toBe(200);
    const outdated = await test.app.inject({ url: '/api/catalog', headers: { [apiVersionHeader]: 'old' } });
    expect(outdated.statusCode).toBe(outdatedPageStatus);
  });

  it('leaves pages and files alone', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ url: '/files/nothing.png', headers: { [apiVersionHeader]: '0' } });
    expect(response.statusCode).toBe(404);
  });
});
