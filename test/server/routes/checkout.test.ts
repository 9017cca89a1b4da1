import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { buildTestApp, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { checkoutForm, createCheckout, designPng, orderModel } from '../orders/orderFixtures.ts';
import { testDatabaseEnv } from '../orders/dbFixtures.ts';

describe('POST /api/create_checkout_session in test mode', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp(await testDatabaseEnv());
  });
  afterEach(async () => {
    await test.close();
  });

  it('stores the design, creates the order at the server price and points to the test page', async () => {
    const answer = await createCheckout(test.app);
    expect(answer.order_id).toMatch(/^[a-z2-7]{26}$/);
    expect(answer.checkout_url).toBe(`/checkout/test/${answer.order_id}`);

    const order = await findOrder(test.app.orders.db, answer.order_id);
    expect(order).toMatchObject({
      status: 'created',
      model_key: orderModel.key,
      finish: 'Matte',
      list_amount_cents: 3899,
      currency: 'usd',
      payment_provider: 'test',
      paid_amount_cents: null,
    });
    const design = await test.app.storage.read(order?.design_file ?? '');
    expect(design?.equals(await designPng())).toBe(true);
  });

  it('gives every checkout its own order', async () => {
    const first = await createCheckout(test.app);
    const second = await createCheckout(test.app);
    expect(first.order_id).not.toBe(second.order_id);
  });

  it('ignores a price sent by the client', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: await checkoutForm({ price: '1', amount: '1', unit_amount: '1' }),
    });
    const order = await findOrder(test.app.orders.db, response.json<{ order_id: string }>().order_id);
    expect(order?.list_amount_cents).toBe(3899);
  });

  const badRequests: [string, () => Promise<FormData>, number, RegExp][] = [
    ['an unknown variantID', () => checkoutForm({ variantID: '999999' }), 400, /Unknown variantID/],
    ['no variantID', async () => multipartForm({}, { bytes: new Uint8Array(await designPng()) }), 400, /variantID is required/],
    ['a PNG of the wrong size', async () => {
      const { default: sharp } = await import('sharp');
      const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
      return multipartForm({ variantID: '17723' }, { bytes: new Uint8Array(small) });
    }, 400, /must be \d+×\d+ pixels/],
    ['a file that is not a PNG', async () => multipartForm({ variantID: '17723' }, { bytes: new TextEncoder().encode('GIF89a not a png') }), 400, /must be a PNG/],
    ['no file', async () => multipartForm({ variantID: '17723' }), 400, /No file was sent/],
    ['a malformed uuid', () => checkoutForm({ uuid: '../../etc/passwd' }), 400, /uuid is not valid/],
  ];
  for (const [what, form, status, message] of badRequests) {
    it(`answers ${status} to ${what} and creates no order`, async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/create_checkout_session',
        payload: await form(),
      });
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatch(message);
      const count = await test.app.orders.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      expect(Number(count?.n)).toBe(0);
    });
  }

  it('answers 413 to a file over the upload limit and stores nothing', async () => {
    const huge = new Uint8Array(26 * 1024 * 1024);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: multipartForm({ variantID: '17723' }, { bytes: huge }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/too large/);
    expect(await test.app.storage.list()).toEqual([]);
  });

  it('answers 413 to a second file', async () => {
    const form = await checkoutForm();
    form.append('file', new Blob([new Uint8Array(await designPng())]), 'again.png');
    const response = await test.app.inject({ method: 'POST', url: '/api/create_checkout_session', payload: form });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatch(/one file/);
  });

  it('answers 415 to a JSON body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      payload: { variantID: '17723' },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatch(/multipart/);
  });

  it('answers 400 to a truncated multipart body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/create_checkout_session',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="t.png"\r\n\r\n\x89PNG',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    errorOf(response);
  });
});
