import type { FastifyBaseLogger } from 'fastify';
import { pricing } from '../../shared/business.ts';
import type { CaseFinish, PhoneModel } from '../../shared/catalog/catalog.ts';
import type { OrderStatus } from '../../shared/orderApi.ts';
import type { FulfilmentWorker } from '../fulfilment/fulfilmentWorker.ts';
import { queueOrderConfirmation, queueShippingNotice } from '../mail/orderEmailQueue.ts';
import { newOrderId } from './orderId.ts';
import { paymentReviewReason } from './paymentReview.ts';
import {
  findOrder,
  findOrderBySession,
  insertOrder,
  markEnded,
  markPaid,
  markShipped,
  recordCheckoutSession,
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

/**
 * What a payment notification did: the order is paid (or held for review), had been paid
 * already, names no order, or came through a session another order was paid with (ignored).
 */
export type PaymentOutcome = 'paid' | 'held-for-review' | 'already-paid' | 'unknown-order' | 'session-of-another-order';

/**
 * The one way orders change state, whoever reports the change (Stripe's webhook, the test
 * payment page, Printful's webhook): created → paid → submitted → shipped / failed / canceled.
 * Every transition is a conditional update, so replays and concurrent deliveries change nothing.
 */
export interface OrderPipeline {
  create(order: NewOrder): Promise<OrderRow>;
  recordCheckoutSession(orderId: string, sessionId: string): Promise<void>;
  /**
   * created → paid, queueing the shopper's confirmation in the same transaction, then submits the
   * order for printing in the background; created → review when the payment does not match the
   * order (paymentReviewReason), and nothing is printed or sent.
   */
  recordPayment(orderId: string, payment: PaymentRecord): Promise<PaymentOutcome>;
  /** submitted → shipped (or new tracking), queueing the shopper's shipping notice once. */
  recordShipped(orderId: string, tracking: Tracking): Promise<boolean>;
  recordEnded(orderId: string, status: Extract<OrderStatus, 'failed' | 'canceled'>, reason: string | null): Promise<boolean>;
}

export function createOrderPipeline(options: {
  db: OrdersDb;
  fulfilment: FulfilmentWorker;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Called once an e-mail to the shopper was queued (committed), so the sender goes at once. */
  emailQueued?: () => void;
  now?: () => Date;
}): OrderPipeline {
  const { db, fulfilment, log } = options;
  const emailQueued = options.emailQueued ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const sessionPaidAnother = async (orderId: string, sessionId: string) => {
    const owner = (await findOrderBySession(db, sessionId))?.id;
    if (owner === undefined || owner === orderId) return false;
    log.warn({ orderId, sessionId, paidOrderId: owner }, 'ignored a payment whose session paid another order');
    return true;
  };
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

    recordCheckoutSession: (orderId, sessionId) => recordCheckoutSession(db, orderId, sessionId),

    async recordPayment(orderId, payment) {
      const order = await findOrder(db, orderId);
      if (!order) return 'unknown-order';
      if (await sessionPaidAnother(orderId, payment.sessionId)) return 'session-of-another-order';
      const reviewReason = paymentReviewReason(order, payment);
      let changed: boolean;
      let queued: boolean;
      try {
        // The confirmation is queued with the payment or not at all; a held order gets it on release.
        ({ changed, queued } = await db.transaction().execute(async (trx) => {
          const paid = await markPaid(trx, orderId, payment, now(), reviewReason);
          const confirmation = { id: orderId, customer_email: payment.email };
          return { changed: paid, queued: paid && !reviewReason && (await queueOrderConfirmation(trx, confirmation, now())) };
        }));
      } catch (error) {
        // The session's unique index: another order was paid through it meanwhile.
        if (await sessionPaidAnother(orderId, payment.sessionId)) return 'session-of-another-order';
        throw error;
      }
      if (!changed) {
        if (order.payment_session_id !== null && order.payment_session_id !== payment.sessionId) {
          log.warn({ orderId, sessionId: payment.sessionId }, 'a second payment for a paid order');
        }
        return 'already-paid';
      }
      if (reviewReason) {
        log.warn({ orderId, reason: reviewReason }, 'paid order held for review, not sent to print');
        return 'held-for-review';
      }
      log.info({ orderId, amountCents: payment.amountCents }, 'order paid');
      if (queued) emailQueued();
      fulfilment.submitSoon(orderId);
      return 'paid';
    },

    async recordShipped(orderId, tracking) {
      const { shipped, queued } = await db.transaction().execute(async (trx) => {
        if (!(await markShipped(trx, orderId, tracking, now()))) return { shipped: false, queued: false };
        const order = await findOrder(trx, orderId);
        return { shipped: true, queued: order !== undefined && (await queueShippingNotice(trx, order, now())) };
      });
      if (queued) emailQueued();
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
