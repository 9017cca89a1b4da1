import type {
  AdminActionResult,
  AdminEmail,
  AdminOrderDetail,
  AdminOrderList,
  AdminOutbox,
  AdminSession,
} from '../shared/adminApi.ts';
import type { OrderStatus } from '../shared/orderApi.ts';

/** A refused admin request: 401 (signed out), 404 (no admin area, or no such order), 409, 429… */
export class AdminRequestError extends Error {
  override name = 'AdminRequestError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      credentials: 'same-origin',
      ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new AdminRequestError(0, 'The store could not be reached. Check the connection and try again.');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new AdminRequestError(response.status, typeof answer?.error === 'string' ? answer.error : `The store answered ${response.status}.`);
  }
  return (await response.json()) as T;
}

export interface OrderListParams {
  status: OrderStatus | '';
  q: string;
  page: number;
}

/** The owner's action on an order, as its route names it. */
export type OrderAction = 'release' | 'retry' | 'cancel' | 'resend-email';

/** The admin API (src/server/admin); every call throws an AdminRequestError when refused. */
export const adminApi = {
  session: () => call<AdminSession>('GET', '/session'),
  signIn: (password: string) => call<AdminSession>('POST', '/session', { password }),
  signOut: () => call<{ signed_out: true }>('DELETE', '/session'),
  orders({ status, q, page }: OrderListParams) {
    const query = new URLSearchParams({ page: String(page), ...(status && { status }), ...(q && { q }) });
    return call<AdminOrderList>('GET', `/orders?${query.toString()}`);
  },
  order: (orderId: string) => call<AdminOrderDetail>('GET', `/orders/${encodeURIComponent(orderId)}`),
  act: (orderId: string, action: OrderAction, body?: { reason: string }) =>
    call<AdminActionResult>('POST', `/orders/${encodeURIComponent(orderId)}/${action}`, body),
  outbox: (page: number) => call<AdminOutbox>('GET', `/outbox?page=${page}`),
  email: (emailId: string) => call<AdminEmail>('GET', `/outbox/${encodeURIComponent(emailId)}`),
};
