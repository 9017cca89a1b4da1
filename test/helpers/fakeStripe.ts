/**
 * A local stand-in for Stripe's API, following its documented Checkout Sessions endpoint:
 * POST /v1/checkout/sessions with a form-encoded body (nested keys like
 * `line_items[0][price_data][currency]`), Bearer secret-key auth, and Idempotency-Key (the same
 * key with the same parameters replays the first answer with `Idempotent-Replayed: true`; with
 * other parameters it is a 400 idempotency_error). Errors use Stripe's `{error: {type, message}}`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface FakeStripe {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  /** Every session created, by id, as the API answered it. */
  sessions: Map<string, Record<string, unknown>>;
  /** POST /v1/checkout/sessions requests that reached the server (replays included). */
  createRequests: { params: Record<string, FormValue>; idempotencyKey: string | undefined }[];
  /** The next `count` session creations answer this status with a Stripe error. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = path[index + 1] ?? '';
      node[segment] ??= /^\d+$/.test(next) ? [] : {};
      node = node[segment] as Record<string, FormValue>;
    });
  }
  return root;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, type: string, message: string) {
  send(response, status, { error: { type, message } });
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
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  let failures: { status: number; count: number } | undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
        return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const path = (request.url ?? '').split('?')[0];
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path ?? '');
      if (request.method === 'GET' && sessionPath) {
        const session = sessions.get(sessionPath[1] ?? '');
        return session
          ? send(response, 200, session)
          : stripeError(response, 404, 'invalid_request_error', 'No such checkout.session');
      }
      if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${request.method} ${path}).`);
      }
      const params = parseStripeForm(body);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      createRequests.push({ params, idempotencyKey });
      const saved = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (saved) {
        if (saved.body !== body) {
          return stripeError(response, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        }
        return send(response, saved.status, saved.answer, { 'idempotent-replayed': 'true' });
      }
      if (failures && failures.count > 0) {
        failures.count -= 1;
        return stripeError(response, failures.status, 'api_error', 'The fake was told to fail.');
      }
      if (params.mode !== 'payment' || !Array.isArray(params.line_items)) {
        return stripeError(response, 400, 'invalid_request_error', 'Missing required param: line_items or mode.');
      }
      if (params.allow_promotion_codes !== undefined && params.discounts !== undefined) {
        return stripeError(response, 400, 'invalid_request_error', 'You may only specify one of these parameters: allow_promotion_codes, discounts.');
      }
      const session = newSession(params);
      sessions.set(session.id as string, session);
      if (idempotencyKey) idempotent.set(idempotencyKey, { body, status: 200, answer: session });
      send(response, 200, session);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    createRequests,
    failNext(status, count = 1) {
      failures = { status, count };
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
