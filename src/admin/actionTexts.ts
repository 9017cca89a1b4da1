import type { AdminOrderDetail } from '../shared/adminApi.ts';
import type { OrderAction } from './adminClient.ts';
import { formatMoney } from './adminFormat.ts';

export interface ActionText {
  /** The button on the order page. */
  button: string;
  /** The confirmation's title and words. */
  title: string;
  body: string;
  confirm: string;
  keep: string;
}

/** What each action says before it is done, for this order. */
export function actionText(action: OrderAction, order: AdminOrderDetail): ActionText {
  switch (action) {
    case 'release':
      return {
        button: 'Release to print',
        title: 'Release this order to print?',
        body: `It was held because: ${order.review_reason ?? 'the payment needed a check'}. Released, it goes to the printer at once and the shopper gets the order confirmation.`,
        confirm: 'Release to print',
        keep: 'Keep it held',
      };
    case 'retry':
      return {
        button: 'Retry now',
        title: 'Send this order to the printer now?',
        body: `${order.fulfilment.last_error ? `The last attempt failed: ${order.fulfilment.last_error}. ` : ''}The printer is asked once now; if it refuses, the order is tried again by itself.`,
        confirm: 'Retry now',
        keep: 'Not now',
      };
    case 'resend-email':
      return {
        button: 'Resend e-mail',
        title: 'Send the e-mail again?',
        body: `The ${order.status === 'shipped' ? 'shipping notice' : 'order confirmation'} goes to ${order.customer_email ?? ''} again.`,
        confirm: 'Resend e-mail',
        keep: 'Not now',
      };
    case 'cancel': {
      const paid = order.amount_paid_cents;
      const refund =
        paid && order.payment.provider === 'stripe'
          ? `The shopper’s payment of ${formatMoney(paid, order.currency)} is refunded through Stripe.`
          : 'Nothing was charged, so nothing is refunded.';
      return { button: 'Cancel order', title: 'Cancel this order?', body: `${refund} This cannot be undone.`, confirm: 'Cancel order', keep: 'Keep the order' };
    }
  }
}
