import type { FastifyBaseLogger } from 'fastify';
import {
  addOrderFile,
  claimForFulfilment,
  findOrder,
  markSubmitted,
  orderFiles,
  orderShipping,
  ordersDueForFulfilment,
  scheduleRetry,
  type OrdersDb,
} from '../orders/orderRepository.ts';
import { createPoller } from '../jobs/poller.ts';
import { recordAttempt } from './fulfilmentAttempts.ts';
import type { FulfilmentProvider } from './fulfilmentProvider.ts';

export interface FulfilmentWorkerOptions {
  db: OrdersDb;
  provider: FulfilmentProvider;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** How long one submission may hold an order before another worker may take it. */
  leaseMs?: number;
  /** The wait after the first failure; doubles per failure up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often paid orders that are due are looked for. */
  pollMs?: number;
}

/**
 * What one attempt did: the printer took the order, refused or failed it (it is tried again
 * later), or nothing was tried because the order is not paid or another worker holds it.
 */
export type SubmitOutcome = { kind: 'submitted' } | { kind: 'failed'; error: string } | { kind: 'not-claimed' };

export interface FulfilmentWorker {
  /** One attempt to submit a paid order, unless it is held or not due. Never throws. */
  submit(orderId: string): Promise<void>;
  /** One attempt now, due or not (the owner's Retry now); resolves with what it did. */
  submitNow(orderId: string): Promise<SubmitOutcome>;
  /** Calls `listener` after every attempt that reached the printer (for the metrics). */
  onAttempt(listener: (outcome: 'submitted' | 'failed') => void): void;
  /** Starts `submit` in the background (a webhook answers without waiting for the printer). */
  submitSoon(orderId: string): void;
  /** Submits every paid order that is due. */
  runDue(): Promise<void>;
  /** Runs the due orders now (orders left by a crash or an outage) and then every `pollMs`. */
  start(): void;
  /** Stops the timer and waits for submissions in flight. */
  stop(): Promise<void>;
  /** Resolves when no submission is in flight. */
  idle(): Promise<void>;
}

/** The wait before attempt `attempt + 1` after `attempt` failed ones (1-based). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

/**
 * Submits paid orders to the printer. The state lives in the database (status paid, the next
 * attempt's time, a claim with a lease), so a failure, a crash or a restart never loses a paid
 * order: it is tried again with backoff, by the timer and at start-up, until the printer has it.
 */
export function createFulfilmentWorker(options: FulfilmentWorkerOptions): FulfilmentWorker {
  const { db, provider, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const pollMs = options.pollMs ?? 60_000;
  const inFlight = new Set<Promise<void>>();

  const listeners: ((outcome: 'submitted' | 'failed') => void)[] = [];

  async function attempt(orderId: string): Promise<SubmitOutcome> {
    const start = now();
    if (!(await claimForFulfilment(db, orderId, start, new Date(start.getTime() + leaseMs)))) return { kind: 'not-claimed' };
    const order = await findOrder(db, orderId);
    if (!order) return { kind: 'not-claimed' };
    const record = (outcome: { providerOrderId?: string; error?: string }) =>
      recordAttempt(db, { orderId, attempt: order.fulfilment_attempts, startedAt: start, finishedAt: now(), ...outcome });
    try {
      const shipping = orderShipping(order);
      if (!shipping) throw new Error('The payment reported no usable US shipping address.');
      if (!order.design_file) throw new Error('The design file is missing.');
      const providerOrderId = await provider.submit(
        {
          id: order.id,
          variantId: order.variant_id,
          modelKey: order.model_key,
          designFile: order.design_file,
          printFile: orderFiles(order).find((name) => name !== order.design_file),
          shipping,
          email: order.customer_email,
        },
        (name) => addOrderFile(db, order.id, name),
      );
      await markSubmitted(db, order.id, { provider: provider.name, orderId: providerOrderId }, now());
      await record({ providerOrderId });
      log.info({ orderId, providerOrderId }, 'order submitted for printing');
      for (const listener of listeners) listener('submitted');
      return { kind: 'submitted' };
    } catch (error) {
      const wait = retryDelayMs(order.fulfilment_attempts, retryBaseMs, retryMaxMs);
      const message = error instanceof Error ? error.message : String(error);
      await scheduleRetry(db, order.id, new Date(now().getTime() + wait), message);
      await record({ error: message });
      log.warn(
        { orderId, attempt: order.fulfilment_attempts, retryInMs: wait, err: error },
        'order submission failed; will retry',
      );
      for (const listener of listeners) listener('failed');
      return { kind: 'failed', error: message };
    }
  }

  async function attemptQuietly(orderId: string): Promise<void> {
    await attempt(orderId);
  }

  function track(work: Promise<void>): Promise<void> {
    const tracked = work.catch((error: unknown) => {
      log.error({ err: error }, 'order submission could not be recorded');
    });
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
    return tracked;
  }

  async function scan(): Promise<void> {
    for (const orderId of await ordersDueForFulfilment(db, now())) await attemptQuietly(orderId);
  }
  const poller = createPoller(() => track(scan()), pollMs);

  const worker: FulfilmentWorker = {
    submit: (orderId) => track(attemptQuietly(orderId)),
    async submitNow(orderId) {
      const work = attempt(orderId);
      // Tracked like every attempt, so stop() waits for it too.
      await track(work.then(() => undefined));
      return work;
    },
    onAttempt(listener) {
      listeners.push(listener);
    },
    submitSoon(orderId) {
      void worker.submit(orderId);
    },
    runDue: poller.run,
    start: poller.start,
    async stop() {
      await poller.stop();
      await worker.idle();
    },
    async idle() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
  return worker;
}
