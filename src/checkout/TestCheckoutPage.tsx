import { Link, useParams } from 'react-router-dom';
import { pagePaths } from '../shared/routes.ts';
import { CheckoutShell } from './CheckoutShell.tsx';
import { OrderMessage } from './OrderMessage.tsx';
import { TestModeBanner } from './TestModeBanner.tsx';
import { TestPaymentForm } from './TestPaymentForm.tsx';
import { useOrder } from './useOrder.ts';

/** /checkout/test/:orderId: test mode's stand-in for Stripe Checkout. */
export function TestCheckoutPage() {
  const { orderId = '' } = useParams();
  const state = useOrder(orderId);
  const orderPath = pagePaths.order.replace(':orderId', orderId);
  return (
    <CheckoutShell title="Test checkout">
      <TestModeBanner />
      <h1>Checkout</h1>
      {state.kind === 'loading' && <OrderMessage loading>Loading your order…</OrderMessage>}
      {state.kind === 'error' && <OrderMessage>{state.notFound ? 'We could not find this order.' : state.message}</OrderMessage>}
      {state.kind === 'loaded' &&
        (state.order.status === 'created' ? (
          <TestPaymentForm order={state.order} />
        ) : (
          <OrderMessage>
            This order has already been paid. <Link to={orderPath}>See its status</Link>.
          </OrderMessage>
        ))}
    </CheckoutShell>
  );
}
