import type { OrderRow, OrdersDb } from '../orders/orderRepository.ts';
import { enqueueEmail, type EmailKind } from './outboxRepository.ts';

type Order = Pick<OrderRow, 'id' | 'customer_email'>;

/**
 * The shopper's order confirmation, queued once per order (call it in the step that marks the
 * order paid, inside its transaction). False when the order has no e-mail or it was queued before.
 */
export async function queueOrderConfirmation(db: OrdersDb, order: Order, now: Date): Promise<boolean> {
  if (!order.customer_email) return false;
  const email = { kind: 'order-confirmation' as const, orderId: order.id, recipient: order.customer_email };
  return enqueueEmail(db, { ...email, dedupeKey: `confirmation:${order.id}` }, now);
}

/** The shipping notice, queued once per order, once the printer reported tracking. */
export async function queueShippingNotice(
  db: OrdersDb,
  order: Order & Pick<OrderRow, 'tracking_number' | 'tracking_url'>,
  now: Date,
): Promise<boolean> {
  if (!order.customer_email || (order.tracking_number === null && order.tracking_url === null)) return false;
  const email = { kind: 'shipping-notice' as const, orderId: order.id, recipient: order.customer_email };
  return enqueueEmail(db, { ...email, dedupeKey: `shipped:${order.id}` }, now);
}

/** The e-mail a resend sends again: the shipping notice once shipped, else the confirmation. */
export function resendKind(order: Pick<OrderRow, 'status'>): EmailKind {
  return order.status === 'shipped' ? 'shipping-notice' : 'order-confirmation';
}
