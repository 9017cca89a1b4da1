import type Stripe from 'stripe';
import { validateShippingAddress, type ShippingAddress } from '../../shared/testCheckout.ts';
import type { PaymentRecord } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';

/** Checks the Stripe-Signature of a webhook's raw body; a 400 ClientError when it fails. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
): Stripe.Event {
  if (typeof signature !== 'string' || !signature) {
    throw new ClientError(400, 'Missing Stripe-Signature header.');
  }
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ClientError(400, 'Webhook signature verification failed.');
  }
}

function shippingFromSession(session: Stripe.Checkout.Session): ShippingAddress | null {
  const details = session.collected_information?.shipping_details;
  const customer = session.customer_details;
  const address = details?.address ?? customer?.address;
  if (!address || address.country !== 'US') return null;
  const result = validateShippingAddress({
    name: details?.name ?? customer?.name,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    postalCode: address.postal_code,
  });
  return 'address' in result ? result.address : null;
}

/**
 * The paid order a Checkout Session reports, or undefined when it is not (yet) paid or names no
 * order. The amount is Stripe's amount_total: what the shopper paid after any promotion code.
 */
export function paymentFromSession(
  session: Stripe.Checkout.Session,
): { orderId: string; payment: PaymentRecord } | undefined {
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  if (!orderId || session.payment_status !== 'paid' || session.amount_total === null) {
    return undefined;
  }
  return {
    orderId,
    payment: {
      sessionId: session.id,
      amountCents: session.amount_total,
      currency: session.currency ?? 'usd',
      shipping: shippingFromSession(session),
      email: session.customer_details?.email ?? null,
    },
  };
}
