import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminActionResult } from '../../../src/shared/adminApi.ts';
import { auditOfOrder } from '../../../src/server/admin/auditLog.ts';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { completedSessionEvent, startFakeStripe, type FakeStripe } from '../../helpers/fakeStripe.ts';
import { errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout } from '../orders/orderFixtures.ts';
import { asOwner, buildAdminApp, ownerCookies } from './adminFixtures.ts';

const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
const shipping = { name: 'Ada Lovelace', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postal_code: '11201', country: 'US' };

describe('Cancel with Stripe: the payment is refunded through the Refunds API', () => {
  let fake: FakeStripe;
  let test: TestApp;
  let owner: ReturnType<typeof asOwner>;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.refunds.delayMs = 0;
    test = await buildAdminApp({ STRIPE_SECRET_KEY: 'sk_test_store', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.url });
    owner = asOwner(test.app, await ownerCookies(test.app));
  });
  afterEach(async () => {
    await test.close();
  });

  /** An order paid through Stripe Checkout whose amount does not match: held for review. */
  async function heldStripeOrder(amountTotal = 1999): Promise<{ orderId: string; paymentIntent: string }> {
    const { order_id: orderId, checkout_url: checkoutUrl } = await createCheckout(test.app);
    const session = [...fake.sessions.values()].find((entry) => entry.url === checkoutUrl);
    if (!session) throw new Error('no session at the fake');
    const paid = fake.pay(session.id as string, amountTotal);
    const payload = JSON.stringify(completedSessionEvent(paid, { amountTotal, shipping }));
    const delivered = await test.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
      payload,
    });
    expect(delivered.json()).toMatchObject({ outcome: 'held-for-review' });
    return { orderId, paymentIntent: paid.payment_intent as string };
  }

  it('refunds once and cancels once when two owners press Cancel at once', async () => {
    const { orderId, paymentIntent } = await heldStripeOrder();
    fake.refunds.delayMs = 150;
    const cancel = () => owner('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'The shopper asked' });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.statusCode === 200)?.json<AdminActionResult>();
    expect(done?.message).toBe('Canceled, and $19.99 refunded.');

    expect(fake.refunds.requests).toEqual([
      { payment_intent: paymentIntent, amount: '1999', reason: 'requested_by_customer', metadata: { order_id: orderId } },
    ]);
    const [refund] = [...fake.refunds.created.values()];
    expect(await findOrder(test.app.orders.db, orderId)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'The shopper asked',
      refund_id: refund?.id,
      refunded_amount_cents: 1999,
      claimed_until: null,
    });
    expect(done?.order.payment).toMatchObject({ refund_id: refund?.id, refunded_amount_cents: 1999 });
    const audit = await auditOfOrder(test.app.orders.db, orderId);
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([['cancel', `The shopper asked (refunded $19.99, ${String(refund?.id)})`]]);
  });

  it('leaves the order as it was when Stripe refuses the refund, and cancels it on a second try', async () => {
    const { orderId } = await heldStripeOrder();
    fake.refunds.failNext(402);
    const refused = await owner('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'The shopper asked' });
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused)).toMatch(/^The refund did not go through \(.+\)\. The order was not canceled\.$/);
    expect(await findOrder(test.app.orders.db, orderId)).toMatchObject({ status: 'review', refund_id: null, claimed_until: null });

    const again = await owner('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'The shopper asked' });
    expect(again.statusCode).toBe(200);
    expect(fake.refunds.created.size).toBeGreaterThanOrEqual(1);
    expect((await auditOfOrder(test.app.orders.db, orderId)).map((entry) => entry.action)).toEqual(['refund-failed', 'cancel']);
  });

  it('never refunds a payment twice, even when Stripe is asked again for the same order', async () => {
    const { orderId, paymentIntent } = await heldStripeOrder();
    const stripe = new Stripe('sk_test_store', { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http' });
    // The request a cancel made before its answer was lost (a timeout): the same key and parameters.
    const first = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 1999, reason: 'requested_by_customer', metadata: { order_id: orderId } },
      { idempotencyKey: `refund-${orderId}` },
    );
    const replay = await owner('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'The shopper asked' });
    // The store's key is the order's, so Stripe answers the refund it already made.
    expect(replay.json<AdminActionResult>().order.payment.refund_id).toBe(first.id);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toThrow(/has already been refunded/);
  });
});
