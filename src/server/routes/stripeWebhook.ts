import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentFromSessionEvent, verifyStripeEvent } from '../payments/stripeEvents.ts';
import { errorResponses, webhookReceived } from '../schemas/apiSchemas.ts';

/** The body stays raw bytes (the signature covers them); the event inside is checked by stripeEvents. */
const schema = {
  headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
  body: z.instanceof(Buffer, { message: 'Send the Stripe event as the request body.' }),
  response: { 200: webhookReceived, ...errorResponses },
};

/**
 * POST /api/webhooks/stripe (only with Stripe configured): verifies the signature over the raw
 * body, then records a paid Checkout Session through the order pipeline. Replays and concurrent
 * deliveries answer 200 and change nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe, pipeline } = app.orders;
  if (!stripe) return;

  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/webhooks/stripe', { schema, config: { anyOrigin: true } }, async (request) => {
    const event = verifyStripeEvent(stripe.client, request.body, request.headers['stripe-signature'], stripe.webhookSecret);
    // A card payment completes the session; a delayed method (bank debit) succeeds later.
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const paid = paymentFromSessionEvent(event);
      if (paid) {
        const outcome = await pipeline.recordPayment(paid.orderId, paid.payment);
        if (outcome === 'unknown-order') request.log.warn({ orderId: paid.orderId }, 'Stripe paid an unknown order');
        return { received: true as const, outcome };
      }
    }
    return { received: true as const };
  });
};
