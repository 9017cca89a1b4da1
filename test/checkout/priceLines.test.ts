import { describe, expect, it } from 'vitest';
import { checkoutTotalCents, priceLines } from '../../src/checkout/priceLines.ts';

describe('checkout prices', () => {
  it('charges $38.99, or $33.14 with EARLYBIRD, shipping free', () => {
    expect(checkoutTotalCents(3899, false)).toBe(3899);
    expect(checkoutTotalCents(3899, true)).toBe(3314);
  });

  it('lists the case, the discount taken, free shipping and the total', () => {
    expect(priceLines(3899, 3314)).toEqual({ subtotal: '$38.99', discount: '−$5.85', shipping: 'Free', total: '$33.14' });
    expect(priceLines(3899, 3899)).toEqual({ subtotal: '$38.99', discount: null, shipping: 'Free', total: '$38.99' });
  });
});
