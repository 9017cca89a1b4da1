import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, errorOf, multipartForm, type TestApp } from '../../helpers/testApp.ts';
import { createCheckout, testPaymentForm } from '../orders/orderFixtures.ts';

const token = 'scrape-token-0123456789abcdef';
const heic = readFileSync(join(import.meta.dirname, '../../fixtures/heic/small-640x480.heic'));

describe('GET /metrics', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });
  const scrape = (authorization?: string) =>
    test.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('does not exist without METRICS_TOKEN', async () => {
    test = await buildTestApp();
    expect((await scrape(`Bearer ${token}`)).statusCode).toBe(404);
  });

  it('answers 401 without the token or with another one', async () => {
    test = await buildTestApp({ METRICS_TOKEN: token });
    for (const authorization of [undefined, '', token, `Bearer ${token}x`, `Basic ${token}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(errorOf(response)).toBe('Send METRICS_TOKEN as a bearer token.');
    }
  });

  it('reports requests by route and status, orders by status, fulfilment, the outbox, uploads, HEIC and memory', async () => {
    test = await buildTestApp({ METRICS_TOKEN: token });
    const orderId = (await createCheckout(test.app)).order_id;
    await test.app.inject({ method: 'POST', url: `/api/test_payment/${orderId}`, payload: testPaymentForm });
    await test.app.orders.fulfilment.idle();
    await createCheckout(test.app);
    await test.app.inject({ url: `/api/orders/${orderId}` });
    await test.app.inject({ url: '/api/orders/aaaaaaaaaaaaaaaaaaaaaaaaaa' });
    await test.app.inject({ url: '/api/no-such-thing' });
    const converted = await test.app.inject({ method: 'POST', url: '/api/convert_heic', payload: multipartForm({}, { bytes: new Uint8Array(heic), name: 'a.heic', type: 'image/heic' }) });
    expect(converted.statusCode).toBe(200);
    await test.app.inject({ method: 'POST', url: '/api/convert_heic', payload: multipartForm({}, { bytes: new Uint8Array(16), name: 'b.heic', type: 'image/heic' }) });

    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = response.body.split('\n');
    for (const line of [
      'http_requests_total{method="POST",route="/api/create_checkout_session",status="200"} 2',
      'http_requests_total{method="GET",route="/api/orders/:id",status="200"} 1',
      'http_requests_total{method="GET",route="/api/orders/:id",status="404"} 1',
      'http_requests_total{method="GET",route="unmatched",status="404"} 1',
      'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="200"} 1',
      'orders{status="submitted"} 1',
      'orders{status="created"} 1',
      'orders{status="review"} 0',
      'fulfilment_attempts_total{outcome="submitted"} 1',
      'fulfilment_attempts_total{outcome="failed"} 0',
      'outbox_pending_emails 1',
      'uploads_in_flight 0',
      'heic_conversions_total{outcome="converted"} 1',
      'heic_conversions_total{outcome="refused"} 1',
    ]) {
      expect(lines).toContain(line);
    }
    expect(response.body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/create_checkout_session",status="200"\} \d+$/m);
    expect(response.body).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(response.body).toMatch(/^nodejs_heap_size_used_bytes \d+$/m);
  });

  it('serves a Prometheus scrape over a real socket', async () => {
    test = await buildTestApp({ METRICS_TOKEN: token });
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const refused = await fetch(`${address}/metrics`);
    expect(refused.status).toBe(401);
    const scraped = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^# TYPE http_requests_total counter$/m);
  });
});
