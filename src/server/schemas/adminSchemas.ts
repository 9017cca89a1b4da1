import { z } from 'zod';
import type {
  AdminActionResult,
  AdminEmail,
  AdminEmailSummary,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderSummary,
  AdminOutbox,
  AdminSession,
} from '../../shared/adminApi.ts';
import { orderStatuses } from '../../shared/orderApi.ts';

/** The answers of /api/admin, checked against the shared types (src/shared/adminApi.ts). */
export const adminSessionSchema = z.object({
  expires_at: z.string(),
  mail: z.enum(['smtp', 'outbox']),
  payments: z.enum(['stripe', 'test']),
  sign_in: z.object({
    wrong_passwords: z.number().int(),
    limit: z.number().int(),
    window_seconds: z.number().int(),
    closed_for_seconds: z.number().int(),
  }),
}) satisfies z.ZodType<AdminSession>;

const nullableText = z.string().nullable();

export const adminOrderSummarySchema = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  model_name: z.string(),
  finish: z.string(),
  currency: z.string(),
  amount_paid_cents: z.number().int().nullable(),
  customer_email: nullableText,
  review_reason: nullableText,
}) satisfies z.ZodType<AdminOrderSummary>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
}) satisfies z.ZodType<AdminOrderList>;

export const adminEmailSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['order-confirmation', 'shipping-notice']),
  order_id: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: nullableText,
  last_error: nullableText,
}) satisfies z.ZodType<AdminEmailSummary>;

export const adminEmailSchema = adminEmailSummarySchema.extend({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
}) satisfies z.ZodType<AdminEmail>;

export const adminOutboxSchema = z.object({
  emails: z.array(adminEmailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  mail: z.enum(['smtp', 'outbox']),
}) satisfies z.ZodType<AdminOutbox>;

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  variant_id: z.string(),
  design_image_url: nullableText,
  print_file_url: nullableText,
  list_amount_cents: z.number().int(),
  payment: z.object({
    provider: z.string(),
    session_id: nullableText,
    promotion: nullableText,
    paid_at: nullableText,
    refund_id: nullableText,
    refunded_amount_cents: z.number().int().nullable(),
  }),
  shipping: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: nullableText,
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
      country: z.string(),
    })
    .nullable(),
  fulfilment: z.object({
    provider: nullableText,
    provider_order_id: nullableText,
    attempts: z.array(
      z.object({
        attempt: z.number().int(),
        started_at: z.string(),
        finished_at: z.string(),
        provider_order_id: nullableText,
        error: nullableText,
      }),
    ),
    next_attempt_at: nullableText,
    last_error: nullableText,
    submitted_at: nullableText,
  }),
  tracking: z.object({ number: nullableText, url: nullableText, carrier: nullableText }).nullable(),
  cancel_reason: nullableText,
  emails: z.array(adminEmailSummarySchema),
  audit: z.array(z.object({ at: z.string(), session: z.string(), action: z.string(), detail: nullableText })),
  actions: z.object({ release: z.boolean(), retry: z.boolean(), cancel: z.boolean(), resend_email: z.boolean() }),
}) satisfies z.ZodType<AdminOrderDetail>;

export const adminActionResultSchema = z.object({
  message: z.string(),
  order: adminOrderDetailSchema,
}) satisfies z.ZodType<AdminActionResult>;
