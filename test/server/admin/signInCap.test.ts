import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../../src/shared/adminApi.ts';
import { cookiesOf, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { asOwner, buildAdminApp, ownerPassword, storeOrigin } from './adminFixtures.ts';

/** A sign-in from the client address `address`, with the cookies of an earlier answer. */
const signInFrom = (test: TestApp, address: string, password: string, cookies: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/admin/session', remoteAddress: address, cookies, headers: { origin: storeOrigin }, payload: { password } });

const metricsToken = 'metrics-token-of-the-test';
const scrape = async (test: TestApp) =>
  (await test.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } })).body;

describe('the sign-in’s cap across every address (issue 53)', () => {
  let test: TestApp;
  afterEach(() => test.close());

  it('closes sign-in to new devices past ADMIN_SIGN_IN_LIMIT wrong passwords from all addresses, even for the right password', async () => {
    test = await buildAdminApp({ ADMIN_SIGN_IN_LIMIT: '6/3600', METRICS_TOKEN: metricsToken });
    // The owner's own browser has signed in before.
    const owner = await signInFrom(test, '198.51.100.1', ownerPassword);
    expect(owner.statusCode).toBe(200);
    // Six wrong passwords, two from each of three addresses: under each address's 5.
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let guess = 0; guess < 2; guess++) expect((await signInFrom(test, address, `guess ${guess}`)).statusCode).toBe(401);
    }
    const closed = await signInFrom(test, '203.0.113.4', ownerPassword);
    expect(closed.statusCode).toBe(429);
    expect(Number(closed.headers['retry-after'])).toBeGreaterThan(3500);
    expect(errorOf(closed)).toBe('Sign-in is closed for 60 minutes: too many wrong passwords were tried. A device that has signed in before can still sign in.');
    // Refused unchecked: it cost no turn of its own address.
    for (let guess = 0; guess < 5; guess++) expect((await signInFrom(test, '203.0.113.4', `more ${guess}`)).statusCode).toBe(429);

    // The owner's device signs in from anywhere, and sees what happened on the desk and /metrics.
    const again = await signInFrom(test, '192.0.2.200', ownerPassword, cookiesOf(owner));
    expect(again.statusCode).toBe(200);
    const { sign_in: report } = again.json<AdminSession>();
    expect(report).toMatchObject({ wrong_passwords: 6, limit: 6, window_seconds: 3600 });
    expect(report.closed_for_seconds).toBeGreaterThan(3500);
    const desk = await asOwner(test.app, cookiesOf(again))('GET', '/api/admin/session');
    expect(desk.json<AdminSession>().sign_in.wrong_passwords).toBe(6);
    const metrics = await scrape(test);
    expect(metrics).toMatch(/^admin_wrong_passwords 6$/m);
    expect(metrics).toMatch(/^admin_sign_in_closed_seconds 3[5-6]\d\d$/m);
    expect(metrics).toMatch(/^admin_sign_ins_total\{outcome="wrong_password"\} 6$/m);
    expect(metrics).toMatch(/^admin_sign_ins_total\{outcome="refused_all"\} 6$/m);
    expect(metrics).toMatch(/^admin_sign_ins_total\{outcome="signed_in"\} 2$/m);
  }, 30_000);

  it('knows a device only by a cookie a right password earned, for the current password', async () => {
    test = await buildAdminApp({ ADMIN_SIGN_IN_LIMIT: '1/3600' });
    const owner = await signInFrom(test, '198.51.100.2', ownerPassword);
    const device = owner.cookies.find((each) => each.name === 'case_admin_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 31_536_000 });
    expect((await signInFrom(test, '203.0.113.9', 'wrong')).statusCode).toBe(401);
    const [value = '', signature = ''] = (device?.value ?? '').split('.');
    const forged = { case_admin_device: `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}.${signature}` };
    for (const cookies of [forged, { case_admin_device: value }, { case_admin_device: 'garbage' }]) {
      expect((await signInFrom(test, '198.51.100.3', ownerPassword, cookies)).statusCode).toBe(429);
    }
    expect((await signInFrom(test, '198.51.100.3', ownerPassword, cookiesOf(owner))).statusCode).toBe(200);
  });

  it('counts a known device’s wrong passwords against that device, wherever it signs in from', async () => {
    test = await buildAdminApp();
    const owner = await signInFrom(test, '198.51.100.4', ownerPassword);
    for (let guess = 0; guess < 5; guess++) {
      expect((await signInFrom(test, `192.0.2.${10 + guess}`, `guess ${guess}`, cookiesOf(owner))).statusCode).toBe(401);
    }
    expect((await signInFrom(test, '192.0.2.99', ownerPassword, cookiesOf(owner))).statusCode).toBe(429);
  }, 30_000);
});

describe('password checks (scrypt) under a burst', () => {
  let test: TestApp;
  afterEach(() => test.close());

  it('checks two at a time and lets eight wait; more are refused 503 with Retry-After, at no cost to their address', async () => {
    test = await buildAdminApp();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, index) => signInFrom(test, `203.0.113.${100 + index}`, 'wrong')));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(10);
    const busy = burst.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers['retry-after']).toBe('1');
    expect(errorOf(busy[0] as never)).toBe('Many sign-ins are being checked just now. Try again in a moment.');
    // A refused check was no wrong password: its address still has all five of its own.
    const address = busy[0]?.raw.req.socket.remoteAddress ?? '';
    for (let guess = 0; guess < 5; guess++) expect((await signInFrom(test, address, `guess ${guess}`)).statusCode).toBe(401);
  }, 60_000);
});
