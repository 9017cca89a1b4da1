import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailsOfOrder } from '../../../src/server/mail/outboxRepository.ts';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { startFakePrintful, type FakePrintful } from '../../helpers/fakePrintful.ts';
import { addFakePrintfulOrders, type FakePrintfulOrders } from '../../helpers/fakePrintfulOrders.ts';
import { completedSessionEvent, startFakeStripe } from '../../helpers/fakeStripe.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout, testPaymentForm } from '../orders/orderFixtures.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';

const token = 'printful-hook-0123456789abcdef';

describe('Printful fulfilment and POST /api/webhooks/printful/:token', () => {
  let fake: FakePrintful;
  let printfulOrders: FakePrintfulOrders;
  let test: TestApp;
  let orderId: string;
  beforeAll(async () => {
    fake = await startFakePrintful({
      products: [{ productId: 683, variantIds: [17722, 17723], printfile: { width: 879, height: 1830 } }],
    });
    printfulOrders = addFakePrintfulOrders(fake, [17722, 17723]);
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    test = await buildTestApp({
      ...(await testDatabaseEnv()),
      PRINTFUL_API_KEY: fake.apiKey,
      PRINTFUL_API_BASE: fake.baseUrl,
      PRINTFUL_WEBHOOK_TOKEN: token,
      PUBLIC_URL: 'https://shop.example',
    });
    orderId = (await createCheckout(test.app)).order_id;
    await test.app.inject({ method: 'POST', url: `/api/test_payment/${orderId}`, payload: testPaymentForm });
    await test.app.orders.fulfilment.idle();
  });
  afterEach(async () => {
    await test.close();
  });

  const hook = (payload: unknown, path = token) =>
    test.app.inject({ method: 'POST', url: `/api/webhooks/printful/${path}`, payload: payload as object });
  const event = (type: string, extra: Record<string, unknown> = {}) => ({
    type,
    created: 1772000000,
    retries: 0,
    store: 1,
    data: { order: { id: printfulOrders.find(orderId)?.id, external_id: orderId, status: 'pending' }, ...extra },
  });

  it('sends a test-paid order to Printful as a draft it neither charges nor prints', async () => {
    const order = await findOrder(test.app.orders.db, orderId);
    const printful = printfulOrders.find(orderId);
    expect(printful?.status).toBe('draft');
    expect(order).toMatchObject({ status: 'submitted', fulfilment_provider: 'printful', fulfilment_order_id: String(printful?.id) });
    expect(printful?.recipient).toMatchObject({ name: 'Ada Lovelace', state_code: 'NY', zip: '11201', country_code: 'US' });
    expect(printful?.items[0]?.files[0]?.url).toMatch(/^https:\/\/shop\.example\/files\/[0-9a-f]{32}\.png$/);
  });

  it('records the shipment and its tracking once Printful confirms it shipped', async () => {
    printfulOrders.ship(orderId, { tracking_number: 'TRACK-1', tracking_url: 'https://track.example/1', carrier: 'USPS' });
    const response = await hook(event('package_shipped', { shipment: { tracking_number: 'FORGED' } }));
    expect(response.statusCode).toBe(200);
    expect(await findOrder(test.app.orders.db, orderId)).toMatchObject({
      status: 'shipped',
      tracking_number: 'TRACK-1',
      tracking_url: 'https://track.example/1',
      carrier: 'USPS',
    });
    const order = await test.app.inject({ url: `/api/orders/${orderId}` });
    expect(order.json()).toMatchObject({ status: 'shipped', tracking: { number: 'TRACK-1', url: 'https://track.example/1', carrier: 'USPS' } });
    // The shipping notice is queued once, however often Printful sends the event.
    await hook(event('package_shipped'));
    const emails = await emailsOfOrder(test.app.orders.db, orderId);
    expect(emails.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'order-confirmation', recipient: 'ada@example.com' },
      { kind: 'shipping-notice', recipient: 'ada@example.com' },
    ]);
  });

  it('ignores a shipped event that Printful’s own order does not back up', async () => {
    const response = await hook(event('package_shipped', { shipment: { tracking_number: 'FORGED' } }));
    expect(response.statusCode).toBe(200);
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('submitted');
  });

  it('records a failed order with the reason', async () => {
    printfulOrders.setStatus(orderId, 'failed');
    await hook(event('order_failed', { reason: 'The print file could not be downloaded' }));
    expect(await findOrder(test.app.orders.db, orderId)).toMatchObject({ status: 'failed', last_error: 'The print file could not be downloaded' });
  });

  it('records a canceled order, and a replay changes nothing', async () => {
    printfulOrders.setStatus(orderId, 'canceled');
    await hook(event('order_canceled', { reason: 'Canceled by the store' }));
    const canceled = await findOrder(test.app.orders.db, orderId);
    expect(canceled?.status).toBe('canceled');
    await hook(event('order_canceled', { reason: 'Canceled by the store' }));
    expect(await findOrder(test.app.orders.db, orderId)).toEqual(canceled);
  });

  it('answers 404 to a wrong token and records nothing', async () => {
    printfulOrders.setStatus(orderId, 'canceled');
    const response = await hook(event('order_canceled'), 'wrong-token');
    expect(response.statusCode).toBe(404);
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('submitted');
  });

  it('answers 400 to a body that is not a Printful event', async () => {
    for (const payload of [{ nothing: true }, [1], { type: 5 }]) {
      const response = await hook(payload);
      expect(response.statusCode).toBe(400);
      // The route's body schema names the field that is wrong.
      expect(errorOf(response)).toMatch(/^body\/(type)? Invalid input/);
    }
  });

  it('answers 200 to events about orders that are not ours or of other types', async () => {
    expect((await hook({ type: 'package_shipped', data: { order: { external_id: 'shopify-123' } } })).statusCode).toBe(200);
    expect((await hook({ type: 'package_shipped', data: { order: { external_id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa' } } })).statusCode).toBe(200);
    expect((await hook({ type: 'stock_updated', data: {} })).statusCode).toBe(200);
  });

  it('answers 503 when Printful cannot be asked, so Printful sends the event again', async () => {
    printfulOrders.setStatus(orderId, 'canceled');
    printfulOrders.failNext(404);
    const lost = await hook(event('order_canceled'));
    expect(lost.statusCode).toBe(200);
    printfulOrders.failNext(400);
    const refused = await hook(event('order_canceled'));
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused)).toMatch(/Printful could not be reached/);
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('submitted');
  });
});

describe('a Stripe payment with Printful configured', () => {
  it('reaches Printful exactly once, confirmed, even when Stripe delivers the event twice at once', async () => {
    const stripe = await startFakeStripe();
    const printful = await startFakePrintful({
      products: [{ productId: 683, variantIds: [17722, 17723], printfile: { width: 879, height: 1830 } }],
    });
    const orders = addFakePrintfulOrders(printful, [17722, 17723]);
    const test = await buildTestApp({
      ...(await testDatabaseEnv()),
      STRIPE_SECRET_KEY: 'sk_test_store',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_BASE: stripe.url,
      PRINTFUL_API_KEY: printful.apiKey,
      PRINTFUL_API_BASE: printful.baseUrl,
      PUBLIC_URL: 'https://shop.example',
    });
    try {
      const { order_id: orderId, checkout_url: checkoutUrl } = await createCheckout(test.app);
      const session = [...stripe.sessions.values()].find((entry) => entry.url === checkoutUrl) ?? {};
      const payload = JSON.stringify(
        completedSessionEvent(session, {
          amountTotal: 3314,
          shipping: { name: 'Ada Lovelace', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postal_code: '11201', country: 'US' },
        }),
      );
      const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret' });
      const deliver = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
      await Promise.all([deliver(), deliver()]);
      await test.app.orders.fulfilment.idle();
      expect(orders.orders.size).toBe(1);
      expect(orders.find(orderId)?.status).toBe('pending');
      expect(await findOrder(test.app.orders.db, orderId)).toMatchObject({
        status: 'submitted',
        paid_amount_cents: 3314,
        fulfilment_order_id: String(orders.find(orderId)?.id),
      });
    } finally {
      await test.close();
      await stripe.close();
      await printful.close();
    }
  });
});

describe('the Printful webhook without Printful', () => {
  it('does not exist in test mode', async () => {
    const test = await buildTestApp({ ...(await testDatabaseEnv()), PRINTFUL_WEBHOOK_TOKEN: token });
    try {
      const response = await test.app.inject({ method: 'POST', url: `/api/webhooks/printful/${token}`, payload: { type: 'order_canceled' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
