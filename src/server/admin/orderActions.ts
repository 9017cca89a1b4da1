import { enqueueEmail } from '../mail/outboxRepository.ts';
import { queueOrderConfirmation, resendKind } from '../mail/orderEmailQueue.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { recordAudit } from './auditLog.ts';
import { availableActions } from './adminOrderViews.ts';
import { changed, conflict, orderOr404, type Actor, type OrderActionDeps } from './orderActionDeps.ts';

/**
 * The owner's Release, Retry now and Resend e-mail. Each changes the order with a conditional
 * update (or a fulfilment claim), so of two owners or two processes pressing it at once exactly
 * one acts; the other is told why nothing happened (409).
 */

const attemptWords = {
  submitted: 'it is submitted for printing',
  'not-claimed': 'the fulfilment worker is submitting it now',
};

/** review → paid, the shopper's confirmation queued, then one submission to the printer at once. */
export async function releaseOrder(deps: OrderActionDeps, orderId: string, actor: Actor): Promise<string> {
  const now = new Date();
  const released = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({ status: 'paid', next_attempt_at: now.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'review')
      .where('shipping', 'is not', null)
      .executeTakeFirst();
    if (!changed(result)) return undefined;
    const order = await findOrder(trx, orderId);
    const queued = order !== undefined && (await queueOrderConfirmation(trx, order, now));
    await recordAudit(trx, { ...actor, action: 'release', orderId, detail: order?.review_reason }, now);
    return { queued };
  });
  if (!released) {
    const order = await orderOr404(deps.db, orderId);
    if (order.status !== 'review') throw conflict(`This order is not held for review: it is ${order.status} (someone may have released it already).`);
    throw conflict('This order has no US shipping address to print to: cancel and refund it instead.');
  }
  if (released.queued) deps.emailQueued();
  deps.log.info({ orderId }, 'the owner released a held order');
  const outcome = await deps.fulfilment.submitNow(orderId);
  if (outcome.kind === 'failed') return `Released. The printer did not take it yet (${outcome.error}); it is tried again by itself.`;
  return `Released: ${attemptWords[outcome.kind]}.`;
}

/** One submission of a paid order now, whatever its retry schedule says. */
export async function retryOrder(deps: OrderActionDeps, orderId: string, actor: Actor): Promise<string> {
  const order = await orderOr404(deps.db, orderId);
  if (!availableActions(order).retry) throw conflict(`Only a paid order waiting for the printer can be retried; this one is ${order.status}.`);
  const outcome = await deps.fulfilment.submitNow(orderId);
  if (outcome.kind === 'not-claimed') throw conflict('The order is being submitted right now. Reload the page in a moment.');
  const detail = outcome.kind === 'failed' ? `failed: ${outcome.error}` : 'submitted';
  await recordAudit(deps.db, { ...actor, action: 'retry', orderId, detail }, new Date());
  if (outcome.kind === 'failed') return `The printer did not take it (${outcome.error}); it is tried again by itself.`;
  return 'Submitted for printing.';
}

/** One resend a minute per order, so two presses at once queue one e-mail. */
const resendGapMs = 60_000;

/** Queues the shopper's latest e-mail again: the shipping notice once shipped, else the confirmation. */
export async function resendEmail(deps: OrderActionDeps, orderId: string, actor: Actor): Promise<string> {
  const order = await orderOr404(deps.db, orderId);
  const recipient = order.customer_email;
  if (!recipient) throw conflict('This order has no e-mail address to write to.');
  if (!availableActions(order).resend_email) throw conflict(`There is no e-mail to resend for an order that is ${order.status}.`);
  const kind = resendKind(order);
  const now = new Date();
  const queued = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({ email_resent_at: now.toISOString() })
      .where('id', '=', orderId)
      .where((eb) => eb.or([eb('email_resent_at', 'is', null), eb('email_resent_at', '<=', new Date(now.getTime() - resendGapMs).toISOString())]))
      .executeTakeFirst();
    if (!changed(result)) return false;
    await enqueueEmail(trx, { kind, orderId, recipient, dedupeKey: null }, now);
    await recordAudit(trx, { ...actor, action: 'resend-email', orderId, detail: `${kind} to ${recipient}` }, now);
    return true;
  });
  if (!queued) throw conflict('This e-mail was resent less than a minute ago.');
  deps.emailQueued();
  const what = kind === 'shipping-notice' ? 'shipping notice' : 'order confirmation';
  return deps.mailMode === 'smtp' ? `The ${what} is on its way to ${recipient}.` : `The ${what} is in the outbox (test mode: e-mails are not sent).`;
}
