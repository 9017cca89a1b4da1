import { findModel } from '../../shared/catalog/catalog.ts';
import type { PublicOrder } from '../../shared/orderApi.ts';
import { orderShipping, type OrderRow } from './orderRepository.ts';

/** The public view of an order, for GET /api/orders/:id. */
export function publicOrder(order: OrderRow, fileUrl: (name: string) => string): PublicOrder {
  const shipping = orderShipping(order);
  const hasTracking = order.tracking_number !== null || order.tracking_url !== null;
  return {
    order_id: order.id,
    status: order.status,
    model_key: order.model_key,
    model_name: findModel(order.model_key)?.name ?? order.model_key,
    finish: order.finish,
    currency: order.currency,
    list_amount_cents: order.list_amount_cents,
    amount_paid_cents: order.paid_amount_cents,
    design_image_url: order.design_file ? fileUrl(order.design_file) : null,
    ship_to: shipping ? `${shipping.city}, ${shipping.state}` : null,
    tracking: hasTracking
      ? { number: order.tracking_number, url: order.tracking_url, carrier: order.carrier }
      : null,
    created_at: order.created_at,
    paid_at: order.paid_at,
  };
}
