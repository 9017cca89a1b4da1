import { discountedCents, promo } from '../../shared/business.ts';
import { pagePaths } from '../../shared/routes.ts';
import {
  isPromoCode,
  validateEmail,
  validateShippingAddress,
  validateTestCard,
  type AddressInput,
} from '../../shared/testCheckout.ts';
import type { OrderRow, PaymentRecord } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import type { PaymentProvider } from './paymentProvider.ts';

export function testCheckoutPath(orderId: string): string {
  return pagePaths.testCheckout.replace(':orderId', orderId);
}

const testSessionId = (orderId: string) => `test_${orderId}`;

/** Test mode's payment provider: the shopper pays on the store's own test payment page. */
export const testPayments: PaymentProvider = {
  name: 'test',
  async createCheckout(request) {
    return { checkoutUrl: testCheckoutPath(request.orderId), sessionId: testSessionId(request.orderId) };
  },
};

export interface TestPaymentForm {
  promoCode?: string | undefined;
  email?: string | undefined;
  address: AddressInput;
  card: { cardNumber?: unknown; expiry?: unknown; cvc?: unknown };
}

/**
 * What the test payment page's Pay button records, as Stripe would report it: the order's price,
 * less EARLYBIRD when it was entered, the checked address and the shopper's e-mail. A wrong field is a 400, a
 * refused card a 402 (Stripe's status for card errors).
 */
export function paymentFromTestForm(
  order: Pick<OrderRow, 'id' | 'list_amount_cents' | 'currency'>,
  form: TestPaymentForm,
  now: Date,
): PaymentRecord {
  const code = form.promoCode?.trim() ?? '';
  if (code && !isPromoCode(code)) throw new ClientError(400, 'This promo code is not valid.');
  const email = validateEmail(form.email);
  if ('error' in email) throw new ClientError(400, email.error);
  const address = validateShippingAddress(form.address);
  if ('errors' in address) throw new ClientError(400, Object.values(address.errors).join(' '));
  const cardErrors = Object.values(validateTestCard(form.card, now));
  if (cardErrors.length) throw new ClientError(402, cardErrors.join(' '));
  return {
    sessionId: testSessionId(order.id),
    amountCents: code
      ? discountedCents(order.list_amount_cents, promo.percentOff)
      : order.list_amount_cents,
    currency: order.currency,
    shipping: address.address,
    email: email.email,
  };
}
