import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageSize } from '../../shared/adminApi.ts';
import { renderOrderEmail } from '../mail/orderEmails.ts';
import { emailCount, findEmail, listEmails } from '../mail/outboxRepository.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import { storeOrigin } from '../plugins/sameOrigin.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';
import { adminEmailSchema, adminOutboxSchema } from '../schemas/adminSchemas.ts';
import { emailSummary } from './adminOrderViews.ts';

/**
 * GET /api/admin/outbox: the shopper e-mails, newest first, sent or waiting (in test mode, without
 * SMTP_URL, they all wait here); GET /outbox/:id shows one as the shopper would read it.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.orders;

  app.get(
    '/outbox',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }), response: { 200: adminOutboxSchema, ...errorResponses } } },
    async (request) => {
      const { page } = request.query;
      const [rows, total] = await Promise.all([listEmails(db, { offset: (page - 1) * adminPageSize, limit: adminPageSize }), emailCount(db)]);
      return { emails: rows.map(emailSummary), total, page, page_size: adminPageSize, mail: app.mail.mode };
    },
  );

  app.get(
    '/outbox/:id',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: adminEmailSchema, ...errorResponses } } },
    async (request) => {
      const row = /^[0-9a-f]{32}$/.test(request.params.id) ? await findEmail(db, request.params.id) : undefined;
      const order = row && (await findOrder(db, row.order_id));
      if (!row || !order) throw new ClientError(404, 'No such e-mail.');
      // In the browser the picture is the stored design itself; a sent e-mail carries it inline.
      const picture = row.kind === 'order-confirmation' && order.design_file ? app.storage.urlFor(order.design_file) : null;
      const rendered = renderOrderEmail(row.kind, order, { storeUrl: app.env.PUBLIC_URL ?? storeOrigin(request), designImageSrc: picture });
      return { ...emailSummary(row), ...rendered };
    },
  );
};
