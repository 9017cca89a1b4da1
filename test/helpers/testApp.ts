import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadEnv } from '../../src/server/config.ts';
import { inject } from 'vitest';
import { s3EnvUnderTest } from './storageUnderTest.ts';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The test Redis in the vitest project `redis` (test/setup/redisServer.ts): there every test app
 * keeps its limits in Redis, under a prefix of its own.
 */
const testRedisUrl = inject('redisUrl');
const redisEnv = (): Record<string, string> =>
  testRedisUrl ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` } : {};

/**
 * The whole server on a throw-away DATA_DIR (and in the vitest project `s3`, a new bucket), silent,
 * in test mode unless `env` says otherwise.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'case-collage-test-'));
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...redisEnv(), ...(await s3EnvUnderTest()), ...env }),
  });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart form: text fields and at most one file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field?: string; bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string },
): FormData {
  const form = new FormData();
  if (file) {
    form.append(
      file.field ?? 'file',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? 'upload',
    );
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The `error` text of a `{error}` answer (fails loudly when the body is not one). */
export function errorOf(response: LightMyRequestResponse): string {
  const body = response.json<{ error?: unknown }>();
  if (typeof body.error !== 'string') throw new Error(`Not an {error} body: ${response.body}`);
  return body.error;
}

/** The signed visitor cookie a response set, as a request cookie map. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}
