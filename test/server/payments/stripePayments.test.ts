import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStripeClient,
  createStripePayments,
} from '../../../src/server/payments/stripePayments.ts';
import type { CheckoutRequest } from '../../../src/server/payments/paymentProvider.ts';
import { startFakeStripe, type FakeStripe } from '../../helpers/fakeStripe.ts';

const request: CheckoutRequest = {
  orderId: 'abcdefghijklmnopqrstuvwxyz',
  productName: 'Custom collage case for iPhone 15, Matte',
  unitAmountCents: 3899,
  currency: 'usd',
  successUrl: 'https://shop.example/order/abcdefghijklmnopqrstuvwxyz',
  cancelUrl: 'https://shop.example/editor',
};

describe('the Stripe payment adapter against a fake Stripe', () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
  });
  const payments = () =>
    createStripePayments(createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.url }));

  it('creates a Checkout Session with the documented parameters and returns its url', async () => {
    const { checkoutUrl } = await payments().createCheckout(request);
    const [created] = fake.createRequests.slice(-1);
    const session = [...fake.sessions.values()].at(-1);
    expect(checkoutUrl).toBe(session?.url);
    expect(created?.idempotencyKey).toBe(`checkout-session-${request.orderId}`);
    expect(created?.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '3899',
            product_data: { name: 'Custom collage case for iPhone 15, Matte' },
          },
        },
      ],
      allow_promotion_codes: 'true',
      shipping_address_collection: { allowed_countries: ['US'] },
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Free shipping',
            fixed_amount: { amount: '0', currency: 'usd' },
            delivery_estimate: {
              minimum: { unit: 'business_day', value: '7' },
              maximum: { unit: 'business_day', value: '7' },
            },
          },
        },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId },
      payment_intent_data: { metadata: { order_id: request.orderId } },
    });
    expect(created?.params).not.toHaveProperty('discounts');
  });

  it('gets the same session back when the same order is sent twice (idempotency key)', async () => {
    const other = { ...request, orderId: 'zyxwvutsrqponmlkjihgfedcba' };
    const sessionsBefore = fake.sessions.size;
    const first = await payments().createCheckout(other);
    const second = await payments().createCheckout(other);
    expect(second.checkoutUrl).toBe(first.checkoutUrl);
    expect(fake.sessions.size).toBe(sessionsBefore + 1);
  });

  it('rejects when Stripe refuses', async () => {
    fake.failNext(400);
    await expect(
      payments().createCheckout({ ...request, orderId: 'refusedrefusedrefusedrefus' }),
    ).rejects.toThrow(/told to fail/);
  });
});
