import type { FastifyPluginAsync } from 'fastify';
import { isOrderId } from '../orders/orderId.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { publicOrder } from '../orders/publicOrder.ts';
import { ClientError } from '../plugins/errors.ts';

/** GET /api/orders/:id: the order's public status; the unguessable id is the credential. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    const { id } = request.params;
    const order = isOrderId(id) ? await findOrder(app.orders.db, id) : undefined;
    if (!order) throw new ClientError(404, 'No such order.');
    void reply.header('cache-control', 'no-store');
    return publicOrder(order, (name) => app.storage.urlFor(name));
  });
};
