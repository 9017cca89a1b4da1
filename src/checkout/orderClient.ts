import { apiFetch } from '../shared/api/apiFetch.ts';
import type { PublicOrder } from '../shared/orderApi.ts';
import type { AddressField, CardField } from '../shared/testCheckout.ts';

/** A failed order request, with the server's `{error}` text when it sent one. */
export class OrderRequestError extends Error {
  override name = 'OrderRequestError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function errorFrom(response: Response, fallback: string): Promise<OrderRequestError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' ? body.error : fallback;
  return new OrderRequestError(response.status, message);
}

const unreachable = 'The store could not be reached. Check your connection and try again.';

async function send(url: string, init: RequestInit, fetchImpl: typeof fetch): Promise<Response> {
  try {
    return await fetchImpl(url, { credentials: 'include', ...init });
  } catch {
    throw new OrderRequestError(0, unreachable);
  }
}

/** GET /api/orders/:id. A missing order is an OrderRequestError with status 404. */
export async function fetchOrder(orderId: string, fetchImpl: typeof fetch = apiFetch): Promise<PublicOrder> {
  const response = await send(`/api/orders/${encodeURIComponent(orderId)}`, {}, fetchImpl);
  if (!response.ok) throw await errorFrom(response, 'The order could not be loaded.');
  return (await response.json()) as PublicOrder;
}

export interface TestPayment {
  promoCode: string;
  email: string;
  address: Record<AddressField, string>;
  card: Record<CardField, string>;
}

/** POST /api/test_payment/:id (test mode's Pay button); resolves with the amount paid in cents. */
export async function payTestOrder(
  orderId: string,
  payment: TestPayment,
  fetchImpl: typeof fetch = apiFetch,
): Promise<number> {
  const response = await send(
    `/api/test_payment/${encodeURIComponent(orderId)}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payment) },
    fetchImpl,
  );
  if (!response.ok) throw await errorFrom(response, 'The payment could not be completed.');
  return ((await response.json()) as { amount_paid_cents: number }).amount_paid_cents;
}
