import type Stripe from 'stripe';
import { z } from 'zod';
import { validateShippingAddress, type ShippingAddress } from '../../shared/testCheckout.ts';
import type { PaymentRecord } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';

/** Stripe's own default: a signature more than five minutes old (or ahead) is refused. */
const signatureToleranceSeconds = 300;

/** Checks the Stripe-Signature of a webhook's raw body; a 400 ClientError when it fails. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
  now: () => number = Date.now,
): Stripe.Event {
  if (typeof signature !== 'string' || !signature) {
    throw new ClientError(400, 'Missing Stripe-Signature header.');
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, signatureToleranceSeconds);
  } catch {
    throw new ClientError(400, 'Webhook signature verification failed.');
  }
  // The SDK refuses only old timestamps; one from the future is refused alike.
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (signedAt > now() / 1000 + signatureToleranceSeconds) {
    throw new ClientError(400, 'Webhook signature verification failed: the timestamp is in the future.');
  }
  return event;
}

/** The fields of a Checkout Session the store reads; anything else in the event is ignored. */
const addressSchema = z
  .object({
    line1: z.string().nullish(),
    line2: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    postal_code: z.string().nullish(),
    country: z.string().nullish(),
  })
  .nullish();
const contactSchema = z.object({ name: z.string().nullish(), address: addressSchema }).nullish();
const sessionEventSchema = z.object({
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      payment_status: z.string(),
      amount_total: z.number().int().nonnegative().nullable(),
      currency: z.string().nullable(),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
      customer_details: contactSchema.and(z.object({ email: z.string().nullish() }).nullish()),
      collected_information: z.object({ shipping_details: contactSchema }).nullish(),
    }),
  }),
});
type SessionFields = z.infer<typeof sessionEventSchema>['data']['object'];

function shippingFromSession(session: SessionFields): ShippingAddress | null {
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
 * The paid order a Checkout Session event reports, or undefined when it is not (yet) paid or
 * names no order; a 400 ClientError when the event lacks the session's fields or has them of the
 * wrong types. The amount is Stripe's amount_total: what the shopper paid after any promotion.
 */
export function paymentFromSessionEvent(
  event: unknown,
): { orderId: string; payment: PaymentRecord } | undefined {
  const parsed = sessionEventSchema.safeParse(event);
  if (!parsed.success) throw new ClientError(400, 'The event does not carry a valid Checkout Session.');
  const session = parsed.data.data.object;
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  if (!orderId || session.payment_status !== 'paid' || session.amount_total === null) {
    return undefined;
  }
  return {
    orderId,
    payment: {
      sessionId: session.id,
      amountCents: session.amount_total,
      currency: session.currency ?? 'none',
      shipping: shippingFromSession(session),
      email: session.customer_details?.email ?? null,
    },
  };
}
