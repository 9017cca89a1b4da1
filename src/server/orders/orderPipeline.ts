import type { FastifyBaseLogger } from 'fastify';
import { pricing } from '../../shared/business.ts';
import type { CaseFinish, PhoneModel } from '../../shared/catalog/catalog.ts';
import type { OrderStatus } from '../../shared/orderApi.ts';
import type { FulfilmentWorker } from '../fulfilment/fulfilmentWorker.ts';
import { newOrderId } from './orderId.ts';
import {
  findOrder,
  insertOrder,
  markEnded,
  markPaid,
  markShipped,
  type OrderRow,
  type OrdersDb,
  type PaymentRecord,
  type Tracking,
} from './orderRepository.ts';

export interface NewOrder {
  model: PhoneModel;
  finish: CaseFinish;
  variantID: string;
  /** Stored name of the uploaded design. */
  designFile: string;
  visitorId: string | undefined;
  paymentProvider: string;
}

/** What a payment notification did: the transition happened, had happened, or names no order. */
export type PaymentOutcome = 'paid' | 'already-paid' | 'unknown-order';

/**
 * The one way orders change state, whoever reports the change (Stripe's webhook, the test
 * payment page, Printful's webhook): created → paid → submitted → shipped / failed / canceled.
 * Every transition is a conditional update, so replays and concurrent deliveries change nothing.
 */
export interface OrderPipeline {
  create(order: NewOrder): Promise<OrderRow>;
  /** created → paid, then submits the order for printing in the background. */
  recordPayment(orderId: string, payment: PaymentRecord): Promise<PaymentOutcome>;
  recordShipped(orderId: string, tracking: Tracking): Promise<boolean>;
  recordEnded(orderId: string, status: Extract<OrderStatus, 'failed' | 'canceled'>, reason: string | null): Promise<boolean>;
}

export function createOrderPipeline(options: {
  db: OrdersDb;
  fulfilment: FulfilmentWorker;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}): OrderPipeline {
  const { db, fulfilment, log } = options;
  const now = options.now ?? (() => new Date());
  return {
    async create(order) {
      const id = newOrderId();
      await insertOrder(db, {
        id,
        status: 'created',
        model_key: order.model.key,
        finish: order.finish,
        variant_id: order.variantID,
        visitor_id: order.visitorId ?? null,
        design_file: order.designFile,
        files: JSON.stringify([order.designFile]),
        currency: pricing.currency,
        list_amount_cents: pricing.unitAmountCents,
        payment_provider: order.paymentProvider,
        fulfilment_attempts: 0,
        created_at: now().toISOString(),
      });
      const created = await findOrder(db, id);
      if (!created) throw new Error(`Order ${id} was not stored`);
      return created;
    },

    async recordPayment(orderId, payment) {
      if (await markPaid(db, orderId, payment, now())) {
        log.info({ orderId, amountCents: payment.amountCents }, 'order paid');
        fulfilment.submitSoon(orderId);
        return 'paid';
      }
      const order = await findOrder(db, orderId);
      if (!order) return 'unknown-order';
      if (order.payment_session_id !== payment.sessionId) {
        log.warn({ orderId, sessionId: payment.sessionId }, 'a second payment for a paid order');
      }
      return 'already-paid';
    },

    async recordShipped(orderId, tracking) {
      const shipped = await markShipped(db, orderId, tracking, now());
      if (shipped) log.info({ orderId, tracking: tracking.number }, 'order shipped');
      return shipped;
    },

    async recordEnded(orderId, status, reason) {
      const ended = await markEnded(db, orderId, status, reason, now());
      if (ended) log.warn({ orderId, status, reason }, `order ${status} at the printer`);
      return ended;
    },
  };
}
