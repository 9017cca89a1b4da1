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
}
