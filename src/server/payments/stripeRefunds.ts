import type Stripe from 'stripe';

export interface RefundRequest {
  orderId: string;
  /** The Checkout Session that paid the order. */
  sessionId: string;
  amountCents: number;
}

/**
 * Refunds an order's payment through Stripe's Refunds API: the Checkout Session names the
 * PaymentIntent, which is refunded by `amountCents`. The idempotency key is the order's, so a
 * retried request (a timeout, a second owner) never refunds twice.
 */
export async function refundCheckoutPayment(stripe: Stripe, request: RefundRequest): Promise<{ id: string; amountCents: number }> {
  const session = await stripe.checkout.sessions.retrieve(request.sessionId);
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error(`Checkout Session ${request.sessionId} has no payment to refund.`);
  const refund = await stripe.refunds.create(
    {
      payment_intent: intent,
      amount: request.amountCents,
      reason: 'requested_by_customer',
      metadata: { order_id: request.orderId },
    },
    { idempotencyKey: `refund-${request.orderId}` },
  );
  return { id: refund.id, amountCents: refund.amount };
}
