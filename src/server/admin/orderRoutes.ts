import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageSize } from '../../shared/adminApi.ts';
import { orderStatuses } from '../../shared/orderApi.ts';
import { attemptsOfOrder } from '../fulfilment/fulfilmentAttempts.ts';
import { emailsOfOrder } from '../mail/outboxRepository.ts';
import { isOrderId } from '../orders/orderId.ts';
import { ClientError } from '../plugins/errors.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';
import { adminActionResultSchema, adminOrderDetailSchema, adminOrderListSchema } from '../schemas/adminSchemas.ts';
import { listOrders } from './adminOrderQueries.ts';
import { orderDetail, orderSummary } from './adminOrderViews.ts';
import { auditOfOrder } from './auditLog.ts';
import { cancelOrder, RefundFailedError } from './cancelOrder.ts';
import { orderOr404, type Actor, type OrderActionDeps } from './orderActionDeps.ts';
import { releaseOrder, resendEmail, retryOrder } from './orderActions.ts';

const orderParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({
  status: z.enum(orderStatuses).optional(),
  q: z.string().trim().max(320).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const cancelBody = z.object({
  reason: z.string().trim().min(1, 'Say why the order is canceled.').max(500, 'Keep the reason under 500 characters.'),
});

type Action = (deps: OrderActionDeps, orderId: string, actor: Actor) => Promise<string>;

/** GET /api/admin/orders (the list), GET /orders/:id (the order page) and the order actions. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.orders;
  const deps: OrderActionDeps = {
    db,
    fulfilment: app.orders.fulfilment,
    stripe: app.orders.stripe?.client ?? null,
    mailMode: app.mail.mode,
    emailQueued: () => app.mail.worker?.wake(),
    log: app.log,
  };
  const fileUrl = (name: string) => app.storage.urlFor(name);
  const detailOf = async (id: string) => {
    const order = await orderOr404(db, id);
    const [attempts, audit, emails] = await Promise.all([attemptsOfOrder(db, id), auditOfOrder(db, id), emailsOfOrder(db, id)]);
    return orderDetail(order, { attempts, audit, emails }, fileUrl);
  };
  const checkedId = (id: string) => {
    if (!isOrderId(id)) throw new ClientError(404, 'No such order.');
    return id;
  };
  const actorOf = (sessionId: string | undefined): Actor => ({ sessionId: sessionId ?? '' });

  app.get('/orders', { schema: { querystring: listQuery, response: { 200: adminOrderListSchema, ...errorResponses } } }, async (request) => {
    const { status, q, page } = request.query;
    const { rows, total } = await listOrders(db, { status, search: q, offset: (page - 1) * adminPageSize, limit: adminPageSize });
    return { orders: rows.map(orderSummary), total, page, page_size: adminPageSize };
  });

  app.get('/orders/:id', { schema: { params: orderParams, response: { 200: adminOrderDetailSchema, ...errorResponses } } }, async (request) =>
    detailOf(checkedId(request.params.id)),
  );

  const actions: [string, Action][] = [
    ['release', releaseOrder],
    ['retry', retryOrder],
    ['resend-email', resendEmail],
  ];
  for (const [path, action] of actions) {
    app.post(
      `/orders/:id/${path}`,
      { schema: { params: orderParams, response: { 200: adminActionResultSchema, ...errorResponses } } },
      async (request) => {
        const id = checkedId(request.params.id);
        const message = await action(deps, id, actorOf(request.adminSession?.id));
        return { message, order: await detailOf(id) };
      },
    );
  }

  app.post(
    '/orders/:id/cancel',
    { schema: { params: orderParams, body: cancelBody, response: { 200: adminActionResultSchema, ...errorResponses } } },
    async (request, reply) => {
      const id = checkedId(request.params.id);
      try {
        const message = await cancelOrder(deps, id, actorOf(request.adminSession?.id), request.body.reason);
        return { message, order: await detailOf(id) };
      } catch (error) {
        if (!(error instanceof RefundFailedError)) throw error;
        return reply.status(502).send({ error: error.message });
      }
    },
  );
};
