import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pagePaths } from '../../shared/routes.ts';
import { createRateLimit } from '../plugins/rateLimit.ts';
import { readDesignUpload } from '../plugins/uploads.ts';
import { limitKeys } from '../plugins/visitor.ts';

export const checkoutLimitMessage = 'Too many checkout attempts. Please wait a few minutes and try again.';

/** The store's own address for Stripe's return URLs: PUBLIC_URL, else the request's origin. */
function publicOrigin(request: FastifyRequest): string {
  return request.server.env.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/**
 * POST /api/create_checkout_session: the design (multipart `file`, `variantID`, `uuid`) becomes
 * an order with its stored print file, and a payment for the server's price starts. Every
 * attempt counts against CHECKOUT_LIMIT on both the visitor cookie and the client address, as
 * each one may store a design of up to 25 MB.
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const { pipeline, payments } = app.orders;
  const attempts = createRateLimit(app.env.CHECKOUT_LIMIT);

  app.post('/create_checkout_session', async (request, reply) => {
    const who = limitKeys(request);
    const wait = attempts.remainingSeconds(who);
    if (wait > 0) {
      return reply.status(429).header('retry-after', String(wait)).send({ error: checkoutLimitMessage });
    }
    // Counted before the upload is read, so a burst of parallel requests cannot all slip through.
    attempts.record(who);
    const upload = await readDesignUpload(request);
    const design = await app.storage.save(upload.png, 'png');
    const order = await pipeline.create({
      model: upload.model,
      finish: upload.finish,
      variantID: upload.variantID,
      designFile: design.name,
      visitorId: request.visitorId ?? upload.uuid,
      paymentProvider: payments.name,
    });
    const origin = publicOrigin(request);
    let checkout: { checkoutUrl: string; sessionId: string };
    try {
      checkout = await payments.createCheckout({
        orderId: order.id,
        productName: `Custom collage case for ${upload.model.name}, ${upload.finish}`,
        unitAmountCents: order.list_amount_cents,
        currency: order.currency,
        successUrl: `${origin}${pagePaths.order.replace(':orderId', order.id)}`,
        cancelUrl: `${origin}${pagePaths.editor}`,
      });
    } catch (error) {
      request.log.error({ err: error, orderId: order.id }, 'the payment provider refused the checkout');
      return reply.status(502).send({ error: 'The payment could not be started. Please try again.' });
    }
    await pipeline.recordCheckoutSession(order.id, checkout.sessionId);
    return { checkout_url: checkout.checkoutUrl, order_id: order.id };
  });
};
