import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Env } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { localFulfilment } from '../fulfilment/fulfilmentProvider.ts';
import { createFulfilmentWorker, type FulfilmentWorker } from '../fulfilment/fulfilmentWorker.ts';
import { createPrintfulFulfilment } from '../fulfilment/printfulFulfilment.ts';
import { startFileCleanup } from '../jobs/fileCleanup.ts';
import type { PaymentProvider } from '../payments/paymentProvider.ts';
import { createStripeClient, createStripePayments } from '../payments/stripePayments.ts';
import { testPayments } from '../payments/testPayments.ts';
import { createOrderPipeline, type OrderPipeline } from './orderPipeline.ts';
import type { OrdersDb } from './orderRepository.ts';

export interface OrderServices {
  db: OrdersDb;
  pipeline: OrderPipeline;
  payments: PaymentProvider;
  /** The SDK client with its webhook secret when Stripe is configured; null in test mode. */
  stripe: { client: Stripe; webhookSecret: string } | null;
  fulfilment: FulfilmentWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderServices;
  }
}

/**
 * The order database and the providers the environment selects: Stripe or the test payment
 * page, Printful or local fulfilment. Needs `storage` and `printful` registered first. At
 * start-up it submits paid orders left unsubmitted and runs the image cleanup (then daily).
 */
export async function registerOrders(app: FastifyInstance, env: Env): Promise<void> {
  const db = await openDatabase(env, app.log);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          client: createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }),
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }
      : null;
  if (stripe && !app.printful) {
    app.log.warn('Stripe payments without PRINTFUL_API_KEY: paid orders are recorded, not printed.');
  }
  if (!stripe && app.printful) {
    app.log.warn('Test payments with PRINTFUL_API_KEY: orders reach Printful as unconfirmed drafts.');
  }
  const fulfilment = createFulfilmentWorker({
    db,
    provider: app.printful
      ? createPrintfulFulfilment(app.printful, app.storage, { confirm: stripe !== null })
      : localFulfilment,
    log: app.log,
    pollMs: env.FULFILMENT_POLL_SECONDS * 1000,
    retryBaseMs: env.FULFILMENT_RETRY_SECONDS * 1000,
    exitReleases: app.exitReleases,
  });
  app.decorate('orders', {
    db,
    // The mail plugin registers after this one: its worker is looked up when an e-mail is queued.
    pipeline: createOrderPipeline({ db, fulfilment, log: app.log, emailQueued: () => app.mail.worker?.wake() }),
    payments: stripe ? createStripePayments(stripe.client) : testPayments,
    stripe,
    fulfilment,
  });

  let cleanup: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    fulfilment.start();
    cleanup = startFileCleanup({ db, storage: app.storage, now: () => new Date(), log: app.log });
  });
  app.addHook('onClose', async () => {
    await fulfilment.stop();
    await cleanup?.stop();
    await db.destroy();
  });
}
