/**
 * A local stand-in for Stripe's API, following its documented Checkout Sessions and Refunds
 * endpoints: POST /v1/checkout/sessions and GET /v1/checkout/sessions/{id}, POST /v1/refunds
 * (fakeStripeRefunds.ts), with form-encoded bodies (nested keys like
 * `line_items[0][price_data][currency]`), Bearer secret-key auth, and Idempotency-Key on every
 * POST (the same key with the same parameters replays the first answer with
 * `Idempotent-Replayed: true`; with other parameters it is a 400 idempotency_error). Errors use
 * Stripe's `{error: {type, code, message}}`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRefundsApi, type FakeRefunds } from './fakeStripeRefunds.ts';
import { parseStripeForm, stripeError, type FakeAnswer, type FormValue } from './stripeWire.ts';

export interface FakeStripe {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  /** Every session created, by id, as the API answered it. */
  sessions: Map<string, Record<string, unknown>>;
  /** POST /v1/checkout/sessions requests that reached the server (replays included). */
  createRequests: { params: Record<string, FormValue>; idempotencyKey: string | undefined }[];
  /** The next `count` session creations answer this status with a Stripe error. */
  failNext(status: number, count?: number): void;
  /**
   * The shopper pays the session as Stripe Checkout records it: complete, paid `amountTotal`
   * through a new PaymentIntent (which the Refunds API can refund); answers the session.
   */
  pay(sessionId: string, amountTotal: number): Record<string, unknown>;
  refunds: FakeRefunds;
  close(): Promise<void>;
}

function send(response: ServerResponse, { status, body }: FakeAnswer, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function newSession(params: Record<string, FormValue>): Record<string, unknown> {
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: null,
    currency: null,
    customer_details: null,
    collected_information: null,
    ...params,
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, unknown>>();
  const createRequests: FakeStripe['createRequests'] = [];
  const idempotent = new Map<string, { body: string; answer: FakeAnswer }>();
  const refunds = createRefundsApi();
  let failures: { status: number; count: number } | undefined;

  function createSession(params: Record<string, FormValue>): FakeAnswer {
    if (failures && failures.count > 0) {
      failures.count -= 1;
      return stripeError(failures.status, 'api_error', 'The fake was told to fail.');
    }
    if (params.mode !== 'payment' || !Array.isArray(params.line_items)) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items or mode.');
    }
    if (params.allow_promotion_codes !== undefined && params.discounts !== undefined) {
      return stripeError(400, 'invalid_request_error', 'You may only specify one of these parameters: allow_promotion_codes, discounts.');
    }
    const session = newSession(params);
    sessions.set(session.id as string, session);
    return { status: 200, body: session };
  }

  async function answer(method: string, path: string, body: string): Promise<FakeAnswer> {
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      return session ? { status: 200, body: session } : stripeError(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
    }
    const params = parseStripeForm(body);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && path === '/v1/refunds') return refunds.create(params);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method} ${path}).`);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(response, stripeError(401, 'invalid_request_error', 'Invalid API Key provided.'));
      }
      const method = request.method ?? 'GET';
      const path = (request.url ?? '').split('?')[0] ?? '';
      const key = request.headers['idempotency-key'];
      const idempotencyKey = method === 'POST' && typeof key === 'string' ? key : undefined;
      if (method === 'POST' && path === '/v1/checkout/sessions') createRequests.push({ params: parseStripeForm(body), idempotencyKey });
      const saved = idempotencyKey ? idempotent.get(`${path} ${idempotencyKey}`) : undefined;
      if (saved) {
        if (saved.body !== body) {
          return send(response, stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
        }
        return send(response, saved.answer, { 'idempotent-replayed': 'true' });
      }
      const result = await answer(method, path, body);
      if (idempotencyKey && result.status === 200) idempotent.set(`${path} ${idempotencyKey}`, { body, answer: result });
      send(response, result);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    createRequests,
    refunds,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    pay(sessionId, amountTotal) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const paymentIntent = refunds.addPaymentIntent(amountTotal, 'usd');
      Object.assign(session, { status: 'complete', payment_status: 'paid', amount_total: amountTotal, currency: 'usd', payment_intent: paymentIntent });
      return session;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The `checkout.session.completed` event Stripe sends once the shopper paid `amountTotal` (after
 * any promotion code) and entered `shipping`.
 */
export function completedSessionEvent(
  session: Record<string, unknown>,
  { amountTotal, shipping, email = 'ada@example.com' }: {
    amountTotal: number;
    shipping: { name: string; line1: string; line2?: string; city: string; state: string; postal_code: string; country: string };
    email?: string;
  },
): Record<string, unknown> {
  const { name, ...address } = shipping;
  const completed = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    amount_total: amountTotal,
    currency: 'usd',
    customer_details: { email, name, address: null },
    collected_information: { shipping_details: { name, address: { line2: null, ...address } } },
  };
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: completed },
  };
}
