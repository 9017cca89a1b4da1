import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ShippingAddress } from '../../shared/testCheckout.ts';
import type { OrderStatus } from '../../shared/orderApi.ts';
import type { Database, OrdersTable } from '../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrdersDb = Kysely<Database>;

/** What the payment provider reports about a completed payment. */
export interface PaymentRecord {
  sessionId: string;
  amountCents: number;
  currency: string;
  /** Null when the provider reported no usable US address; the order is then held for review. */
  shipping: ShippingAddress | null;
  email: string | null;
}

export interface Tracking {
  number: string | null;
  url: string | null;
  carrier: string | null;
}

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

export async function insertOrder(db: OrdersDb, order: Insertable<OrdersTable>): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

export async function findOrder(db: OrdersDb, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether an order names `designFile` as its design. */
export async function orderHasDesign(db: OrdersDb, designFile: string): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('design_file', '=', designFile).executeTakeFirst()) !== undefined;
}

export function orderShipping(order: OrderRow): ShippingAddress | null {
  return order.shipping ? (JSON.parse(order.shipping) as ShippingAddress) : null;
}

export function orderFiles(order: Pick<OrderRow, 'files'>): string[] {
  return JSON.parse(order.files) as string[];
}

export async function findOrderBySession(db: OrdersDb, sessionId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();
}

/** Remembers the payment provider's session started for a new order. */
export async function recordCheckoutSession(db: OrdersDb, id: string, sessionId: string): Promise<void> {
  await db.updateTable('orders').set({ checkout_session_id: sessionId }).where('id', '=', id).execute();
}

/**
 * created → paid, or → review with the reason when the payment needs a person's check first. A
 * conditional update, so of two deliveries of the same payment (a replay, or two at once) exactly
 * one returns true.
 */
export async function markPaid(
  db: OrdersDb,
  id: string,
  payment: PaymentRecord,
  now: Date,
  reviewReason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: reviewReason ? 'review' : 'paid',
      review_reason: reviewReason,
      payment_session_id: payment.sessionId,
      paid_amount_cents: payment.amountCents,
      currency: payment.currency,
      shipping: payment.shipping && JSON.stringify(payment.shipping),
      customer_email: payment.email,
      paid_at: now.toISOString(),
      next_attempt_at: reviewReason ? null : now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return changed(result);
}

/** Paid orders whose submission to the printer is due and not held by a worker. */
export async function ordersDueForFulfilment(db: OrdersDb, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'paid')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('paid_at')
    .limit(50)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a paid order for submission until `until`; false when another worker holds it or it was
 * submitted already. A crashed worker's claim simply expires.
 */
export async function claimForFulfilment(
  db: OrdersDb,
  id: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      claimed_until: until.toISOString(),
      fulfilment_attempts: eb('fulfilment_attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .executeTakeFirst();
  return changed(result);
}

/**
 * Gives back a claim taken until `until` by claimForFulfilment, when it is still that claim (a
 * process forced to exit mid-submission): another worker may take the order at once.
 */
export async function releaseFulfilmentClaim(db: OrdersDb, id: string, until: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ claimed_until: null })
    .where('id', '=', id)
    .where('claimed_until', '=', until.toISOString())
    .execute();
}

/** paid → submitted, with the printer's order id. */
export async function markSubmitted(
  db: OrdersDb,
  id: string,
  fulfilment: { provider: string; orderId: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: 'submitted',
      fulfilment_provider: fulfilment.provider,
      fulfilment_order_id: fulfilment.orderId,
      submitted_at: now.toISOString(),
      next_attempt_at: null,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return changed(result);
}

/** Releases a failed submission and sets when it is tried again; the order stays paid. */
export async function scheduleRetry(
  db: OrdersDb,
  id: string,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      next_attempt_at: nextAttemptAt.toISOString(),
      claimed_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .execute();
}

/** Adds a stored file to the order's list, so the retention job deletes it too. */
export async function addOrderFile(db: OrdersDb, id: string, name: string): Promise<void> {
  const order = await findOrder(db, id);
  if (!order) return;
  const files = orderFiles(order);
  if (files.includes(name)) return;
  await db
    .updateTable('orders')
    .set({ files: JSON.stringify([...files, name]) })
    .where('id', '=', id)
    .execute();
}

/** submitted → shipped (or a shipped order's tracking updated). */
export async function markShipped(
  db: OrdersDb,
  id: string,
  tracking: Tracking,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: 'shipped',
      tracking_number: tracking.number,
      tracking_url: tracking.url,
      carrier: tracking.carrier,
      completed_at: (eb) => eb.fn.coalesce('completed_at', eb.val(now.toISOString())),
    })
    .where('id', '=', id)
    .where('status', 'in', ['submitted', 'shipped'])
    .executeTakeFirst();
  return changed(result);
}

/** submitted → failed or canceled, as the printer reports it. */
export async function markEnded(
  db: OrdersDb,
  id: string,
  status: Extract<OrderStatus, 'failed' | 'canceled'>,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status, last_error: reason, completed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return changed(result);
}
