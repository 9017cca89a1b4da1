import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pagePaths } from '../../shared/routes.ts';
import { readDesignUpload } from '../plugins/uploads.ts';

/** The store's own address for Stripe's return URLs: PUBLIC_URL, else the request's origin. */
function publicOrigin(request: FastifyRequest): string {
  return request.server.env.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/**
 * POST /api/create_checkout_session: the design (multipart `file`, `variantID`, `uuid`) becomes
 * an order with its stored print file, and a payment for the server's price starts.
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const { pipeline, payments } = app.orders;

  app.post('/create_checkout_session', async (request, reply) => {
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
    let checkoutUrl: string;
    try {
      ({ checkoutUrl } = await payments.createCheckout({
        orderId: order.id,
        productName: `Custom collage case for ${upload.model.name}, ${upload.finish}`,
        unitAmountCents: order.list_amount_cents,
        currency: order.currency,
        successUrl: `${origin}${pagePaths.order.replace(':orderId', order.id)}`,
        cancelUrl: `${origin}${pagePaths.editor}`,
      }));
    } catch (error) {
      request.log.error({ err: error, orderId: order.id }, 'the payment provider refused the checkout');
      return reply.status(502).send({ error: 'The payment could not be started. Please try again.' });
    }
    return { checkout_url: checkoutUrl, order_id: order.id };
  });
};
