import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addressKey, visitorKey } from '../../../src/server/plugins/visitor.ts';
import { buildTestApp, cookiesOf, type TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp();
  server.app.get('/api/who', async (request) => ({ visitor: visitorKey(request), address: addressKey(request) }));
  server.app.post('/api/who', async (request) => ({ visitor: visitorKey(request), address: addressKey(request) }));
  server.app.get('/elsewhere', async (request) => ({ visitor: visitorKey(request) }));
});
afterAll(() => server.close());

describe('visitor cookie', () => {
  test('the first /api request that changes something gets a signed, httpOnly, SameSite=Lax cookie naming the visitor', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/who', remoteAddress: '10.2.0.1' });
    const cookie = response.cookies.find((entry) => entry.name === 'visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 31536000 });
    const id = /^([0-9a-f-]{36})\./.exec(cookie?.value ?? '')?.[1];
    expect(response.json()).toEqual({ visitor: `visitor:${id}`, address: 'address:10.2.0.1' });
  });

  test('a visitor that has the cookie keeps its id and gets no new cookie', async () => {
    const first = await server.app.inject({ method: 'POST', url: '/api/who' });
    const again = await server.app.inject({ method: 'POST', url: '/api/who', cookies: cookiesOf(first) });
    expect(again.cookies).toEqual([]);
    expect(again.json()).toEqual(first.json());
  });

  test('a forged or unsigned cookie is ignored and replaced', async () => {
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/who',
      cookies: { visitor: '00000000-0000-0000-0000-000000000000.forgedsignature' },
    });
    expect(forged.json<{ visitor: string }>().visitor).not.toContain('00000000-0000');
    expect(forged.cookies.map((cookie) => cookie.name)).toEqual(['visitor']);
  });

  test('no GET gets a cookie, so a cacheable answer never carries one: /api/catalog is public and cookie-free', async () => {
    const who = await server.app.inject({ method: 'GET', url: '/api/who', remoteAddress: '10.2.0.7' });
    expect(who.cookies).toEqual([]);
    expect(who.json()).toEqual({ visitor: 'address:10.2.0.7', address: 'address:10.2.0.7' });
    const catalog = await server.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(catalog.headers['cache-control']).toBe('public, max-age=300');
    expect(catalog.headers['set-cookie']).toBeUndefined();
  });

  test('pages get no cookie, and the key falls back to the address', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/elsewhere', remoteAddress: '10.2.0.9' });
    expect(response.cookies).toEqual([]);
    expect(response.json()).toEqual({ visitor: 'address:10.2.0.9' });
  });
});
