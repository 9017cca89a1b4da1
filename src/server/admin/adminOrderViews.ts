import type { AdminEmailSummary, AdminOrderActions, AdminOrderDetail, AdminOrderSummary } from '../../shared/adminApi.ts';
import { discountedCents, promo } from '../../shared/business.ts';
import { findModel } from '../../shared/catalog/catalog.ts';
import type { OrderStatus } from '../../shared/orderApi.ts';
import type { FulfilmentAttemptRow } from '../fulfilment/fulfilmentAttempts.ts';
import type { OutboxRow } from '../mail/outboxRepository.ts';
import { orderFiles, orderShipping, type OrderRow } from '../orders/orderRepository.ts';
import type { AuditRow } from './auditLog.ts';

/** Statuses the owner may cancel: not yet with the printer, or failed there. */
export const cancelableStatuses: OrderStatus[] = ['created', 'paid', 'review', 'failed'];
/** Statuses whose shopper has had (or is owed) an e-mail that can be sent again. */
const resendableStatuses: OrderStatus[] = ['paid', 'submitted', 'shipped'];

export function orderSummary(order: OrderRow): AdminOrderSummary {
  return {
    order_id: order.id,
    status: order.status,
    created_at: order.created_at,
    model_name: findModel(order.model_key)?.name ?? order.model_key,
    finish: order.finish,
    currency: order.currency,
    amount_paid_cents: order.paid_amount_cents,
    customer_email: order.customer_email,
    review_reason: order.review_reason,
  };
}

export function emailSummary(row: OutboxRow): AdminEmailSummary {
  const { id, kind, order_id, recipient, status, attempts, created_at, sent_at, last_error } = row;
  return { id, kind, order_id, recipient, status, attempts, created_at, sent_at, last_error };
}

/** Which of the owner's actions make sense for the order as it is. */
export function availableActions(order: OrderRow): AdminOrderActions {
  return {
    release: order.status === 'review' && order.shipping !== null,
    retry: order.status === 'paid',
    cancel: cancelableStatuses.includes(order.status),
    resend_email: order.customer_email !== null && resendableStatuses.includes(order.status),
  };
}

/** The promotion behind the amount paid: the store has one, so the amount tells it. */
function promotionOf(order: OrderRow): string | null {
  const discounted = discountedCents(order.list_amount_cents, promo.percentOff);
  return order.paid_amount_cents === discounted && discounted !== order.list_amount_cents ? promo.code : null;
}

export interface OrderRecords {
  attempts: FulfilmentAttemptRow[];
  audit: AuditRow[];
  emails: OutboxRow[];
}

/** Everything the owner's order page shows about one order. */
export function orderDetail(order: OrderRow, records: OrderRecords, fileUrl: (name: string) => string): AdminOrderDetail {
  const shipping = orderShipping(order);
  const printFile = orderFiles(order).find((name) => name !== order.design_file) ?? order.design_file;
  const hasTracking = order.tracking_number !== null || order.tracking_url !== null;
  return {
    ...orderSummary(order),
    variant_id: order.variant_id,
    design_image_url: order.design_file ? fileUrl(order.design_file) : null,
    print_file_url: printFile && !order.files_deleted_at ? fileUrl(printFile) : null,
    list_amount_cents: order.list_amount_cents,
    payment: {
      provider: order.payment_provider,
      session_id: order.payment_session_id,
      promotion: promotionOf(order),
      paid_at: order.paid_at,
      refund_id: order.refund_id,
      refunded_amount_cents: order.refunded_amount_cents,
    },
    shipping: shipping && {
      name: shipping.name,
      line1: shipping.line1,
      line2: shipping.line2 ?? null,
      city: shipping.city,
      state: shipping.state,
      postal_code: shipping.postalCode,
      country: shipping.country,
    },
    fulfilment: {
      provider: order.fulfilment_provider,
      provider_order_id: order.fulfilment_order_id,
      attempts: records.attempts.map(({ attempt, started_at, finished_at, provider_order_id, error }) => ({
        attempt,
        started_at,
        finished_at,
        provider_order_id,
        error,
      })),
      next_attempt_at: order.status === 'paid' ? order.next_attempt_at : null,
      last_error: order.last_error,
      submitted_at: order.submitted_at,
    },
    tracking: hasTracking ? { number: order.tracking_number, url: order.tracking_url, carrier: order.carrier } : null,
    cancel_reason: order.cancel_reason,
    emails: records.emails.map(emailSummary),
    audit: records.audit.map((entry) => ({ at: entry.at, session: entry.session_id.slice(0, 8), action: entry.action, detail: entry.detail })),
    actions: availableActions(order),
  };
}
