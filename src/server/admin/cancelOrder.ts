import { formatUsd } from '../../shared/business.ts';
import { refundCheckoutPayment } from '../payments/stripeRefunds.ts';
import type { OrderRow } from '../orders/orderRepository.ts';
import { recordAudit } from './auditLog.ts';
import { cancelableStatuses } from './adminOrderViews.ts';
import { changed, conflict, orderOr404, type Actor, type OrderActionDeps } from './orderActionDeps.ts';

/** The payment provider refused or could not be asked for the refund; the order is unchanged (502). */
export class RefundFailedError extends Error {
  override name = 'RefundFailedError';
}

/** How long a cancel holds the order while Stripe refunds it (the SDK gives up well before). */
const cancelLeaseMs = 5 * 60_000;

/** Refunds what the shopper paid through Stripe; nothing was charged for a test payment. */
async function refund(deps: OrderActionDeps, order: OrderRow): Promise<{ id: string; amountCents: number } | null> {
  if (!order.paid_amount_cents || order.payment_provider !== 'stripe' || !order.payment_session_id) return null;
  if (!deps.stripe) throw new Error('Stripe is not configured any more; refund the payment in the Stripe dashboard');
  return refundCheckoutPayment(deps.stripe, { orderId: order.id, sessionId: order.payment_session_id, amountCents: order.paid_amount_cents });
}

function whyNotCancelable(order: OrderRow): string {
  if (order.status === 'canceled') return 'This order was canceled already.';
  if (order.status === 'submitted') return 'This order is with the printer: cancel it in the printer’s dashboard first.';
  if (!cancelableStatuses.includes(order.status)) return `An order that is ${order.status} cannot be canceled.`;
  return 'The order is being submitted or canceled right now. Reload the page in a moment.';
}

/**
 * Cancels an order that has not reached the printer (or failed there) and refunds its payment.
 * The order is first claimed as the fulfilment worker claims it (claimed_until), so neither the
 * worker nor a second cancel can act meanwhile; only after Stripe refunded is it marked canceled.
 * A refused refund gives the claim back and leaves the order as it was.
 */
export async function cancelOrder(deps: OrderActionDeps, orderId: string, actor: Actor, reason: string): Promise<string> {
  const start = new Date();
  const claim = new Date(start.getTime() + cancelLeaseMs).toISOString();
  const claimed = await deps.db
    .updateTable('orders')
    .set({ claimed_until: claim })
    .where('id', '=', orderId)
    .where('status', 'in', cancelableStatuses)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', start.toISOString())]))
    .executeTakeFirst();
  const order = await orderOr404(deps.db, orderId);
  if (!changed(claimed)) throw conflict(whyNotCancelable(order));

  let refunded: Awaited<ReturnType<typeof refund>>;
  try {
    refunded = await refund(deps, order);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db.updateTable('orders').set({ claimed_until: null }).where('id', '=', orderId).where('claimed_until', '=', claim).execute();
    await recordAudit(deps.db, { ...actor, action: 'refund-failed', orderId, detail: message }, new Date());
    deps.log.warn({ orderId, err: error }, 'the refund of a canceled order failed');
    throw new RefundFailedError(`The refund did not go through (${message}). The order was not canceled.`, { cause: error });
  }
  const now = new Date();
  const detail = refunded ? `${reason} (refunded ${formatUsd(refunded.amountCents)}, ${refunded.id})` : reason;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({
        status: 'canceled',
        cancel_reason: reason,
        refund_id: refunded?.id ?? null,
        refunded_amount_cents: refunded?.amountCents ?? null,
        completed_at: now.toISOString(),
        next_attempt_at: null,
        claimed_until: null,
      })
      .where('id', '=', orderId)
      .where('claimed_until', '=', claim)
      .execute();
    await recordAudit(trx, { ...actor, action: 'cancel', orderId, detail }, now);
  });
  deps.log.info({ orderId, refundId: refunded?.id }, 'the owner canceled an order');
  return refunded ? `Canceled, and ${formatUsd(refunded.amountCents)} refunded.` : 'Canceled. Nothing was charged, so there is nothing to refund.';
}
