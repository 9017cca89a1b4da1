import { pricing } from '../shared/business.ts';
import type { PublicOrder } from '../shared/orderApi.ts';
import type { PriceLines } from './priceLines.ts';

interface OrderSummaryProps {
  order: PublicOrder;
  lines: PriceLines;
  /** "Total" before paying, "Paid" after. */
  totalLabel: string;
  promoCode?: string | null;
}

/** The design and what it costs: case, discount, free shipping, total. */
export function OrderSummary({ order, lines, totalLabel, promoCode }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Your order</h2>
      <div className="order-summary__item">
        {order.design_image_url ? (
          <img
            className="order-summary__design"
            src={order.design_image_url}
            alt={`Your collage design for the ${order.model_name} case`}
            width={120}
            height={232}
          />
        ) : (
          <div className="order-summary__design order-summary__design--gone">Design deleted after 90 days</div>
        )}
        <div>
          <p className="order-summary__name">Custom collage case</p>
          <p className="order-summary__variant">
            {order.model_name} · {order.finish}
          </p>
        </div>
      </div>
      <dl className="order-summary__lines">
        <div>
          <dt>Case</dt>
          <dd>{lines.subtotal}</dd>
        </div>
        {lines.discount && (
          <div className="order-summary__discount">
            <dt>Discount{promoCode ? ` (${promoCode})` : ''}</dt>
            <dd>{lines.discount}</dd>
          </div>
        )}
        <div>
          <dt>Shipping ({pricing.deliveryBusinessDays} business days, US only)</dt>
          <dd>{lines.shipping}</dd>
        </div>
        <div className="order-summary__total">
          <dt>{totalLabel}</dt>
          <dd>{lines.total}</dd>
        </div>
      </dl>
    </section>
  );
}
