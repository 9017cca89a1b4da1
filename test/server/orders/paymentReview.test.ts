import { describe, expect, it } from 'vitest';
import { acceptedAmounts, paymentReviewReason } from '../../../src/server/orders/paymentReview.ts';
import type { PaymentRecord } from '../../../src/server/orders/orderRepository.ts';

const order = { currency: 'usd', list_amount_cents: 3899, checkout_session_id: 'cs_1', design_file: 'design.png' };
const payment: PaymentRecord = {
  sessionId: 'cs_1',
  amountCents: 3899,
  currency: 'usd',
  shipping: { name: 'Ada', line1: '1 Main St', line2: '', city: 'Brooklyn', state: 'NY', postalCode: '11201', country: 'US' },
  email: null,
};

describe('paymentReviewReason', () => {
  it('accepts the list price and the EARLYBIRD price, nothing else', () => {
    expect(acceptedAmounts(3899)).toEqual([3899, 3314]);
    expect(paymentReviewReason(order, payment)).toBeNull();
    expect(paymentReviewReason(order, { ...payment, amountCents: 3314 })).toBeNull();
    expect(paymentReviewReason(order, { ...payment, amountCents: 3313 })).toBe('paid 3313 cents, the order costs 3899 or 3314');
  });

  it('holds another currency, another session and a missing US address', () => {
    expect(paymentReviewReason(order, { ...payment, currency: 'EUR' })).toBe('paid in EUR, the order is in usd');
    expect(paymentReviewReason(order, { ...payment, currency: 'USD' })).toBeNull();
    expect(paymentReviewReason(order, { ...payment, sessionId: 'cs_2' })).toBe("paid through session cs_2, the order's is cs_1");
    expect(paymentReviewReason(order, { ...payment, shipping: null })).toBe('no usable US shipping address');
  });

  it('does not ask for a session when the order recorded none (orders made before sessions were kept)', () => {
    expect(paymentReviewReason({ ...order, checkout_session_id: null }, { ...payment, sessionId: 'cs_9' })).toBeNull();
  });

  it('holds a payment for a checkout whose design the cleanup already deleted', () => {
    expect(paymentReviewReason({ ...order, design_file: null }, payment)).toBe(
      "the design was deleted before the payment arrived (an unpaid checkout's design is kept 3 days)",
    );
  });
});
