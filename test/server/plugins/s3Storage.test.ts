import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { ConfigError, loadEnv } from '../../../src/server/config.ts';
import { newBucketEnv, startLocalS3, type LocalS3 } from '../../setup/s3Server.ts';
import { freePort } from '../../setup/freePort.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { checkoutForm } from '../orders/orderFixtures.ts';
import { countOrders } from '../orders/dbFixtures.ts';

// Its own S3 server, which the tests stop to see the store meet a storage outage.
let s3: LocalS3;
let bucket: Record<string, string>;
beforeEach(async () => {
  s3 = await startLocalS3();
  bucket = await newBucketEnv(s3.endpoint);
});
afterEach(() => s3.stop());

const starting = (env: Record<string, string>) => buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }) });

describe('S3_BUCKET at start-up', () => {
  it('reports S3 as the storage in the health check', async () => {
    const test = await buildTestApp(bucket);
    try {
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ storage: 's3' });
    } finally {
      await test.close();
    }
  });

  it('stops the store with the reason when the bucket does not exist', async () => {
    const start = starting({ ...bucket, S3_BUCKET: 'no-such-bucket' });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(`S3_BUCKET: cannot use the bucket "no-such-bucket" at ${s3.endpoint} (no such bucket)`);
  });

  it('stops the store with the reason when the key is refused, without printing the secret', async () => {
    const start = starting({ ...bucket, AWS_ACCESS_KEY_ID: 'NOT-A-KEY', AWS_SECRET_ACCESS_KEY: 'wrong-secret' });
    await expect(start).rejects.toThrow(/\(access denied: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY\)$/);
    await expect(start).rejects.not.toThrow(/wrong-secret/);
  });

  it('stops the store with the reason when nothing answers at S3_ENDPOINT', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const start = starting({ ...bucket, S3_ENDPOINT: endpoint });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(`S3_BUCKET: cannot use the bucket "${bucket.S3_BUCKET}" at ${endpoint}`);
  });

  it('refuses S3 settings without a bucket, and one access key without the other', () => {
    expect(() => loadEnv({ S3_ENDPOINT: s3.endpoint })).toThrow('S3_BUCKET: S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET');
    expect(() => loadEnv({ S3_BUCKET: 'shop-files', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      'AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadEnv({ S3_BUCKET: 'Shop_Files' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => loadEnv({ S3_BUCKET: 'shop-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });
});

describe('when the S3 server goes away while the store runs', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(bucket);
  });
  afterEach(() => test.close());

  it('a checkout answers 503 with a message a shopper understands and creates no order', async () => {
    const form = await checkoutForm();
    await s3.stop();
    const response = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: form });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toBe('We could not save your file just now. Please try again in a few minutes.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOrders(test.app.orders.db)).toBe(0);
  });

  it('a stored file answers 503, not 500', async () => {
    const { url } = await test.app.storage.save(Buffer.from('one'), 'png');
    await s3.stop();
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toBe('We could not fetch this file just now. Please try again in a few minutes.');
  });
});

describe('when the S3 server goes away and comes back', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(bucket);
  });
  afterEach(() => test.close());

  const ready = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { statusCode: response.statusCode, body: response.json<Record<string, string>>() };
  };
  const checkout = async () =>
    test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: await checkoutForm() });

  it('the store is not ready meanwhile, and sells again once it is back', async () => {
    expect(await ready()).toMatchObject({ statusCode: 200, body: { status: 'ready', storage: 'reachable' } });
    await s3.halt();
    expect(await ready()).toMatchObject({ statusCode: 503, body: { status: 'unavailable', storage: 'unreachable', database: 'reachable' } });
    expect((await checkout()).statusCode).toBe(503);

    await s3.resume();
    expect(await ready()).toMatchObject({ statusCode: 200, body: { status: 'ready' } });
    const again = await checkout();
    expect(again.statusCode).toBe(200);
    const { order_id: id } = again.json<{ order_id: string }>();
    const order = await test.app.inject({ method: 'GET', url: `/api/orders/${id}` });
    const design = await test.app.inject({ method: 'GET', url: order.json<{ design_image_url: string }>().design_image_url });
    expect(design.statusCode).toBe(200);
    expect(await countOrders(test.app.orders.db)).toBe(1);
  });
});
