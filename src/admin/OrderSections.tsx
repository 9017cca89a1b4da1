import type { AdminOrderDetail } from '../shared/adminApi.ts';
import { formatDateTime, formatMoney } from './adminFormat.ts';
import { Facts } from './Facts.tsx';

type OrderProps = { order: AdminOrderDetail };

/** The shopper's design as uploaded, and the file the printer gets. */
export function DesignSection({ order }: OrderProps) {
  return (
    <section className="admin-card admin-order__design" aria-labelledby="design-title">
      <h2 id="design-title">Design</h2>
      <p className="admin-muted">
        {order.model_name} · {order.finish}
      </p>
      {order.design_image_url ? (
        <img className="admin-design" src={order.design_image_url} alt={`The shopper’s design for the ${order.model_name} case`} />
      ) : (
        <p className="admin-muted">The design was deleted after the retention period.</p>
      )}
      {order.print_file_url && (
        <a className="button button--light admin-design__file" href={order.print_file_url} target="_blank" rel="noreferrer">
          Open the print file
        </a>
      )}
    </section>
  );
}

export function PaymentSection({ order }: OrderProps) {
  const { payment, currency } = order;
  return (
    <section className="admin-card" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <Facts
        rows={[
          ['Amount paid', formatMoney(order.amount_paid_cents, currency)],
          ['List price', formatMoney(order.list_amount_cents, currency)],
          ['Promotion', payment.promotion ?? 'none'],
          ['Currency', currency.toUpperCase()],
          ['Paid', payment.paid_at && formatDateTime(payment.paid_at)],
          ['Paid through', payment.provider === 'stripe' ? 'Stripe' : 'the test payment page'],
          ['Session', payment.session_id && <code>{payment.session_id}</code>],
          ['Refunded', payment.refunded_amount_cents !== null && formatMoney(payment.refunded_amount_cents, currency)],
          ['Refund', payment.refund_id && <code>{payment.refund_id}</code>],
        ]}
      />
    </section>
  );
}

export function ShippingSection({ order }: OrderProps) {
  const address = order.shipping;
  return (
    <section className="admin-card" aria-labelledby="shipping-title">
      <h2 id="shipping-title">Shipping</h2>
      {address ? (
        <address className="admin-address">
          {address.name}
          <br />
          {address.line1}
          {address.line2 && (
            <>
              <br />
              {address.line2}
            </>
          )}
          <br />
          {address.city}, {address.state} {address.postal_code}
          <br />
          {address.country}
        </address>
      ) : (
        <p className="admin-muted">No usable US address was given.</p>
      )}
      {order.customer_email && (
        <p className="admin-email-address">
          <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
        </p>
      )}
    </section>
  );
}
