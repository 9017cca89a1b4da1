import type { OrderStatus } from './orderApi.ts';

/** Orders per page of the owner's list. */
export const adminPageSize = 50;

/**
 * Wrong passwords tried at the desk's sign-in from every address together, within the last
 * `window_seconds`; at `limit` sign-in is closed to devices that have not signed in before.
 */
export interface AdminSignInReport {
  wrong_passwords: number;
  limit: number;
  window_seconds: number;
  /** Seconds until a new device may sign in again; 0 while it may. */
  closed_for_seconds: number;
}

/** GET /api/admin/session: who is signed in, and how the store sends e-mails and takes payments. */
export interface AdminSession {
  expires_at: string;
  /** `outbox`: no SMTP_URL, e-mails wait at /admin/outbox instead of being sent. */
  mail: 'smtp' | 'outbox';
  payments: 'stripe' | 'test';
  sign_in: AdminSignInReport;
}

/** One row of the owner's order list. */
export interface AdminOrderSummary {
  order_id: string;
  status: OrderStatus;
  created_at: string;
  model_name: string;
  finish: string;
  currency: string;
  /** Null until paid. */
  amount_paid_cents: number | null;
  customer_email: string | null;
  /** Why a held order waits for the owner (status review). */
  review_reason: string | null;
}

export interface AdminOrderList {
  orders: AdminOrderSummary[];
  /** Orders matching the filter, on every page. */
  total: number;
  page: number;
  page_size: number;
}

export interface AdminShipping {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface AdminFulfilmentAttempt {
  attempt: number;
  started_at: string;
  finished_at: string;
  provider_order_id: string | null;
  error: string | null;
}

export interface AdminAuditEntry {
  at: string;
  /** The first characters of the session id: enough to tell sessions apart, useless to sign in. */
  session: string;
  action: string;
  detail: string | null;
}

export interface AdminEmailSummary {
  id: string;
  kind: 'order-confirmation' | 'shipping-notice';
  order_id: string;
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** GET /api/admin/outbox/:id: the e-mail as the shopper reads it. */
export interface AdminEmail extends AdminEmailSummary {
  subject: string;
  text: string;
  html: string;
}

export interface AdminOutbox {
  emails: AdminEmailSummary[];
  total: number;
  page: number;
  page_size: number;
  mail: AdminSession['mail'];
}

/** What the owner can do to the order now, for the order page's buttons. */
export interface AdminOrderActions {
  release: boolean;
  retry: boolean;
  cancel: boolean;
  resend_email: boolean;
}

/** GET /api/admin/orders/:id. */
export interface AdminOrderDetail extends AdminOrderSummary {
  variant_id: string;
  design_image_url: string | null;
  /** The print file made for the printer, else the design itself (null once deleted). */
  print_file_url: string | null;
  list_amount_cents: number;
  payment: {
    provider: string;
    session_id: string | null;
    /** The promotion the shopper used, read from the amount paid (EARLYBIRD), or null. */
    promotion: string | null;
    paid_at: string | null;
    refund_id: string | null;
    refunded_amount_cents: number | null;
  };
  shipping: AdminShipping | null;
  fulfilment: {
    provider: string | null;
    provider_order_id: string | null;
    attempts: AdminFulfilmentAttempt[];
    next_attempt_at: string | null;
    last_error: string | null;
    submitted_at: string | null;
  };
  tracking: { number: string | null; url: string | null; carrier: string | null } | null;
  cancel_reason: string | null;
  emails: AdminEmailSummary[];
  audit: AdminAuditEntry[];
  actions: AdminOrderActions;
}

/** POST /api/admin/orders/:id/<action>: what happened, in words, and the order as it is now. */
export interface AdminActionResult {
  message: string;
  order: AdminOrderDetail;
}
