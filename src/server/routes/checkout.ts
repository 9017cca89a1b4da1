import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagePaths } from '../../shared/routes.ts';
import { saveDesign } from '../designs/storableDesign.ts';
import { orderHasDesign } from '../orders/orderRepository.ts';
import { discardLeftovers } from '../plugins/leftoverFiles.ts';
import { takeTurns } from '../plugins/takeLimits.ts';
import { readCheckedDesign } from '../plugins/uploads.ts';
import { addressKey, visitorKey } from '../plugins/visitor.ts';
import { checkoutAnswer, errorResponses } from '../schemas/apiSchemas.ts';

export const checkoutLimitMessage = 'Too many checkout attempts. Please wait a few minutes and try again.';
export const checkoutStorageMessage =
  'Checkouts from your network just now fill the space kept for designs. Please try again later.';

/** The store's own address for Stripe's return URLs: PUBLIC_URL, else the request's origin. */
function publicOrigin(request: FastifyRequest): string {
  return request.server.env.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** The design's fields arrive in the multipart body and are checked by designFieldsSchema. */
const schema = { response: { 200: checkoutAnswer, ...errorResponses } };

/**
 * POST /api/create_checkout_session: the design (multipart `file`, `variantID`, `uuid`) becomes
 * an order with its stored print file, and a payment for the server's price starts. Each
 * well-formed checkout counts against CHECKOUT_LIMIT for the visitor and the wider
 * CHECKOUT_ADDRESS_LIMIT for the client address (a household or an office shares one), as each
 * one stores a design of up to 25 MB. Only a checkout that is served costs a turn: malformed
 * posts (which any web page can make a browser send) and the store's own failures cost none.
 * The bytes each stored design takes count against CHECKOUT_STORAGE_LIMIT for the address (an
 * unpaid order's design is kept for days): a checkout past it is refused before it is read.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pipeline, payments } = app.orders;
  const perVisitor = app.shared.rateLimit('checkout-visitor', app.env.CHECKOUT_LIMIT);
  const perAddress = app.shared.rateLimit('checkout-address', app.env.CHECKOUT_ADDRESS_LIMIT);
  const { limit: megabytes, windowSeconds } = app.env.CHECKOUT_STORAGE_LIMIT;
  const storedPerAddress = app.shared.byteBudget('checkout-bytes', { bytes: megabytes * 1024 * 1024, windowSeconds });

  app.post('/create_checkout_session', { schema }, async (request, reply) => {
    const address = addressKey(request);
    const refuseStorage = (seconds: number) =>
      reply.status(429).header('retry-after', String(seconds)).send({ error: checkoutStorageMessage });
    // Nothing stored is larger than what was sent: an upload larger than what is left is refused unread.
    const full = await storedPerAddress.remainingSeconds(address, Number(request.headers['content-length'] ?? 1));
    if (full > 0) return refuseStorage(full);
    // Taken before the body is read, so a refused request costs no upload and a burst of parallel
    // requests cannot all slip through; given back unless the checkout is served.
    const wait = await takeTurns(request, [
      [perVisitor, [visitorKey(request)]],
      [perAddress, [address]],
    ]);
    if (wait > 0) {
      return reply.status(429).header('retry-after', String(wait)).send({ error: checkoutLimitMessage });
    }
    const upload = await readCheckedDesign(request);
    const { bytes } = upload.design;
    const storageWait = await storedPerAddress.take(address, bytes);
    if (storageWait > 0) return refuseStorage(storageWait);
    // The bytes are given back (once) when the design is not kept after all.
    let counted = true;
    const notKept = async () => {
      if (counted) await storedPerAddress.refund(address, bytes);
      counted = false;
    };
    const design = await saveDesign(app.storage, upload.design).catch(async (error: unknown) => {
      await notKept();
      throw error;
    });
    let order;
    try {
      order = await pipeline.create({
        model: upload.model,
        finish: upload.finish,
        variantID: upload.variantID,
        designFile: design.name,
        visitorId: request.visitorId ?? upload.uuid,
        paymentProvider: payments.name,
      });
    } catch (error) {
      // No design without its order: deleted unless the database recorded the order after all.
      const recorded = async () => (await orderHasDesign(app.orders.db, design.name)) || (await notKept(), false);
      await discardLeftovers(app.storage.discard([design.name], recorded), error);
      throw error;
    }
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
