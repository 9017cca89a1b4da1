import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminActionResult } from '../shared/adminApi.ts';
import { adminPagePaths } from '../shared/adminRoutes.ts';
import { adminApi } from './adminClient.ts';
import { formatDateTime, shortId } from './adminFormat.ts';
import { OrderActions } from './OrderActions.tsx';
import { ActivitySection, EmailsSection } from './OrderHistory.tsx';
import { FulfilmentSection } from './FulfilmentSection.tsx';
import { DesignSection, PaymentSection, ShippingSection } from './OrderSections.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useAdminData } from './useAdminData.ts';
import { useAdminTitle } from './useAdminTitle.ts';

/** /admin/orders/:orderId: everything about one order, and what the owner can do with it. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  useAdminTitle(`Order ${shortId(orderId)}`);
  const { state, reload, replace } = useAdminData(orderId, () => adminApi.order(orderId));
  const [message, setMessage] = useState<string | null>(null);
  const back = (
    <Link className="admin-back" to={adminPagePaths.orders}>
      <ArrowLeft size={18} aria-hidden="true" />
      All orders
    </Link>
  );
  if (state.kind !== 'loaded') {
    return (
      <>
        {back}
        <h1>Order {shortId(orderId)}</h1>
        {state.kind === 'loading' ? <p className="admin-muted">Loading the order…</p> : <p className="admin-alert" role="alert">{state.message}</p>}
      </>
    );
  }
  const order = state.data;
  const done = (result: AdminActionResult) => {
    replace(result.order);
    setMessage(result.message);
  };
  return (
    <>
      {back}
      <div className="admin-heading admin-heading--order">
        <h1>Order {shortId(order.order_id)}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="admin-order-meta">
        Order number <code>{order.order_id}</code> · placed {formatDateTime(order.created_at)}
      </p>
      {order.status === 'review' && order.review_reason && (
        <p className="admin-callout">
          <strong>Held for review:</strong> {order.review_reason}
        </p>
      )}
      {order.cancel_reason && (
        <p className="admin-callout admin-callout--quiet">
          <strong>Canceled:</strong> {order.cancel_reason}
        </p>
      )}
      <div className="admin-live" role="status" aria-live="polite">
        {message && <p className="admin-note">{message}</p>}
      </div>
      <OrderActions order={order} onDone={done} onRefused={reload} />
      <div className="admin-order">
        <DesignSection order={order} />
        <div className="admin-order__facts">
          <PaymentSection order={order} />
          <ShippingSection order={order} />
          <FulfilmentSection order={order} />
          <EmailsSection emails={order.emails} />
          <ActivitySection audit={order.audit} />
        </div>
      </div>
    </>
  );
}
