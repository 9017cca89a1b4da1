/** What the store sells in one checkout, decided by the server from src/shared. */
export interface CheckoutRequest {
  orderId: string;
  /** Shown to the shopper on the payment page, e.g. "Custom collage case — iPhone 15, Matte". */
  productName: string;
  unitAmountCents: number;
  currency: string;
  /** Where the shopper lands after paying and where "back" leads, as absolute URLs. */
  successUrl: string;
  cancelUrl: string;
}

/** Card payments: Stripe Checkout, or the local test payment page in test mode. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /**
   * Starts a payment for an order; the shopper is sent to `checkoutUrl`, and only a payment
   * through `sessionId` pays the order.
   */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; sessionId: string }>;
}

