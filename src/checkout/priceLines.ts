import { discountedCents, formatUsd, pricing, promo } from '../shared/business.ts';

export interface PriceLines {
  subtotal: string;
  /** e.g. "−$5.85", or null when nothing was taken off. */
  discount: string | null;
  shipping: string;
  total: string;
}

/** What the shopper pays for a list price, with or without EARLYBIRD, shipping included. */
export function checkoutTotalCents(listCents: number, hasPromo: boolean): number {
  return (hasPromo ? discountedCents(listCents, promo.percentOff) : listCents) + pricing.shippingCents;
}

const shippingText = (cents: number) => (cents > 0 ? formatUsd(cents) : 'Free');

/** The order summary's lines for a list price and the total charged (shipping included). */
export function priceLines(listCents: number, totalCents: number): PriceLines {
  const discountCents = listCents + pricing.shippingCents - totalCents;
  return {
    subtotal: formatUsd(listCents),
    discount: discountCents > 0 ? `−${formatUsd(discountCents)}` : null,
    shipping: shippingText(pricing.shippingCents),
    total: formatUsd(totalCents),
  };
}
