import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  printfulWebhookHints,
  printfulWebhookSchema,
  printfulOrderEvents,
  updateFromPrintfulOrder,
} from '../fulfilment/printfulEvents.ts';
import { findPrintfulOrder } from '../fulfilment/printfulOrders.ts';
import { isOrderId } from '../orders/orderId.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import { errorResponses, webhookReceived } from '../schemas/apiSchemas.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

const schema = {
  params: z.object({ token: z.string().max(256) }),
  body: printfulWebhookSchema,
  response: { 200: webhookReceived, ...errorResponses },
};

/**
 * POST /api/webhooks/printful/<PRINTFUL_WEBHOOK_TOKEN> (only with Printful configured). Printful
 * v1 webhooks are unsigned, so the URL carries a secret and the order is fetched from Printful
 * before anything is recorded: a forged event can at most make us look.
 */
export const printfulWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { printful } = app;
  const token = app.env.PRINTFUL_WEBHOOK_TOKEN;
  if (!printful || !token) return;
  const expected = digest(token);

  app.post('/webhooks/printful/:token', { schema, config: { anyOrigin: true } }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.params.token), expected)) {
      throw new ClientError(404, 'Not found.');
    }
    const event = printfulWebhookHints(request.body);
    const { externalId, reason } = event;
    if (!printfulOrderEvents.includes(event.type) || !externalId || !isOrderId(externalId)) {
      return { received: true as const };
    }
    const order = await findOrder(app.orders.db, externalId);
    if (!order) return { received: true as const };

    let printfulOrder;
    try {
      printfulOrder = await findPrintfulOrder(printful.client, externalId);
    } catch (error) {
      request.log.warn({ err: error, orderId: externalId }, 'Printful order could not be fetched');
      return reply.status(503).send({ error: 'Printful could not be reached; send the event again later.' });
    }
    const update = printfulOrder && updateFromPrintfulOrder(printfulOrder);
    if (update?.status === 'shipped') {
      await app.orders.pipeline.recordShipped(order.id, update.tracking);
    } else if (update) {
      await app.orders.pipeline.recordEnded(order.id, update.status, reason ?? null);
    }
    return { received: true as const };
  });
};
