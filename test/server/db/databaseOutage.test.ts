import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFulfilmentWorker } from '../../../src/server/fulfilment/fulfilmentWorker.ts';
import { localFulfilment } from '../../../src/server/fulfilment/fulfilmentProvider.ts';
import { findOrder, orderFiles } from '../../../src/server/orders/orderRepository.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createDatabase, startLocalPostgres, type LocalPostgres } from '../../setup/postgresServer.ts';
import { checkoutForm, createCheckout } from '../orders/orderFixtures.ts';
import { randomWalkPng } from '../../helpers/images.ts';
import { shareForm } from '../../helpers/shareForm.ts';
import { seedOrder, testPostgresUrl } from '../orders/dbFixtures.ts';

/**
 * PostgreSQL stopping and restarting under a running store: this file's own cluster, so it can be
 * stopped without touching the other tests' server. Runs in the `postgres` project (on disk
 * storage, so the stored designs are files in DATA_DIR/files).
 */
let postgres: LocalPostgres;
let test: TestApp;

async function eventually<T>(attempt: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await attempt();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const storedFiles = async () => (await readdir(join(test.dataDir, 'files'))).filter((name) => !name.startsWith('.')).sort();

async function orderedFiles(): Promise<string[]> {
  const rows = await test.app.orders.db.selectFrom('orders').select('files').execute();
  return rows.flatMap(orderFiles).sort();
}

const checkout = async () => {
  const start = performance.now();
  const response = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: await checkoutForm() });
  return { response, ms: performance.now() - start };
};

describe.runIf(testPostgresUrl)('when PostgreSQL goes away', () => {
  beforeAll(async () => {
    postgres = await startLocalPostgres();
    test = await buildTestApp({ DATABASE_URL: await createDatabase(postgres.url, 'shop') });
  }, 60_000);
  afterAll(async () => {
    await test.close();
    postgres.stop();
  });

  it('answers 503 with Retry-After and a message at once, never a 500, and sells again when it is back', async () => {
    const before = await createCheckout(test.app);
    await postgres.halt();

    const refused = await checkout();
    expect(refused.response.statusCode).toBe(503);
    expect(refused.response.headers['retry-after']).toBe('60');
    expect(errorOf(refused.response)).toBe('We could not save your order just now. Please try again in a minute.');
    expect(refused.ms).toBeLessThan(2000);
    const order = await test.app.inject({ method: 'GET', url: `/api/orders/${before.order_id}` });
    expect(order.statusCode).toBe(503);
    expect(errorOf(order)).toBe('We could not load this just now. Please try again in a minute.');
    const ready = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'unreachable', storage: 'reachable' });
    expect((await test.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await postgres.resume();
    // The pool replaces the connections the shutdown ended, by itself.
    const again = await eventually(checkout, ({ response }) => response.statusCode === 200);
    expect(again.response.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ status: 'ready' });
    // The design stored for the order that could not be recorded is gone; every other file has its order.
    expect(await eventually(storedFiles, (files) => files.length === 2)).toEqual(await orderedFiles());
  }, 30_000);

  it('fails the queries in flight when the server shuts down, and nothing else', async () => {
    // Each on a connection of its own, taken from the pool while the server goes away.
    const inFlight = [1, 2, 3].map(() => sql`select pg_sleep(1)`.execute(test.app.orders.db).then(() => 'answered', () => 'failed'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await postgres.halt();
    expect(await Promise.all(inFlight)).toEqual(['failed', 'failed', 'failed']);
    await postgres.resume();
    const again = await eventually(checkout, ({ response }) => response.statusCode === 200);
    expect(again.response.statusCode).toBe(200);
  }, 30_000);

  it('recovers from pg_ctl restart -m fast by itself', async () => {
    await createCheckout(test.app);
    await postgres.restart();
    const again = await eventually(checkout, ({ response }) => response.statusCode === 200);
    expect(again.response.statusCode).toBe(200);
  }, 30_000);

  it('gives a share refused in the outage its stored bytes back once the database answers again', async () => {
    const sharing = await buildTestApp({ DATABASE_URL: await createDatabase(postgres.url, 'shares'), SHARE_STORAGE_LIMIT: '1/3600' });
    // One 1024×1200 random-walk picture: about 0.6 MB stored, so two do not fit in the 1 MB budget.
    const share = async (seed: number) => {
      const bytes = await randomWalkPng(1024, 1200, seed);
      const form = await shareForm([{ imageID: `walk-${seed}`, name: 'walk.png', bytes, width: 1024, height: 1200 }]);
      return sharing.app.inject({ method: 'POST', url: '/api/designs', payload: form, remoteAddress: '10.2.0.1' });
    };
    const shareStatus = async (seed: number) => (await share(seed)).statusCode;
    try {
      await postgres.halt();
      const refused = await share(1);
      expect(refused.statusCode).toBe(503);
      // It names what the shopper was doing: not an order (issue 53).
      expect(errorOf(refused)).toBe('We could not share your design just now. Please try again in a minute.');
      await postgres.resume();
      // Given back once the database says the share was not recorded (asked every 2 s till then).
      expect(await eventually(() => shareStatus(2), (status) => status === 201, 10_000)).toBe(201);
      expect(await shareStatus(3)).toBe(429);
    } finally {
      await sharing.close();
    }
  }, 30_000);

  it('gives a checkout refused in the outage its turn back, so a shopper who retried can still pay', async () => {
    const limited = await buildTestApp({
      DATABASE_URL: await createDatabase(postgres.url, 'turns'),
      CHECKOUT_LIMIT: '2/600',
      CHECKOUT_ADDRESS_LIMIT: '2/600',
    });
    const attempt = async () =>
      (await limited.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: await checkoutForm(), remoteAddress: '10.3.0.1' }))
        .statusCode;
    try {
      await postgres.halt();
      expect([await attempt(), await attempt(), await attempt()]).toEqual([503, 503, 503]);
      await postgres.resume();
      // Had the three refusals kept their turns, the first of these would be 429.
      expect(await eventually(attempt, (status) => status === 200)).toBe(200);
      expect(await attempt()).toBe(200);
      expect(await attempt()).toBe(429);
    } finally {
      await limited.close();
    }
  }, 30_000);

  it('lets the fulfilment worker skip its turn with a warning, and submit once the database is back', async () => {
    const { db } = test.app.orders;
    const id = await seedOrder(db, { paid: true });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const worker = createFulfilmentWorker({ db, provider: localFulfilment, log });
    await postgres.halt();
    await worker.runDue();
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'fulfilment skipped its turn: the order database is unreachable');
    expect(log.error).not.toHaveBeenCalled();

    await postgres.resume();
    await eventually(
      async () => {
        await worker.runDue();
        return (await findOrder(db, id).catch(() => undefined))?.status;
      },
      (status) => status === 'submitted',
    );
    expect((await findOrder(db, id))?.status).toBe('submitted');
  }, 30_000);
});
