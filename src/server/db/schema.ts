import type { OrderStatus } from '../../shared/orderApi.ts';

/**
 * One row per checkout. Times are ISO 8601 UTC strings (they sort as text on both SQLite and
 * Postgres); amounts are in cents.
 */
export interface OrdersTable {
  /** 128 random bits in base32: the order's only credential, so it is unguessable. */
  id: string;
  status: OrderStatus;
  model_key: string;
  finish: string;
  variant_id: string;
  visitor_id: string | null;
  /** Stored name (under DATA_DIR/files) of the design the shopper uploaded; null once deleted. */
  design_file: string | null;
  /** JSON array of every stored file the order owns (the design, resized print files). */
  files: string;
  currency: string;
  list_amount_cents: number;
  /** What the shopper paid, taken from the payment provider, never recomputed. */
  paid_amount_cents: number | null;
  payment_provider: string;
  payment_session_id: string | null;
  /** The payment provider's session started for this order; a payment from another is refused. */
  checkout_session_id: string | null;
  /** Why a paid order is held for a person to check instead of being printed. */
  review_reason: string | null;
  customer_email: string | null;
  /** JSON of the ShippingAddress the payment provider collected. */
  shipping: string | null;
  fulfilment_provider: string | null;
  fulfilment_order_id: string | null;
  fulfilment_attempts: number;
  /** When a failed submission to the printer is tried again. */
  next_attempt_at: string | null;
  /** A worker holds the order until this time while it submits it (no double submission). */
  claimed_until: string | null;
  last_error: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  carrier: string | null;
  created_at: string;
  paid_at: string | null;
  submitted_at: string | null;
  /** Shipped, failed or canceled: starts the image retention period. */
  completed_at: string | null;
  files_deleted_at: string | null;
  /** The owner's reason, when the owner canceled the order. */
  cancel_reason: string | null;
  /** The payment provider's refund, once the owner's cancel refunded the payment. */
  refund_id: string | null;
  refunded_amount_cents: number | null;
  /** The last time the owner resent the shopper's e-mail: one resend a minute per order. */
  email_resent_at: string | null;
}

/** A signed-in owner's session; its id is in the signed session cookie. */
export interface AdminSessionsTable {
  /** 256 random bits in hex. */
  id: string;
  created_at: string;
  expires_at: string;
  /** Set by Sign out: the cookie no longer opens anything. */
  ended_at: string | null;
  /** Of the ADMIN_PASSWORD_HASH signed in with: a new password ends the sessions of the old one. */
  password_fingerprint: string;
}

/** Everything the owner did: who (the session), what, when, to which order. */
export interface AdminAuditTable {
  id: string;
  at: string;
  session_id: string;
  /** sign-in, sign-out, release, retry, cancel, refund, resend-email. */
  action: string;
  order_id: string | null;
  /** The owner's reason, the refund id, the outcome. */
  detail: string | null;
}

/** An e-mail to a shopper, sent by the mail worker; rendered from the order when it is sent. */
export interface OutboxTable {
  id: string;
  kind: 'order-confirmation' | 'shipping-notice';
  order_id: string;
  recipient: string;
  /** Queued once per key (`confirmation:<order>`, `shipped:<order>`); null for a resend. */
  dedupe_key: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the e-mail until this time while it sends it. */
  claimed_until: string | null;
  last_error: string | null;
  /** The Message-ID header, the same on every attempt. */
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
}

/** One submission of an order to the printer, as the fulfilment worker made it. */
export interface FulfilmentAttemptsTable {
  order_id: string;
  /** 1-based, the order's fulfilment_attempts after the claim. */
  attempt: number;
  started_at: string;
  finished_at: string;
  provider_order_id: string | null;
  /** Null when the printer took the order. */
  error: string | null;
}

/** A background job's turn, shared by every store process through the database. */
export interface JobLeasesTable {
  name: string;
  /** ISO time until which the process that took the lease holds it. */
  held_until: string;
}

/** A design shared by link; its id is its only key. Deleted with its files after 30 days. */
export interface SharedDesignsTable {
  /** 128 random bits in base32, as order ids. */
  id: string;
  /** JSON of the SharedDesign, each picture with the stored `file` that holds it. */
  design: string;
  /** Stored name of the picture of the design shown on its page. */
  preview_file: string;
  /** JSON array of every stored file the design owns (its pictures and the preview). */
  files: string;
  created_at: string;
}

export interface Database {
  orders: OrdersTable;
  job_leases: JobLeasesTable;
  shared_designs: SharedDesignsTable;
  admin_sessions: AdminSessionsTable;
  admin_audit: AdminAuditTable;
  outbox: OutboxTable;
  fulfilment_attempts: FulfilmentAttemptsTable;
}
