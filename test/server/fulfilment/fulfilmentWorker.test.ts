import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FulfilmentProvider } from '../../../src/server/fulfilment/fulfilmentProvider.ts';
import { attemptsOfOrder } from '../../../src/server/fulfilment/fulfilmentAttempts.ts';
import { createFulfilmentWorker, retryDelayMs } from '../../../src/server/fulfilment/fulfilmentWorker.ts';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { openTestDb, seedOrder, type TestDb } from '../orders/dbFixtures.ts';

const silent = { info() {}, warn() {}, error() {} };

/** A printer that fails while `down` is true and records every order it receives. */
function scriptedPrinter() {
  const received: string[] = [];
  const printer = {
    down: false,
    received,
    provider: {
      name: 'printful',
      async submit(order) {
        received.push(order.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (printer.down) throw new Error('Printful is down');
        return `pf-${order.id}`;
      },
    } satisfies FulfilmentProvider,
  };
  return printer;
}

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, 60_000, 3_600_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('the fulfilment worker', () => {
  let test: TestDb;
  let clock: Date;
  beforeEach(async () => {
    test = await openTestDb();
    clock = new Date('2026-03-01T12:00:00.000Z');
  });
  afterEach(async () => {
    await test.close();
  });
  const worker = (provider: FulfilmentProvider) =>
    createFulfilmentWorker({ db: test.db, provider, log: silent, now: () => clock, retryBaseMs: 60_000 });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('submits a paid order and records the printer id', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    const printer = scriptedPrinter();
    await worker(printer.provider).submit(id);
    expect(await findOrder(test.db, id)).toMatchObject({
      status: 'submitted',
      fulfilment_provider: 'printful',
      fulfilment_order_id: `pf-${id}`,
      fulfilment_attempts: 1,
      submitted_at: clock.toISOString(),
    });
  });

  it('leaves unpaid orders alone', async () => {
    const id = await seedOrder(test.db, { createdAt: clock });
    const printer = scriptedPrinter();
    await worker(printer.provider).submit(id);
    await worker(printer.provider).runDue();
    expect(printer.received).toEqual([]);
    expect((await findOrder(test.db, id))?.status).toBe('created');
  });

  it('keeps a failed order paid and retries it with backoff until the printer takes it', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    const printer = scriptedPrinter();
    printer.down = true;
    const fulfil = worker(printer.provider);
    await fulfil.submit(id);
    expect(await findOrder(test.db, id)).toMatchObject({
      status: 'paid',
      fulfilment_attempts: 1,
      last_error: 'Printful is down',
      claimed_until: null,
      next_attempt_at: new Date(clock.getTime() + 60_000).toISOString(),
    });

    advance(59_000);
    await fulfil.runDue();
    expect(printer.received).toHaveLength(1);

    advance(1_000);
    await fulfil.runDue();
    expect(printer.received).toHaveLength(2);
    expect((await findOrder(test.db, id))?.next_attempt_at).toBe(new Date(clock.getTime() + 120_000).toISOString());

    printer.down = false;
    advance(120_000);
    await fulfil.runDue();
    expect(await findOrder(test.db, id)).toMatchObject({ status: 'submitted', fulfilment_attempts: 3, last_error: null });
  });

  it('records every attempt: its times, the error, and the printer order that took it', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    const printer = scriptedPrinter();
    printer.down = true;
    const fulfil = worker(printer.provider);
    await fulfil.submit(id);
    printer.down = false;
    advance(60_000);
    await fulfil.runDue();
    expect(await attemptsOfOrder(test.db, id)).toEqual([
      { order_id: id, attempt: 1, started_at: '2026-03-01T12:00:00.000Z', finished_at: '2026-03-01T12:00:00.000Z', provider_order_id: null, error: 'Printful is down' },
      { order_id: id, attempt: 2, started_at: '2026-03-01T12:01:00.000Z', finished_at: '2026-03-01T12:01:00.000Z', provider_order_id: `pf-${id}`, error: null },
    ]);
  });

  it('submitNow tries at once, due or not, and answers what happened', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    const printer = scriptedPrinter();
    const fulfil = worker(printer.provider);
    const outcomes: string[] = [];
    fulfil.onAttempt((outcome) => outcomes.push(outcome));
    printer.down = true;
    expect(await fulfil.submitNow(id)).toEqual({ kind: 'failed', error: 'Printful is down' });
    printer.down = false;
    // The retry is a minute away; the owner's Retry now does not wait for it.
    expect(await fulfil.submitNow(id)).toEqual({ kind: 'submitted' });
    expect(await fulfil.submitNow(id)).toEqual({ kind: 'not-claimed' });
    expect(outcomes).toEqual(['failed', 'submitted']);
    expect((await findOrder(test.db, id))?.status).toBe('submitted');
  });

  it('submits an order once when ten workers race to submit it', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    const printer = scriptedPrinter();
    const workers = Array.from({ length: 10 }, () => worker(printer.provider));
    await Promise.all(workers.flatMap((each) => [each.submit(id), each.runDue()]));
    expect(printer.received).toEqual([id]);
    expect((await findOrder(test.db, id))?.fulfilment_attempts).toBe(1);
    expect((await findOrder(test.db, id))?.status).toBe('submitted');
  });

  it('at start-up submits the paid orders a previous process left behind', async () => {
    const left = await seedOrder(test.db, { createdAt: clock, paid: true });
    const alsoLeft = await seedOrder(test.db, { createdAt: clock, paid: true });
    const printer = scriptedPrinter();
    const fulfil = worker(printer.provider);
    fulfil.start();
    await fulfil.idle();
    await fulfil.stop();
    expect(printer.received.sort()).toEqual([left, alsoLeft].sort());
    expect((await findOrder(test.db, left))?.status).toBe('submitted');
  });

  it('takes over an order whose worker died mid-submission once the claim expires', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    await test.db.updateTable('orders').set({ claimed_until: new Date(clock.getTime() + 600_000).toISOString() }).execute();
    const printer = scriptedPrinter();
    const fulfil = worker(printer.provider);
    await fulfil.runDue();
    expect(printer.received).toEqual([]);
    advance(600_001);
    await fulfil.runDue();
    expect((await findOrder(test.db, id))?.status).toBe('submitted');
  });

  it('records an order paid without a usable address as failing, and keeps it paid', async () => {
    const id = await seedOrder(test.db, { createdAt: clock, paid: true });
    await test.db.updateTable('orders').set({ shipping: null }).execute();
    const printer = scriptedPrinter();
    await worker(printer.provider).submit(id);
    expect(printer.received).toEqual([]);
    expect(await findOrder(test.db, id)).toMatchObject({ status: 'paid', last_error: expect.stringMatching(/shipping address/) as unknown });
  });
});
