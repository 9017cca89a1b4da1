import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout } from '../orders/orderFixtures.ts';
import { asOwner, buildAdminApp, ownerCookies, ownerPassword, signIn, storeOrigin } from './adminFixtures.ts';

/** Every route of the admin API, as the owner's pages call them. */
const adminRoutes = (orderId: string): ['GET' | 'POST' | 'DELETE', string, object?][] => [
  ['GET', '/api/admin/session'],
  ['DELETE', '/api/admin/session'],
  ['GET', '/api/admin/orders'],
  ['GET', `/api/admin/orders/${orderId}`],
  ['POST', `/api/admin/orders/${orderId}/release`],
  ['POST', `/api/admin/orders/${orderId}/retry`],
  ['POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'Asked by the shopper' }],
  ['POST', `/api/admin/orders/${orderId}/resend-email`],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/outbox/0123456789abcdef0123456789abcdef'],
];

describe('signing in to the owner’s desk', () => {
  let test: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await test.close();
  });

  it('opens a session with the right password, in a signed HttpOnly SameSite=Strict cookie for 12 hours', async () => {
    test = await buildAdminApp();
    const response = await signIn(test.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mail: 'outbox', payments: 'test' });
    const cookie = response.cookies.find((each) => each.name === 'case_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 43_200 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}\.\S{20,}$/);
    const session = await asOwner(test.app, { case_admin: cookie?.value ?? '' })('GET', '/api/admin/session');
    expect(session.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure (and __Host-) when the store is served over https', async () => {
    test = await buildAdminApp({ PUBLIC_URL: 'https://shop.example' });
    const response = await signIn(test.app, undefined, { origin: 'https://shop.example' });
    expect(response.cookies.find((each) => each.name === '__Host-case_admin')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    test = await buildAdminApp();
    for (const password of ['wrong password', '', 'correct horse battery stapl']) {
      const response = await signIn(test.app, password);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toBe('That password is not right.');
      expect(response.cookies.map((each) => each.name)).not.toContain('case_admin');
    }
  });

  it('answers the 6th attempt within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    test = await buildAdminApp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(test.app, `guess ${attempt}`)).statusCode).toBe(401);
    }
    const sixth = await signIn(test.app);
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(errorOf(sixth)).toBe('Too many wrong passwords from your address. Try again in 15 minutes.');
    // Without TRUST_PROXY a forged X-Forwarded-For is no way round it.
    expect((await signIn(test.app, undefined, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
  });

  it('counts only wrong passwords: signing in right gives the turn back', async () => {
    test = await buildAdminApp();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(test.app, 'nope')).statusCode).toBe(401);
    expect((await signIn(test.app)).statusCode).toBe(200);
    expect((await signIn(test.app)).statusCode).toBe(200);
    expect((await signIn(test.app, 'nope')).statusCode).toBe(401);
    expect((await signIn(test.app)).statusCode).toBe(429);
    // 15 minutes after the first wrong password, its turn is free again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
    expect((await signIn(test.app)).statusCode).toBe(200);
  }, 15_000);

  it('ends the session after 12 hours', async () => {
    test = await buildAdminApp();
    const cookies = await ownerCookies(test.app);
    const owner = asOwner(test.app, cookies);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 12 * 3_600_000 - 60_000 });
    expect((await owner('GET', '/api/admin/orders')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const expired = await owner('GET', '/api/admin/orders');
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired)).toBe('Sign in to continue.');
  });

  it('refuses a forged cookie, an unsigned one, and the cookie of a signed-out session', async () => {
    test = await buildAdminApp();
    const cookies = await ownerCookies(test.app);
    const [id, signature] = (cookies.case_admin ?? '').split('.');
    const forgedId = `${id?.slice(0, -1) ?? ''}${id?.endsWith('a') ? 'b' : 'a'}`;
    for (const value of [`${forgedId}.${signature ?? ''}`, id ?? '', `${'f'.repeat(64)}.${signature ?? ''}`, 'garbage']) {
      expect((await asOwner(test.app, { case_admin: value })('GET', '/api/admin/orders')).statusCode).toBe(401);
    }
    const owner = asOwner(test.app, cookies);
    const signOut = await owner('DELETE', '/api/admin/session');
    expect(signOut.statusCode).toBe(200);
    expect(signOut.cookies.find((each) => each.name === 'case_admin')?.value).toBe('');
    // The old cookie, kept by someone, opens nothing any more.
    expect((await owner('GET', '/api/admin/orders')).statusCode).toBe(401);
  });

  it('refuses a cookie signed with another COOKIE_SECRET, and sessions of a replaced password', async () => {
    const dataEnv = { COOKIE_SECRET: 'a'.repeat(32) };
    test = await buildAdminApp(dataEnv);
    const cookies = await ownerCookies(test.app);
    const other = await buildAdminApp({ COOKIE_SECRET: 'b'.repeat(32) });
    try {
      expect((await asOwner(other.app, cookies)('GET', '/api/admin/orders')).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    expect((await asOwner(test.app, cookies)('GET', '/api/admin/orders')).statusCode).toBe(200);
    // A session opened with another ADMIN_PASSWORD_HASH (the owner has changed the password since).
    await test.app.orders.db.updateTable('admin_sessions').set({ password_fingerprint: 'of-the-old-password' }).execute();
    expect((await asOwner(test.app, cookies)('GET', '/api/admin/orders')).statusCode).toBe(401);
  });

  it('refuses a change that comes from another origin, or with no Origin at all', async () => {
    test = await buildAdminApp();
    const cookies = await ownerCookies(test.app);
    const orderId = (await createCheckout(test.app)).order_id;
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'null', undefined]) {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/cancel`,
        cookies,
        headers: origin === undefined ? {} : { origin },
        payload: { reason: 'forged' },
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatch(/did not come from the store’s own pages/);
    }
    const signInElsewhere = await signIn(test.app, undefined, { origin: 'https://evil.example' });
    expect(signInElsewhere.statusCode).toBe(403);
    const order = await asOwner(test.app, cookies)('GET', `/api/admin/orders/${orderId}`);
    expect(order.json<{ status: string }>().status).toBe('created');
  });

  it('works over a real socket: the cookie a browser gets, the owner’s list, a cross-site post refused', async () => {
    test = await buildAdminApp();
    const orderId = (await createCheckout(test.app)).order_id;
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const json = { 'content-type': 'application/json' };
    const signedIn = await fetch(`${address}/api/admin/session`, {
      method: 'POST',
      headers: { ...json, origin: address },
      body: JSON.stringify({ password: ownerPassword }),
    });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.getSetCookie().find((each) => each.startsWith('case_admin=')) ?? '';
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Max-Age=43200', 'Path=/']) expect(setCookie).toContain(attribute);
    const cookie = setCookie.split(';')[0] ?? '';
    const list = await fetch(`${address}/api/admin/orders`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { orders: { order_id: string }[] }).orders.map((order) => order.order_id)).toEqual([orderId]);
    const forged = await fetch(`${address}/api/admin/orders/${orderId}/cancel`, {
      method: 'POST',
      headers: { ...json, cookie, origin: 'https://evil.example' },
      body: JSON.stringify({ reason: 'forged' }),
    });
    expect(forged.status).toBe(403);
    const own = await fetch(`${address}/api/admin/orders/${orderId}/cancel`, {
      method: 'POST',
      headers: { ...json, cookie, origin: address },
      body: JSON.stringify({ reason: 'The shopper asked' }),
    });
    expect(own.status).toBe(200);
  });

  it('answers 401 on every admin route without a session', async () => {
    test = await buildAdminApp();
    const orderId = (await createCheckout(test.app)).order_id;
    for (const [method, url, payload] of adminRoutes(orderId)) {
      const response = await test.app.inject({ method, url, headers: { origin: storeOrigin }, ...(payload && { payload }) });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
    // Nothing was done: the order is as the checkout left it, and nobody was written down.
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
    expect(await test.app.orders.db.selectFrom('admin_audit').selectAll().execute()).toEqual([]);
  });

  it('has no admin area at all without ADMIN_PASSWORD_HASH: every route and page is 404', async () => {
    test = await buildTestApp();
    const orderId = (await createCheckout(test.app)).order_id;
    for (const [method, url, payload] of [...adminRoutes(orderId), ['POST', '/api/admin/session', { password: 'x' }] as const]) {
      const response = await test.app.inject({ method, url, headers: { origin: storeOrigin }, ...(payload && { payload }) });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
  });

  it('serves the owner’s pages only while the admin area is on', async () => {
    const client = await mkdtemp(join(tmpdir(), 'case-collage-client-'));
    await writeFile(join(client, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>');
    const pages = ['/admin', '/admin/orders/abc', '/admin/outbox'];
    try {
      test = await buildAdminApp({ CLIENT_DIR: client });
      for (const url of pages) expect([url, (await test.app.inject({ url })).statusCode]).toEqual([url, 200]);
      expect((await test.app.inject({ url: '/admin/nothing/here' })).statusCode).toBe(404);
      await test.close();
      test = await buildTestApp({ CLIENT_DIR: client });
      for (const url of pages) expect([url, (await test.app.inject({ url })).statusCode]).toEqual([url, 404]);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });

  it('reads the scrypt settings from the hash, so a hash made with others still signs in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('another long password', salt, 32, { N: 2 ** 14, r: 8, p: 2 });
    test = await buildTestApp({ ADMIN_PASSWORD_HASH: `scrypt:16384:8:2:${salt.toString('base64url')}:${key.toString('base64url')}` });
    expect((await signIn(test.app, 'another long password')).statusCode).toBe(200);
    expect((await signIn(test.app, 'another long passworD')).statusCode).toBe(401);
  });
});
