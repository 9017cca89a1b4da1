/** Business constants of SPEC §9. Prices are in the smallest currency unit (cents). */
export const pricing = {
  currency: 'usd',
  unitAmountCents: 3899,
  shippingCents: 0,
  deliveryBusinessDays: 7,
  shippingCountries: ['US'] as const,
} as const;

export const promo = {
  code: 'EARLYBIRD',
  percentOff: 15,
} as const;

/** Seconds a visitor waits between two mockup previews. */
export const previewCooldownSeconds = 120;

/** Days order images are kept after a completed order (privacy policy). */
export const imageRetentionDays = 90;

/**
 * Days the design of a checkout never paid is kept, counted from its start (privacy policy). A
 * Stripe Checkout session can be paid for 24 hours; the 48 hours after that let a payment reach
 * the store through a webhook Stripe kept retrying while the store was down for up to two days.
 * A payment that arrives later still is held for review (its design is gone).
 */
export const unpaidDesignRetentionDays = 3;

/** Days a preview mockup (or any stored image no order names) is kept: the preview modal's only. */
export const previewImageRetentionDays = 7;

/** Days a shopper has to report a damaged or misprinted case (terms). */
export const damageReportDays = 14;

/** Price after a percentage discount, rounded to the cent as Stripe does. */
export function discountedCents(amountCents: number, percentOff: number): number {
  return Math.round((amountCents * (100 - percentOff)) / 100);
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The day `days` business days (Monday to Friday) after `from`, in UTC. */
export function addBusinessDays(from: Date, days: number): Date {
  const day = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}
