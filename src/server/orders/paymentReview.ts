import { discountedCents, promo, unpaidDesignRetentionDays } from '../../shared/business.ts';
import type { OrderRow, PaymentRecord } from './orderRepository.ts';

/** What a paid order may cost: its list price, or the price after the store's promotion. */
export function acceptedAmounts(listAmountCents: number): number[] {
  return [listAmountCents, discountedCents(listAmountCents, promo.percentOff)];
}

/**
 * Why a reported payment must be checked by a person before the order is printed, or null when
 * it is exactly what the store asked for: the order's currency, an amount the store knows, the
 * session started for this order, a US address to ship to, and a design still kept (a payment
 * that arrives after an unpaid checkout's design was deleted cannot be printed).
 */
export function paymentReviewReason(
  order: Pick<OrderRow, 'currency' | 'list_amount_cents' | 'checkout_session_id' | 'design_file'>,
  payment: PaymentRecord,
): string | null {
  if (order.design_file === null) {
    return `the design was deleted before the payment arrived (an unpaid checkout's design is kept ${unpaidDesignRetentionDays} days)`;
  }
  if (payment.currency.toLowerCase() !== order.currency) {
    return `paid in ${payment.currency}, the order is in ${order.currency}`;
  }
  if (!acceptedAmounts(order.list_amount_cents).includes(payment.amountCents)) {
    return `paid ${payment.amountCents} cents, the order costs ${acceptedAmounts(order.list_amount_cents).join(' or ')}`;
  }
  if (order.checkout_session_id !== null && payment.sessionId !== order.checkout_session_id) {
    return `paid through session ${payment.sessionId}, the order's is ${order.checkout_session_id}`;
  }
  if (!payment.shipping) return 'no usable US shipping address';
  return null;
}
