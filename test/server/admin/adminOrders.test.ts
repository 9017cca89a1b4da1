import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminActionResult, AdminOrderDetail, AdminOrderList } from '../../../src/shared/adminApi.ts';
import { auditOfOrder } from '../../../src/server/admin/auditLog.ts';
import { attemptsOfOrder } from '../../../src/server/fulfilment/fulfilmentAttempts.ts';
import { emailsOfOrder } from '../../../src/server/mail/outboxRepository.ts';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { errorOf, type TestApp } from '../../helpers/testApp.ts';
import { payment, seedOrder } from '../orders/dbFixtures.ts';
import { createCheckout, testPaymentForm } from '../orders/orderFixtures.ts';
import { asOwner, buildAdminApp, ownerCookies } from './adminFixtures.ts';

describe('the owner’s orders in test mode', () => {
  let test: TestApp;
  let owner: ReturnType<typeof asOwner>;
  beforeEach(async () => {
    test = await buildAdminApp();
    owner = asOwner(test.app, await ownerCookies(test.app));
  });
  afterEach(async () => {
    await test.close();
  });
  const db = () => test.app.orders.db;

  async function paidOrder(email: string): Promise<string> {
    const orderId = (await createCheckout(test.app)).order_id;
    const paid = await test.app.inject({ method: 'POST', url: `/api/test_payment/${orderId}`, payload: { ...testPaymentForm, email } });
    expect(paid.statusCode).toBe(200);
    await test.app.orders.fulfilment.idle();
    return orderId;
  }

  /** A paid order held for review, as a mismatched payment leaves it. */
  async function heldOrder(email = 'held@example.com', withAddress = true): Promise<string> {
    const orderId = await seedOrder(db(), { createdAt: new Date() });
    await db()
      .updateTable('orders')
      .set({
        status: 'review',
        review_reason: 'paid 100 cents, the order costs 3899 or 3314',
        paid_amount_cents: 100,
        payment_session_id: `cs_${orderId}`,
        paid_at: new Date().toISOString(),
        customer_email: email,
        shipping: withAddress ? JSON.stringify(payment.shipping) : null,
      })
      .where('id', '=', orderId)
      .execute();
    return orderId;
  }

  it('lists orders newest first, 50 a page, filtered by status and searched by e-mail or order id', async () => {
    const start = Date.parse('2026-03-01T00:00:00Z');
    for (let index = 0; index < 52; index += 1) await seedOrder(db(), { createdAt: new Date(start + index * 60_000) });
    const ada = await paidOrder('Ada.Lovelace@example.com');
    const grace = await paidOrder('grace@example.org');

    const first = (await owner('GET', '/api/admin/orders')).json<AdminOrderList>();
    expect(first).toMatchObject({ total: 54, page: 1, page_size: 50 });
    expect(first.orders).toHaveLength(50);
    expect(first.orders.slice(0, 2).map((order) => order.order_id)).toEqual([grace, ada]);
    const times = first.orders.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await owner('GET', '/api/admin/orders?page=2')).json<AdminOrderList>().orders).toHaveLength(4);

    const submitted = (await owner('GET', '/api/admin/orders?status=submitted')).json<AdminOrderList>();
    expect(submitted.orders.map((order) => order.order_id).sort()).toEqual([ada, grace].sort());
    expect(submitted.orders.find((order) => order.order_id === ada)).toMatchObject({
      status: 'submitted',
      model_name: 'iPhone 15',
      finish: 'Matte',
      amount_paid_cents: 3899,
      customer_email: 'Ada.Lovelace@example.com',
    });
    const byEmail = (await owner('GET', '/api/admin/orders?q=lovelace%40EXAMPLE')).json<AdminOrderList>();
    expect(byEmail.orders.map((order) => order.order_id)).toEqual([ada]);
    const byId = (await owner('GET', `/api/admin/orders?q=${grace.slice(0, 10)}`)).json<AdminOrderList>();
    expect(byId.orders.map((order) => order.order_id)).toEqual([grace]);
    expect((await owner('GET', '/api/admin/orders?q=%25')).json<AdminOrderList>().total).toBe(0);
    expect((await owner('GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it('shows an order: design, print file, payment, address, attempts, e-mails and what can be done', async () => {
    const orderId = await paidOrder('ada@example.com');
    const detail = (await owner('GET', `/api/admin/orders/${orderId}`)).json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      order_id: orderId,
      status: 'submitted',
      variant_id: expect.any(String) as unknown,
      payment: { provider: 'test', session_id: `test_${orderId}`, promotion: null, refund_id: null },
      shipping: { name: 'Ada Lovelace', line1: '12 Main Street', line2: 'Apt 4', city: 'Brooklyn', state: 'NY', postal_code: '11201', country: 'US' },
      fulfilment: { provider: 'local', provider_order_id: `local-${orderId}`, last_error: null },
      actions: { release: false, retry: false, cancel: false, resend_email: true },
    });
    expect(detail.design_image_url).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    expect(detail.print_file_url).toBe(detail.design_image_url);
    expect(detail.fulfilment.attempts).toEqual([expect.objectContaining({ attempt: 1, provider_order_id: `local-${orderId}`, error: null })]);
    expect(detail.emails).toEqual([expect.objectContaining({ kind: 'order-confirmation', recipient: 'ada@example.com', status: 'pending' })]);
    expect((await owner('GET', '/api/admin/orders/aaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
    expect((await owner('GET', '/api/admin/orders/..%2Fetc')).statusCode).toBe(404);
  });

  it('releases a held order once when two owners press Release at once, and it is submitted', async () => {
    const orderId = await heldOrder();
    const answers = await Promise.all([owner('POST', `/api/admin/orders/${orderId}/release`), owner('POST', `/api/admin/orders/${orderId}/release`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const released = answers.find((answer) => answer.statusCode === 200)?.json<AdminActionResult>();
    expect(released?.message).toBe('Released: it is submitted for printing.');
    expect(released?.order.status).toBe('submitted');
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && errorOf(refused)).toMatch(/not held for review/);
    await test.app.orders.fulfilment.idle();
    expect(await attemptsOfOrder(db(), orderId)).toHaveLength(1);
    expect((await auditOfOrder(db(), orderId)).map((entry) => entry.action)).toEqual(['release']);
    expect((await emailsOfOrder(db(), orderId)).map((email) => email.kind)).toEqual(['order-confirmation']);
  });

  it('does not release a held order without a US address to print to', async () => {
    const orderId = await heldOrder('held@example.com', false);
    const response = await owner('POST', `/api/admin/orders/${orderId}/release`);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatch(/no US shipping address/);
    expect((await findOrder(db(), orderId))?.status).toBe('review');
  });

  it('retries a failed paid order once when Retry now is pressed twice at once', async () => {
    const orderId = await seedOrder(db(), { createdAt: new Date(), paid: true });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await db().updateTable('orders').set({ last_error: 'Printful is down', fulfilment_attempts: 3, next_attempt_at: inAnHour }).where('id', '=', orderId).execute();
    const answers = await Promise.all([owner('POST', `/api/admin/orders/${orderId}/retry`), owner('POST', `/api/admin/orders/${orderId}/retry`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json<AdminActionResult>().message).toBe('Submitted for printing.');
    expect(await findOrder(db(), orderId)).toMatchObject({ status: 'submitted', fulfilment_attempts: 4 });
    expect((await auditOfOrder(db(), orderId)).map((entry) => [entry.action, entry.detail])).toEqual([['retry', 'submitted']]);
  });

  it('cancels an unpaid or test-paid order without a refund, and never one that is with the printer', async () => {
    const unpaid = (await createCheckout(test.app)).order_id;
    const canceled = await owner('POST', `/api/admin/orders/${unpaid}/cancel`, { reason: 'Duplicate order' });
    expect(canceled.json<AdminActionResult>()).toMatchObject({
      message: 'Canceled. Nothing was charged, so there is nothing to refund.',
      order: { status: 'canceled', cancel_reason: 'Duplicate order', payment: { refund_id: null } },
    });
    const submitted = await paidOrder('ada@example.com');
    const refused = await owner('POST', `/api/admin/orders/${submitted}/cancel`, { reason: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatch(/with the printer/);
    expect((await owner('POST', `/api/admin/orders/${unpaid}/cancel`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await owner('POST', `/api/admin/orders/${unpaid}/cancel`, { reason: ' ' })).statusCode).toBe(400);
  });

  it('queues one e-mail when Resend is pressed twice at once, and says it waits in the outbox', async () => {
    const orderId = await paidOrder('ada@example.com');
    const answers = await Promise.all([owner('POST', `/api/admin/orders/${orderId}/resend-email`), owner('POST', `/api/admin/orders/${orderId}/resend-email`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json<AdminActionResult>().message).toBe(
      'The order confirmation is in the outbox (test mode: e-mails are not sent).',
    );
    expect((await emailsOfOrder(db(), orderId)).map((email) => email.kind)).toEqual(['order-confirmation', 'order-confirmation']);
    expect((await auditOfOrder(db(), orderId)).map((entry) => entry.detail)).toEqual(['order-confirmation to ada@example.com']);
  });

  it('shows the outbox and each e-mail as the shopper would read it', async () => {
    const orderId = await paidOrder('ada@example.com');
    const outbox = (await owner('GET', '/api/admin/outbox')).json<{ emails: { id: string; order_id: string }[]; mail: string }>();
    expect(outbox.mail).toBe('outbox');
    expect(outbox.emails.map((email) => email.order_id)).toEqual([orderId]);
    const email = (await owner('GET', `/api/admin/outbox/${outbox.emails[0]?.id ?? ''}`)).json<{ subject: string; text: string; html: string }>();
    expect(email.subject).toBe('Your Case Collage order is confirmed');
    expect(email.text).toContain(`http://localhost/order/${orderId}`);
    expect(email.html).toMatch(/<img src="\/files\/[0-9a-f]{32}\.png"/);
    expect((await owner('GET', '/api/admin/outbox/ffffffffffffffffffffffffffffffff')).statusCode).toBe(404);
  });
});
