import { discountedCents, formatUsd, pricing, promo } from '../../shared/business.ts';
import { CaseCtaLink } from './CaseCtaLink.tsx';

const price = formatUsd(pricing.unitAmountCents);
const earlyBirdPrice = formatUsd(discountedCents(pricing.unitAmountCents, promo.percentOff));

export function PriceBlock() {
  return (
    <section className="price-block" aria-labelledby="price-heading">
      <h2 id="price-heading">One price, everything included</h2>
      <p className="price-block__price">
        {price}
        <span className="price-block__per"> per case</span>
      </p>
      <ul className="price-block__facts">
        <li>Free shipping</li>
        <li>Delivery in {pricing.deliveryBusinessDays} business days</li>
        <li>Ships within the USA only</li>
        <li>Matte or Glossy finish, same price</li>
      </ul>
      <p className="price-block__promo">
        Early bird? Use code <strong>{promo.code}</strong> at checkout for {promo.percentOff}% off:
        just {earlyBirdPrice}.
      </p>
      <CaseCtaLink className="button button--large" />
    </section>
  );
}
