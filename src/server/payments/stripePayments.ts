import Stripe from 'stripe';
import { pricing } from '../../shared/business.ts';
import type { CheckoutRequest, PaymentProvider } from './paymentProvider.ts';

export interface StripeConfig {
  secretKey: string;
  /** A local fake's address in tests (STRIPE_API_BASE); Stripe's own API otherwise. */
  apiBase?: string | undefined;
}

/** The official SDK, pointed at STRIPE_API_BASE when it is set. */
export function createStripeClient({ secretKey, apiBase }: StripeConfig): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Case Collage' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * The Checkout Session of one order: a card payment of the server's price, promotion codes
 * allowed (EARLYBIRD is a promotion code in the Stripe dashboard; `discounts` would exclude
 * them), US shipping addresses only, and one free shipping rate with the delivery estimate.
 */
export function checkoutSessionParams(
  request: CheckoutRequest,
): Stripe.Checkout.SessionCreateParams {
  const days = pricing.deliveryBusinessDays;
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency,
          unit_amount: request.unitAmountCents,
          product_data: { name: request.productName },
        },
      },
    ],
    allow_promotion_codes: true,
    shipping_address_collection: { allowed_countries: [...pricing.shippingCountries] },
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Free shipping',
          fixed_amount: { amount: pricing.shippingCents, currency: request.currency },
          delivery_estimate: {
            minimum: { unit: 'business_day', value: days },
            maximum: { unit: 'business_day', value: days },
          },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.orderId,
    metadata: { order_id: request.orderId },
    payment_intent_data: { metadata: { order_id: request.orderId } },
  };
}

export function createStripePayments(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      // One session per order, however often the request is retried.
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(request), {
        idempotencyKey: `checkout-session-${request.orderId}`,
      });
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { checkoutUrl: session.url, sessionId: session.id };
    },
  };
}
