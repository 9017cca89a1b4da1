import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { ConfigError, loadEnv } from '../../../src/server/config.ts';
import { designPng, variantOf } from '../../helpers/designPng.ts';
import { buildTestApp, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { freePort } from '../../setup/freePort.ts';

const redisUrl = inject('redisUrl');

describe('limits shared through Redis (REDIS_URL)', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  const preview = (test: TestApp, colour: string) =>
    designPng(colour).then((png) =>
      test.app.inject({
        method: 'POST',
        url: '/api/preview_printful_product',
        remoteAddress: '10.9.0.1',
        payload: multipartForm({ variantID: variantOf() }, { bytes: png, type: 'image/png' }),
      }),
    );

  it.runIf(redisUrl)('two store processes on one Redis grant one preview between them', async () => {
    const shared = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
    apps.push(await buildTestApp(shared), await buildTestApp(shared));
    const [a, b] = apps as [TestApp, TestApp];
    expect((await a.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ limits: 'redis' });
    expect((await preview(a, '#112233')).statusCode).toBe(200);
    // A new design from the same address through the other process: the cooldown holds.
    expect((await preview(b, '#332211')).statusCode).toBe(429);
  });

  it.runIf(redisUrl)('a design rendered through one process is answered from the cache by the other', async () => {
    const shared = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
    // One DATA_DIR for both, as one bucket or shared disk would be: the index names files both can read.
    apps.push(await buildTestApp(shared));
    const [a] = apps as [TestApp];
    apps.push(await buildTestApp({ ...shared, DATA_DIR: a.dataDir }));
    const [, b] = apps as [TestApp, TestApp];
    const first = await preview(a, '#445566');
    const again = await b.app.inject({
      method: 'POST',
      url: '/api/preview_printful_product',
      remoteAddress: '10.9.0.2',
      payload: multipartForm({ variantID: variantOf() }, { bytes: await designPng('#445566'), type: 'image/png' }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('stops the store with the reason when REDIS_URL names a server nobody answers at', async () => {
    const port = await freePort();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: `redis://user:secret@127.0.0.1:${port}` });
    const starting = buildApp({ env });
    await expect(starting).rejects.toBeInstanceOf(ConfigError);
    await expect(starting).rejects.toThrow(`REDIS_URL: cannot reach Redis at redis://127.0.0.1:${port}`);
    await expect(starting).rejects.not.toThrow(/secret/);
  });

  it('refuses a REDIS_URL that is not a Redis address', () => {
    expect(() => loadEnv({ REDIS_URL: 'http://cache:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
  });
});
