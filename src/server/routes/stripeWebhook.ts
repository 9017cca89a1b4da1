import type { FastifyPluginAsync } from 'fastify';
import { paymentFromSessionEvent, verifyStripeEvent } from '../payments/stripeEvents.ts';

/**
 * POST /api/webhooks/stripe (only with Stripe configured): verifies the signature over the raw
 * body, then records a paid Checkout Session through the order pipeline. Replays and concurrent
 * deliveries answer 200 and change nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { stripe, pipeline } = app.orders;
  if (!stripe) return;

  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/webhooks/stripe', async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = verifyStripeEvent(stripe.client, body, request.headers['stripe-signature'], stripe.webhookSecret);
    // A card payment completes the session; a delayed method (bank debit) succeeds later.
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const paid = paymentFromSessionEvent(event);
      if (paid) {
        const outcome = await pipeline.recordPayment(paid.orderId, paid.payment);
        if (outcome === 'unknown-order') request.log.warn({ orderId: paid.orderId }, 'Stripe paid an unknown order');
        return { received: true, outcome };
      }
    }
    return { received: true };
  });
};
