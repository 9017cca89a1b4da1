import { Link, useParams } from 'react-router-dom';
import { pricing } from '../shared/business.ts';
import type { PublicOrder } from '../shared/orderApi.ts';
import { pagePaths } from '../shared/routes.ts';
import { CheckoutShell } from './CheckoutShell.tsx';
import { OrderMessage } from './OrderMessage.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { isSettling } from './orderStatusText.ts';
import { checkoutTotalCents, priceLines } from './priceLines.ts';
import { useOrder } from './useOrder.ts';

// Module-level so useOrder's effect does not restart on every render.
const isOrderSettling = (order: PublicOrder) => isSettling(order.status);

/** /order/:orderId: what was bought, the design, the amount paid, the status and tracking. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const state = useOrder(orderId, { pollWhile: isOrderSettling });
  if (state.kind !== 'loaded') {
    return (
      <CheckoutShell title="Your order">
        <h1>Your order</h1>
        {state.kind === 'loading' ? (
          <OrderMessage loading>Loading your order…</OrderMessage>
        ) : (
          <OrderMessage>{state.notFound ? 'We could not find this order.' : state.message}</OrderMessage>
        )}
      </CheckoutShell>
    );
  }
  const { order } = state;
  const paid = order.amount_paid_cents;
  const lines = priceLines(order.list_amount_cents, paid ?? checkoutTotalCents(order.list_amount_cents, false));
  return (
    <CheckoutShell title="Your order">
      <h1>{paid === null ? 'Your order' : 'Thank you for your order!'}</h1>
      <div className="order-page">
        <OrderStatusPanel order={order} />
        <OrderSummary order={order} lines={lines} totalLabel={paid === null ? 'Total' : 'Amount paid'} />
        <section className="order-facts" aria-label="Order details">
          <p>
            Order number <code>{order.order_id}</code>
          </p>
          {order.ship_to && (
            <p>
              Shipping to {order.ship_to}, free, in about {pricing.deliveryBusinessDays} business days.
            </p>
          )}
          <Link className="button button--light" to={pagePaths.editor}>
            Design another case
          </Link>
        </section>
      </div>
    </CheckoutShell>
  );
}
