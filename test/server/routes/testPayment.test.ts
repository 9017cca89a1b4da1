import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout, testPaymentForm } from '../orders/orderFixtures.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';

describe('POST /api/test_payment/:orderId (the test payment page)', () => {
  let test: TestApp;
  let orderId: string;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
    orderId = (await createCheckout(test.app)).order_id;
  });
  afterEach(async () => {
    await test.close();
  });

  const pay = (payload: unknown, id = orderId) =>
    test.app.inject({ method: 'POST', url: `/api/test_payment/${id}`, payload: payload as object });

  it('pays the list price and submits the order through the pipeline', async () => {
    const response = await pay(testPaymentForm);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ order_id: orderId, status: 'paid', amount_paid_cents: 3899 });
    await test.app.orders.fulfilment.idle();
    const order = await findOrder(test.app.orders.db, orderId);
    expect(order).toMatchObject({
      status: 'submitted',
      paid_amount_cents: 3899,
      payment_session_id: `test_${orderId}`,
      fulfilment_order_id: `local-${orderId}`,
      customer_email: 'ada@example.com',
    });
    expect(JSON.parse(order?.shipping ?? '{}')).toMatchObject({ state: 'NY', postalCode: '11201', line2: 'Apt 4' });
  });

  it('takes 15% off with EARLYBIRD, in any letter case: $33.14', async () => {
    const response = await pay({ ...testPaymentForm, promoCode: ' earlyBird ' });
    expect(response.json<{ amount_paid_cents: number }>().amount_paid_cents).toBe(3314);
    expect((await findOrder(test.app.orders.db, orderId))?.paid_amount_cents).toBe(3314);
  });

  it('answers 409 to a second payment and keeps the first', async () => {
    await pay({ ...testPaymentForm, promoCode: 'EARLYBIRD' });
    const again = await pay(testPaymentForm);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatch(/already been paid/);
    expect((await findOrder(test.app.orders.db, orderId))?.paid_amount_cents).toBe(3314);
  });

  it('records one payment when Pay is pressed twice at once', async () => {
    const statuses = (await Promise.all([pay(testPaymentForm), pay(testPaymentForm)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    await test.app.orders.fulfilment.idle();
    expect((await findOrder(test.app.orders.db, orderId))?.fulfilment_attempts).toBe(1);
  });

  const rejected: [string, unknown, number, RegExp][] = [
    ['no e-mail', { ...testPaymentForm, email: '' }, 400, /Enter your e-mail address/],
    ['an e-mail without a domain', { ...testPaymentForm, email: 'ada@example' }, 400, /such as ada@example.com/],
    ['an unknown promo code', { ...testPaymentForm, promoCode: 'FREECASE' }, 400, /promo code is not valid/],
    ['a state that is not a US state', { ...testPaymentForm, address: { ...testPaymentForm.address, state: 'ZZ' } }, 400, /Choose a US state/],
    ['a 4-digit ZIP', { ...testPaymentForm, address: { ...testPaymentForm.address, postalCode: '1120' } }, 400, /5-digit ZIP/],
    ['a missing name', { ...testPaymentForm, address: { ...testPaymentForm.address, name: ' ' } }, 400, /full name/],
    ['a wrong card number', { ...testPaymentForm, card: { ...testPaymentForm.card, cardNumber: '4242 4242 4242 4241' } }, 402, /card number is invalid/],
    ['the declined test card', { ...testPaymentForm, card: { ...testPaymentForm.card, cardNumber: '4000 0000 0000 0002' } }, 402, /declined/],
    ['an expired card', { ...testPaymentForm, card: { ...testPaymentForm.card, expiry: '01/20' } }, 402, /expired/],
    ['no card', { address: testPaymentForm.address }, 400, /^body\/card /],
    ['a number where text belongs', { ...testPaymentForm, address: { ...testPaymentForm.address, city: 7 } }, 400, /^body\/address\/city .*expected string/],
    ['an array body', [1, 2], 400, /expected object, received array/],
  ];
  for (const [what, payload, status, message] of rejected) {
    it(`answers ${status} to ${what} and leaves the order unpaid`, async () => {
      const response = await pay(payload);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatch(message);
      expect((await findOrder(test.app.orders.db, orderId))?.status).toBe('created');
    });
  }

  it('answers 400 to a body that is not JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/test_payment/${orderId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"address": ',
    });
    expect(response.statusCode).toBe(400);
    errorOf(response);
  });

  it('answers 404 to an unknown or malformed order id', async () => {
    expect((await pay(testPaymentForm, 'aaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
    const odd = await pay(testPaymentForm, '..%2F..%2Fetc');
    expect(odd.statusCode).toBe(404);
    expect(errorOf(odd)).toBe('No such order.');
  });
});
