import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { FulfilmentWorker } from '../fulfilment/fulfilmentWorker.ts';
import { findOrder, type OrderRow, type OrdersDb } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';

/** What the owner's order actions work with. */
export interface OrderActionDeps {
  db: OrdersDb;
  fulfilment: Pick<FulfilmentWorker, 'submitNow'>;
  /** The Stripe SDK client when Stripe takes the payments (refunds go through it). */
  stripe: Stripe | null;
  mailMode: 'smtp' | 'outbox';
  /** Called once an e-mail to the shopper was queued (committed), so the sender goes at once. */
  emailQueued: () => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Who acts: the owner's session, recorded in the audit table. */
export interface Actor {
  sessionId: string;
}

export const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/** The order, or a 404. */
export async function orderOr404(db: OrdersDb, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new ClientError(404, 'No such order.');
  return order;
}

/** A 409 saying why the action does not apply to the order as it is now. */
export function conflict(message: string): ClientError {
  return new ClientError(409, message);
}
