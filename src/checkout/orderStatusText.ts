import type { OrderStatus } from '../shared/orderApi.ts';

/** The order page's headline and explanation for each status. */
export const orderStatusText: Record<OrderStatus, { label: string; detail: string }> = {
  created: {
    label: 'Awaiting payment',
    detail: 'We have not received your payment yet. This page updates by itself once it arrives.',
  },
  paid: {
    label: 'Paid',
    detail: 'Your payment arrived. We are sending your design to our printer.',
  },
  review: {
    label: 'Being checked',
    detail:
      'Your payment arrived, and we are checking the order by hand before it is printed. We will write to you if we need anything.',
  },
  submitted: {
    label: 'Submitted for printing',
    detail: 'Your case is being printed. We will show tracking here once it ships.',
  },
  shipped: {
    label: 'Shipped',
    detail: 'Your case is on its way.',
  },
  failed: {
    label: 'Printing problem',
    detail: 'Our printer could not make this case. Write to us and we will make it right.',
  },
  canceled: {
    label: 'Canceled',
    detail: 'This order was canceled. Write to us if you did not expect this.',
  },
};

/** Statuses that change by themselves soon, so the page keeps asking. */
export function isSettling(status: OrderStatus): boolean {
  return status === 'created' || status === 'paid';
}
