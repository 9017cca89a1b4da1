import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isOrderId } from '../orders/orderId.ts';
import { findOrder } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import { paymentFromTestForm } from '../payments/testPayments.ts';

const field = z.string().max(200).optional();
const formSchema = z.object({
  promoCode: z.string().max(64).optional(),
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

/**
 * POST /api/test_payment/:orderId (test mode only): the Pay button of the local test payment
 * page. It records the payment through the same pipeline as Stripe's webhook.
 */
export const testPaymentRoutes: FastifyPluginAsync = async (app) => {
  const { payments, pipeline, db } = app.orders;
  if (payments.name !== 'test') return;

  app.post<{ Params: { orderId: string } }>('/test_payment/:orderId', async (request) => {
    const { orderId } = request.params;
    const order = isOrderId(orderId) ? await findOrder(db, orderId) : undefined;
    if (!order) throw new ClientError(404, 'No such order.');
    const form = formSchema.safeParse(request.body);
    if (!form.success) throw new ClientError(400, 'Send the address and card fields as JSON.');
    if (order.status !== 'created') throw new ClientError(409, 'This order has already been paid.');
    const payment = paymentFromTestForm(order, form.data, new Date());
    if ((await pipeline.recordPayment(order.id, payment)) !== 'paid') {
      throw new ClientError(409, 'This order has already been paid.');
    }
    return { order_id: order.id, status: 'paid', amount_paid_cents: payment.amountCents };
  });
};
