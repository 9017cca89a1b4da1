import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  createPrintfulClient,
  PrintfulError,
  PrintfulRateLimitError,
  PrintfulUnavailableError,
  retryAfterSeconds,
} from '../../../src/server/printful/printfulClient.ts';
import { printfulError, startFakePrintful, type FakePrintful } from '../../helpers/fakePrintful.ts';

let fake: FakePrintful;
const waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
};

beforeEach(async () => {
  fake = await startFakePrintful();
  waits.length = 0;
});
afterEach(() => fake.close());

const client = (options: Partial<Parameters<typeof createPrintfulClient>[0]> = {}) =>
  createPrintfulClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, sleep, ...options });

describe('printful client', () => {
  test('sends the bearer key and the store id and unwraps the result', async () => {
    const result = await client({ storeId: '4242' }).get<{ variant: { product_id: number } }>(
      '/products/variant/20297',
    );
    expect(result.variant.product_id).toBe(683);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(fake.requests[0]?.headers['x-pf-store-id']).toBe('4242');
  });

  test('sends no store header without a store id', async () => {
    await client().get('/products/variant/20297');
    expect(fake.requests[0]?.headers['x-pf-store-id']).toBeUndefined();
  });

  test('turns an error envelope into a typed error with its reason', async () => {
    const error = await client()
      .get('/products/variant/1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrintfulError);
    expect(error).toMatchObject({ status: 404, reason: 'NotFound', message: 'Variant not found' });
  });

  test('a wrong key is a 401 and is not retried', async () => {
    await expect(createPrintfulClient({ apiKey: 'wrong', baseUrl: fake.baseUrl, sleep }).get('/products/variant/20297'))
      .rejects.toMatchObject({ status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  test('waits out a 429 for the seconds Printful asks, then succeeds', async () => {
    fake.rateLimitCreateTask(1, 7);
    const result = await client().post<{ task_key: string }>('/mockup-generator/create-task/683', {
      variant_ids: [20297],
      files: [{ placement: 'default', image_url: 'https://example.com/a.png' }],
    });
    expect(result.task_key).toMatch(/^gt-/);
    expect(waits).toEqual([7000]);
    expect(fake.requests).toHaveLength(2);
  });

  test('gives up on a 429 whose wait is longer than it may wait', async () => {
    fake.rateLimitCreateTask(1, 600);
    const error = await client({ maxRetryWaitMs: 60_000 })
      .post('/mockup-generator/create-task/683', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrintfulRateLimitError);
    expect((error as PrintfulRateLimitError).retryAfterSeconds).toBe(600);
    expect(waits).toEqual([]);
  });

  test('retries a 5xx with growing backoff and then reports it', async () => {
    fake.addRoute({ method: 'GET', path: '/flaky', handle: () => printfulError(503, 'ServiceUnavailable', 'Down') });
    await expect(client({ maxRetries: 2, backoffMs: 100 }).get('/flaky')).rejects.toMatchObject({ status: 503 });
    expect(waits).toEqual([100, 200]);
    expect(fake.requests).toHaveLength(3);
  });

  test('a 5xx that recovers returns the result', async () => {
    let calls = 0;
    fake.addRoute({
      method: 'GET',
      path: '/flaky',
      handle: () => (++calls < 2 ? { status: 502, body: 'Bad gateway' } : { body: { code: 200, result: 'fine' } }),
    });
    await expect(client().get('/flaky')).resolves.toBe('fine');
  });

  test('times out a silent server as unavailable', async () => {
    fake.addRoute({ method: 'GET', path: '/slow', handle: () => new Promise(() => undefined) });
    await expect(client({ timeoutMs: 100, maxRetries: 1 }).get('/slow')).rejects.toBeInstanceOf(
      PrintfulUnavailableError,
    );
    expect(fake.requests).toHaveLength(2);
  });

  test('downloads a file within a byte limit', async () => {
    const bytes = await client().download(`${fake.baseUrl}/cdn/x.jpg`, 1_000_000);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await expect(client().download(`${fake.baseUrl}/cdn/x.jpg`, 100)).rejects.toBeInstanceOf(PrintfulError);
  });
});

describe('retryAfterSeconds', () => {
  test('reads seconds, an HTTP date, the message, else the documented lock-out', () => {
    expect(retryAfterSeconds('12', '')).toBe(12);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', '', Date.parse('2026-01-01T00:00:00Z'))).toBe(30);
    expect(retryAfterSeconds(null, 'Please try again after 37 seconds')).toBe(37);
    expect(retryAfterSeconds(null, 'Too Many Requests')).toBe(60);
  });
});
