/**
 * The order lifecycle: created → paid → submitted → shipped, or failed/canceled by the printer;
 * a payment that does not match the order (or has no US address) is held in review, not printed.
 */
export const orderStatuses = ['created', 'paid', 'review', 'submitted', 'shipped', 'failed', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * GET /api/orders/:id: what anyone holding the order's (unguessable) id may see. No name,
 * street or e-mail: the order page needs none of them.
 */
export interface PublicOrder {
  order_id: string;
  status: OrderStatus;
  model_key: string;
  model_name: string;
  finish: string;
  currency: string;
  /** The price before any promo code, in cents. */
  list_amount_cents: number;
  /** What the shopper paid, in cents; null until paid. */
  amount_paid_cents: number | null;
  /** Null once the retention period deleted the design. */
  design_image_url: string | null;
  /** City and state only, e.g. "Brooklyn, NY"; null until paid. */
  ship_to: string | null;
  tracking: { number: string | null; url: string | null; carrier: string | null } | null;
  created_at: string;
  paid_at: string | null;
}
