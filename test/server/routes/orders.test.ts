import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout, designPng, testPaymentForm } from '../orders/orderFixtures.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';

describe('GET /api/orders/:id', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(async () => {
    await test.close();
  });

  it('tells the public status of a new order, with its design', async () => {
    const { order_id: orderId } = await createCheckout(test.app);
    const response = await test.app.inject({ url: `/api/orders/${orderId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const order = response.json<Record<string, unknown>>();
    expect(order).toMatchObject({
      order_id: orderId,
      status: 'created',
      model_key: '15',
      model_name: 'iPhone 15',
      finish: 'Matte',
      currency: 'usd',
      list_amount_cents: 3899,
      amount_paid_cents: null,
      ship_to: null,
      tracking: null,
    });
    const image = await test.app.inject({ url: order.design_image_url as string });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(await designPng())).toBe(true);
  });

  it('shows the amount paid and where it ships, never the name, street or e-mail', async () => {
    const { order_id: orderId } = await createCheckout(test.app);
    await test.app.inject({
      method: 'POST',
      url: `/api/test_payment/${orderId}`,
      payload: { ...testPaymentForm, promoCode: 'EARLYBIRD' },
    });
    await test.app.orders.fulfilment.idle();
    const response = await test.app.inject({ url: `/api/orders/${orderId}` });
    expect(response.json()).toMatchObject({ status: 'submitted', amount_paid_cents: 3314, ship_to: 'Brooklyn, NY' });
    expect(response.body).not.toMatch(/Ada|Main Street|Apt 4|11201|@/);
  });

  it('answers 404 with {error} to unknown and malformed ids', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaaaa', 'short', 'AAAAAAAAAAAAAAAAAAAAAAAAAA', '%00', "1' OR '1'='1"]) {
      const response = await test.app.inject({ url: `/api/orders/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('No such order.');
    }
  });
});
