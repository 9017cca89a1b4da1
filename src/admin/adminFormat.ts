import type { OrderStatus } from '../shared/orderApi.ts';

/** The owner's words for each status, and the tone of its badge. */
export const statusLabels: Record<OrderStatus, { label: string; tone: 'waiting' | 'attention' | 'moving' | 'done' | 'ended' }> = {
  created: { label: 'Awaiting payment', tone: 'waiting' },
  paid: { label: 'Paid', tone: 'moving' },
  review: { label: 'Held for review', tone: 'attention' },
  submitted: { label: 'Submitted', tone: 'moving' },
  shipped: { label: 'Shipped', tone: 'done' },
  failed: { label: 'Failed at the printer', tone: 'attention' },
  canceled: { label: 'Canceled', tone: 'ended' },
};

/** The statuses in the list's filter, the ones that need the owner first. */
export const filterStatuses: OrderStatus[] = ['review', 'failed', 'paid', 'submitted', 'shipped', 'canceled', 'created'];

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatDateTime(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

export function formatMoney(cents: number | null, currency: string): string {
  if (cents === null) return '—';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The first characters of an order id: enough to tell orders apart on a list. */
export function shortId(orderId: string): string {
  return orderId.slice(0, 8);
}
