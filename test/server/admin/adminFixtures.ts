import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../../src/server/admin/passwordHash.ts';
import { buildTestApp, cookiesOf, type TestApp } from '../../helpers/testApp.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';

export const ownerPassword = 'correct horse battery staple';
/** The origin fastify.inject's requests go to (Host: localhost:80). */
export const storeOrigin = 'http://localhost';

let hash: Promise<string> | undefined;
/** ADMIN_PASSWORD_HASH of ownerPassword, made once per test file (scrypt takes a moment). */
export function ownerPasswordHash(): Promise<string> {
  hash ??= hashPassword(ownerPassword);
  return hash;
}

/** The store with the admin area on, in test mode unless `env` says otherwise. */
export async function buildAdminApp(env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ ...(await testDatabaseEnv()), ADMIN_PASSWORD_HASH: await ownerPasswordHash(), ...env });
}

export function signIn(app: FastifyInstance, password = ownerPassword, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: storeOrigin, ...headers },
    payload: { password },
  });
}

/** Signs in and answers the cookies to send with the owner's requests. */
export async function ownerCookies(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await signIn(app);
  if (response.statusCode !== 200) throw new Error(`Sign-in answered ${response.body}`);
  return cookiesOf(response);
}

/** An owner's request from the store's own pages. */
export function asOwner(app: FastifyInstance, cookies: Record<string, string>) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, cookies, headers: { origin: storeOrigin }, ...(payload && { payload }) });
}
