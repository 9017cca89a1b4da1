import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOrderId } from '../orders/orderId.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import { paymentFromTestForm } from '../payments/testPayments.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';

const field = z.string().max(200).optional();
const formSchema = z.object({
  promoCode: z.string().max(64).optional(),
  email: z.string().max(320).optional(),
  address: z.object({
    name: field,
    line1: field,
    line2: field,
    city: field,
    state: field,
    postalCode: field,
  }),
  card: z.object({ cardNumber: field, expiry: field, cvc: field }),
});

const schema = {
  params: z.object({ orderId: z.string().max(64) }),
  body: formSchema,
  response: {
    200: z.object({ order_id: z.string(), status: z.literal('paid'), amount_paid_cents: z.number().int() }),
    ...errorResponses,
  },
};

/**
 * POST /api/test_payment/:orderId (test mode only): the Pay button of the local test payment
 * page. It records the payment through the same pipeline as Stripe's webhook.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, pipeline, db } = app.orders;
  if (payments.name !== 'test') return;

  app.post('/test_payment/:orderId', { schema }, async (request) => {
    const { orderId } = request.params;
    const order = isOrderId(orderId) ? await findOrder(db, orderId) : undefined;
    if (!order) throw new ClientError(404, 'No such order.');
    if (order.status !== 'created') throw new ClientError(409, 'This order has already been paid.');
    const payment = paymentFromTestForm(order, request.body, new Date());
    if ((await pipeline.recordPayment(order.id, payment)) !== 'paid') {
      throw new ClientError(409, 'This order has already been paid.');
    }
    return { order_id: order.id, status: 'paid' as const, amount_paid_cents: payment.amountCents };
  });
};
