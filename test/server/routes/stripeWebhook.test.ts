import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailsOfOrder } from '../../../src/server/mail/outboxRepository.ts';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { completedSessionEvent, startFakeStripe, type FakeStripe } from '../../helpers/fakeStripe.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout } from '../orders/orderFixtures.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';

const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
const shipping = {
  name: 'Ada Lovelace',
  line1: '12 Main Street',
  city: 'Brooklyn',
  state: 'NY',
  postal_code: '11201',
  country: 'US',
};

describe('Stripe checkout and POST /api/webhooks/stripe', () => {
  let fake: FakeStripe;
  let test: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    test = await buildTestApp({
      ...(await testDatabaseEnv()),
      STRIPE_SECRET_KEY: 'sk_test_store',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterEach(async () => {
    await test.close();
  });

  /** A paid checkout: the order, its session at the fake, and the completed event's body. */
  async function paidCheckout(amountTotal = 3314) {
    const { order_id: orderId, checkout_url: checkoutUrl } = await createCheckout(test.app);
    const session = [...fake.sessions.values()].find((entry) => entry.url === checkoutUrl);
    if (!session) throw new Error('The fake has no session for the checkout url');
    const payload = JSON.stringify(completedSessionEvent(session, { amountTotal, shipping }));
    return { orderId, session, payload };
  }

  const deliver = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) =>
    test.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('answers the checkout with the Stripe session url and its return urls', async () => {
    const { orderId, session } = await paidCheckout();
    expect(session).toMatchObject({
      success_url: `https://shop.example/order/${orderId}`,
      cancel_url: 'https://shop.example/editor',
      client_reference_id: orderId,
      metadata: { order_id: orderId },
    });
    expect((await findOrder(test.app.orders.db, orderId))?.payment_provider).toBe('stripe');
  });

  it('marks the order paid with the amount and address from the session, then submits it', async () => {
    const { orderId, session, payload } = await paidCheckout(3314);
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'paid' });
    await test.app.orders.fulfilment.idle();
    const order = await findOrder(test.app.orders.db, orderId);
    expect(order).toMatchObject({
      status: 'submitted',
      paid_amount_cents: 3314,
      payment_session_id: session.id,
      customer_email: 'ada@example.com',
      fulfilment_provider: 'local',
      fulfilment_order_id: `local-${orderId}`,
    });
    expect(JSON.parse(order?.shipping ?? 'null')).toEqual({
      name: 'Ada Lovelace',
      line1: '12 Main Street',
      city: 'Brooklyn',
      state: 'NY',
      postalCode: '11201',
      country: 'US',
    });
  });

  it('changes nothing when the same event is delivered again', async () => {
    const { orderId, payload } = await paidCheckout();
    await deliver(payload);
    await test.app.orders.fulfilment.idle();
    const before = await findOrder(test.app.orders.db, orderId);
    const replay = await deliver(payload);
    await test.app.orders.fulfilment.idle();
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'already-paid' });
    expect(await findOrder(test.app.orders.db, orderId)).toEqual(before);
  });

  it('makes one transition when two deliveries arrive at once', async () => {
    const { orderId, payload } = await paidCheckout();
    const outcomes = (await Promise.all([deliver(payload), deliver(payload)])).map(
      (response) => response.json<{ outcome: string }>().outcome,
    );
    expect(outcomes.sort()).toEqual(['already-paid', 'paid']);
    await test.app.orders.fulfilment.idle();
    const order = await findOrder(test.app.orders.db, orderId);
    expect(order?.status).toBe('submitted');
    expect(order?.fulfilment_attempts).toBe(1);
    // The shopper's confirmation was queued with the payment, once.
    const emails = await emailsOfOrder(test.app.orders.db, orderId);
    expect(emails.map(({ kind, recipient, status }) => ({ kind, recipient, status }))).toEqual([
      { kind: 'order-confirmation', recipient: 'ada@example.com', status: 'pending' },
    ]);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { orderId, payload } = await paidCheckout();
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const response = await deliver(payload, forged);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(/signature/i);
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
  });

  it('answers 400 when the body was changed after signing', async () => {
    const { orderId, payload } = await paidCheckout(3314);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await deliver(payload.replace('"amount_total":3314', '"amount_total":1'), signature);
    expect(response.statusCode).toBe(400);
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
  });

  it('answers 400 without a signature header, and to an empty body', async () => {
    const { payload } = await paidCheckout();
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(errorOf(unsigned)).toMatch(/Stripe-Signature/);
    const empty = await test.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(empty.statusCode).toBe(400);
  });

  it('ignores a session that is not paid yet and events of other types', async () => {
    const { orderId, session } = await paidCheckout();
    const unpaid = completedSessionEvent(session, { amountTotal: 3899, shipping });
    (unpaid.data as { object: Record<string, unknown> }).object.payment_status = 'unpaid';
    expect((await deliver(JSON.stringify(unpaid))).json()).toEqual({ received: true });
    const other = { ...unpaid, type: 'payment_intent.created' };
    expect((await deliver(JSON.stringify(other))).statusCode).toBe(200);
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
  });

  it('answers 200 to a paid session naming an unknown order (Stripe would retry otherwise)', async () => {
    const { session } = await paidCheckout();
    const event = completedSessionEvent(
      { ...session, metadata: { order_id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa' } },
      { amountTotal: 3899, shipping },
    );
    const response = await deliver(JSON.stringify(event));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'unknown-order' });
  });

  const heldForReview: [string, (session: Record<string, unknown>) => Record<string, unknown>, RegExp][] = [
    ['an amount of 1 cent', (session) => completedSessionEvent(session, { amountTotal: 1, shipping }), /paid 1 cents/],
    ['another currency', (session) => {
      const event = completedSessionEvent(session, { amountTotal: 3899, shipping });
      (event.data as { object: Record<string, unknown> }).object.currency = 'eur';
      return event;
    }, /paid in eur/],
    ['another session', (session) => completedSessionEvent({ ...session, id: 'cs_test_someone_elses' }, { amountTotal: 3899, shipping }), /session cs_test_someone_elses/],
    ['a non-US address', (session) => completedSessionEvent(session, { amountTotal: 3899, shipping: { ...shipping, country: 'CA' } }), /no usable US shipping address/],
  ];
  for (const [what, eventFor, reason] of heldForReview) {
    it(`holds a validly signed payment with ${what} for review and does not print it`, async () => {
      const { orderId, session } = await paidCheckout();
      const response = await deliver(JSON.stringify(eventFor(session)));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'held-for-review' });
      await test.app.orders.fulfilment.idle();
      const order = await findOrder(test.app.orders.db, orderId);
      expect(order).toMatchObject({ status: 'review', fulfilment_attempts: 0, fulfilment_order_id: null });
      expect(order?.review_reason).toMatch(reason);
      // No confirmation until the owner releases it.
      expect(await emailsOfOrder(test.app.orders.db, orderId)).toEqual([]);
      const page = await test.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
      expect(page.json<{ status: string }>().status).toBe('review');
    });
  }

  const malformed: [string, (event: Record<string, unknown>) => unknown][] = [
    ['no data', (event) => ({ id: event.id, type: 'checkout.session.completed' })],
    ['a null data.object', (event) => ({ ...event, data: { object: null } })],
    ['a text amount_total', (event) => {
      const object = (event.data as { object: Record<string, unknown> }).object;
      return { ...event, data: { object: { ...object, amount_total: '3899' } } };
    }],
    ['metadata that is a number', (event) => {
      const object = (event.data as { object: Record<string, unknown> }).object;
      return { ...event, data: { object: { ...object, metadata: 5 } } };
    }],
    ['customer_details that is text', (event) => {
      const object = (event.data as { object: Record<string, unknown> }).object;
      return { ...event, data: { object: { ...object, customer_details: 'ada' } } };
    }],
  ];
  for (const [what, spoil] of malformed) {
    it(`answers 400, not 500, to a signed event with ${what}`, async () => {
      const { orderId, session } = await paidCheckout();
      const response = await deliver(JSON.stringify(spoil(completedSessionEvent(session, { amountTotal: 3899, shipping }))));
      expect(response.statusCode).toBe(400);
      errorOf(response);
      expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
    });
  }

  it('ignores a payment through a session that already paid another order', async () => {
    const first = await paidCheckout();
    expect((await deliver(first.payload)).json()).toEqual({ received: true, outcome: 'paid' });
    const { orderId } = await paidCheckout();
    const reused = completedSessionEvent({ ...first.session, metadata: { order_id: orderId } }, { amountTotal: 3899, shipping });
    const response = await deliver(JSON.stringify(reused));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'session-of-another-order' });
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
  });

  it('refuses a signature dated in the future like an old one', async () => {
    const { orderId, payload } = await paidCheckout();
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const anHourAgo = inAnHour - 7200;
    for (const timestamp of [inAnHour, anHourAgo]) {
      const response = await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatch(/signature/i);
    }
    expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
  });

  it('answers 502 with the error when Stripe refuses to create the session', async () => {
    fake.failNext(400);
    const { multipartForm } = await import('../../helpers/testApp.ts');
    const { designPng, orderVariantID } = await import('../orders/orderFixtures.ts');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: multipartForm({ variantID: orderVariantID }, { bytes: new Uint8Array(await designPng()) }),
    });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toMatch(/payment could not be started/);
  });

  it('has no test payment route when Stripe is configured', async () => {
    const { orderId } = await paidCheckout();
    const response = await test.app.inject({ method: 'POST', url: `/api/test_payment/${orderId}`, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
