import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOrderId } from '../orders/orderId.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { publicOrder } from '../orders/publicOrder.ts';
import { ClientError } from '../plugins/errors.ts';
import { errorResponses, publicOrderSchema } from '../schemas/apiSchemas.ts';

/** GET /api/orders/:id: the order's public status; the unguessable id is the credential. */
const schema = {
  params: z.object({ id: z.string().max(64) }),
  response: { 200: publicOrderSchema, ...errorResponses },
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders/:id', { schema }, async (request, reply) => {
    const { id } = request.params;
    const order = isOrderId(id) ? await findOrder(app.orders.db, id) : undefined;
    if (!order) throw new ClientError(404, 'No such order.');
    void reply.header('cache-control', 'no-store');
    return publicOrder(order, (name) => app.storage.urlFor(name));
  });
};
