import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AdminOrderSummary } from '../shared/adminApi.ts';
import { adminPagePaths } from '../shared/adminRoutes.ts';
import { formatDateTime, formatMoney, shortId } from './adminFormat.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The orders as rows on a desktop and as cards on a phone; each opens its order page. */
export function OrderList({ orders, filtered }: { orders: AdminOrderSummary[]; filtered: boolean }) {
  if (!orders.length) {
    return <p className="admin-empty">{filtered ? 'No order matches this search.' : 'No orders yet.'}</p>;
  }
  return (
    <div className="admin-orders">
      <div className="admin-orders__head" aria-hidden="true">
        <span>Date</span>
        <span>Order</span>
        <span>Case</span>
        <span>Paid</span>
        <span>Status</span>
      </div>
      <ul className="admin-orders__list" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.order_id}>
            <Link className="admin-order-row" to={adminPagePaths.order.replace(':orderId', order.order_id)}>
              <span className="admin-order-row__date">{formatDateTime(order.created_at)}</span>
              <span className="admin-order-row__who">
                <span className="admin-order-row__id">
                  <span className="visually-hidden">Order </span>
                  {shortId(order.order_id)}
                </span>
                <span className="admin-order-row__email">{order.customer_email ?? 'no e-mail yet'}</span>
              </span>
              <span className="admin-order-row__case">
                {order.model_name} · {order.finish}
              </span>
              <span className="admin-order-row__amount">{formatMoney(order.amount_paid_cents, order.currency)}</span>
              <span className="admin-order-row__status">
                <StatusBadge status={order.status} />
                {order.review_reason && <span className="admin-order-row__reason">{order.review_reason}</span>}
              </span>
              <ChevronRight className="admin-order-row__go" size={20} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
