import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { designPng, variantOf } from '../helpers/designPng.ts';
import { fakeCaseProduct, startFakePrintful, type FakePrintful } from '../helpers/fakePrintful.ts';
import { addFakePrintfulOrders, type FakePrintfulOrders } from '../helpers/fakePrintfulOrders.ts';
import { startStoreProcess, type StoreProcess } from '../helpers/storeProcess.ts';
import { multipartForm } from '../helpers/testApp.ts';
import { s3EnvUnderTest } from '../helpers/storageUnderTest.ts';
import { testDatabaseEnv } from '../server/orders/dbFixtures.ts';
import { testPaymentForm } from '../server/orders/orderFixtures.ts';

/**
 * Two real store processes (src/server/main.ts) sharing one PostgreSQL database, one Redis and one
 * S3 bucket (the servers of the vitest project `scaleout`), each with a DATA_DIR of its own, and
 * one (fake) Printful: they must behave as one store.
 */
let printful: FakePrintful;
let printfulOrders: FakePrintfulOrders;
let a: StoreProcess;
let b: StoreProcess;
let databaseUrl: string;
/** What to stop after the tests, in the order it started. */
const started: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  const redisUrl = inject('redisUrl');
  if (!redisUrl) throw new Error('The scale-out test needs the test Redis server');
  printful = await startFakePrintful({ pendingPolls: 0 });
  started.push({ stop: () => printful.close() });
  printfulOrders = addFakePrintfulOrders(printful, fakeCaseProduct.variantIds);
  const database = await testDatabaseEnv();
  if (!database.DATABASE_URL) throw new Error('The scale-out test needs the test PostgreSQL server');
  databaseUrl = database.DATABASE_URL;
  const bucket = await s3EnvUnderTest();
  if (!bucket.S3_BUCKET) throw new Error('The scale-out test needs the test S3 server');
  const shared = {
    ...database,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    ...bucket,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://shop.example.com',
    PRINTFUL_API_KEY: printful.apiKey,
    PRINTFUL_API_BASE: printful.baseUrl,
    FULFILMENT_POLL_SECONDS: '1',
    FULFILMENT_RETRY_SECONDS: '1',
  };
  // One after the other: the first migrates the shared database.
  a = await startStoreProcess(shared);
  started.push(a);
  b = await startStoreProcess(shared);
  started.push(b);
}, 60_000);

afterAll(async () => {
  for (const server of started.reverse()) await server.stop();
});

const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

async function preview(store: StoreProcess, colour: string, cookie?: string): Promise<Response> {
  const form = multipartForm({ variantID: variantOf() }, { bytes: await designPng(colour), name: 'template.png', type: 'image/png' });
  return fetch(`${store.url}/api/preview_printful_product`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
}

const orderOf = async (store: StoreProcess, id: string) =>
  (await fetch(`${store.url}/api/orders/${id}`)).json() as Promise<{ status: string; design_image_url: string }>;

async function fulfilmentAttempts(id: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ fulfilment_attempts: number }>('SELECT fulfilment_attempts FROM orders WHERE id = $1', [id]);
    return Number(result.rows[0]?.fulfilment_attempts);
  } finally {
    await client.end();
  }
}

const messages = (store: StoreProcess, msg: string) => store.logs.filter((line) => line.msg === msg);

describe('two store processes on one database, Redis and bucket', () => {
  it('report the shared backends in their health checks', async () => {
    for (const store of [a, b]) {
      const health: unknown = await (await fetch(`${store.url}/api/health`)).json();
      expect(health).toMatchObject({ database: 'postgres', limits: 'redis', storage: 's3', printing: 'printful' });
    }
  });

  it('share the preview cooldown: a new design from the same visitor through the other process is a 429', async () => {
    const first = await preview(a, '#edafb8');
    expect(first.status).toBe(200);
    const links = ((await first.json()) as { product_image_links: string[] }).product_image_links;
    // The mockups stored through A are served by B.
    const mockup = await fetch(`${b.url}${new URL(links[0] ?? '').pathname}`);
    expect(mockup.status).toBe(200);
    expect((await sharp(Buffer.from(await mockup.arrayBuffer())).metadata()).format).toBe('jpeg');

    const again = await preview(b, '#b0c4b1', cookieOf(first));
    expect(again.status).toBe(429);
  });

  it('create an order through one, read and pay it through the other, and print it once however they race', async () => {
    const form = multipartForm({ variantID: variantOf(), uuid: 'visitor-1' }, { bytes: await designPng('#f7e1d7'), name: 'template.png', type: 'image/png' });
    const checkout = await fetch(`${a.url}/api/create_checkout_session`, { method: 'POST', body: form });
    expect(checkout.status).toBe(200);
    const { order_id: id } = (await checkout.json()) as { order_id: string };

    const created = await orderOf(b, id);
    expect(created.status).toBe('created');
    // The design stored through A is served by B.
    const design = await fetch(`${b.url}${created.design_image_url}`);
    expect(design.status).toBe(200);
    expect((await sharp(Buffer.from(await design.arrayBuffer())).metadata()).format).toBe('png');

    // Printful is down for the first attempts: both processes' retry timers (every second) race
    // for the order until one submits it.
    printfulOrders.failNext(503, 8);
    const paid = await fetch(`${b.url}/api/test_payment/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testPaymentForm),
    });
    expect(paid.status).toBe(200);

    const deadline = Date.now() + 30_000;
    while ((await orderOf(a, id)).status === 'paid' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await orderOf(a, id)).status).toBe('submitted');
    // Let a few more polls of both processes pass: nobody submits it again.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const atPrintful = [...printfulOrders.orders.values()].filter((order) => order.external_id === id);
    expect(atPrintful).toHaveLength(1);
    const submitted = [a, b].flatMap((store) => messages(store, 'order submitted for printing'));
    expect(submitted).toHaveLength(1);
    const failed = [a, b].flatMap((store) => messages(store, 'order submission failed; will retry'));
    expect(failed.length).toBeGreaterThanOrEqual(1);
    // Every attempt either process made was claimed first: the database counted each one once.
    expect(await fulfilmentAttempts(id)).toBe(failed.length + submitted.length);

    // The print file, stored by the process that submitted, is served by both.
    const printFileUrl = new URL(atPrintful[0]?.items[0]?.files[0]?.url ?? '');
    expect(printFileUrl.origin).toBe('https://shop.example.com');
    for (const store of [a, b]) {
      const printFile = await fetch(`${store.url}${printFileUrl.pathname}`);
      expect(printFile.status).toBe(200);
      expect((await sharp(Buffer.from(await printFile.arrayBuffer())).metadata()).format).toBe('png');
    }
  }, 60_000);
});
