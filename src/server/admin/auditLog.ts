import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AdminAuditTable } from '../db/schema.ts';
import type { OrdersDb } from '../orders/orderRepository.ts';

export type AuditRow = Selectable<AdminAuditTable>;

export interface AuditEntry {
  sessionId: string;
  action: string;
  orderId?: string | null;
  detail?: string | null;
}

/** Writes one owner action down (inside the action's own transaction, when it passes one). */
export async function recordAudit(db: OrdersDb, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      id: randomBytes(16).toString('hex'),
      at: now.toISOString(),
      session_id: entry.sessionId,
      action: entry.action,
      order_id: entry.orderId ?? null,
      detail: entry.detail?.slice(0, 1000) ?? null,
    })
    .execute();
}

/** What the owner did to an order, oldest first. */
export async function auditOfOrder(db: OrdersDb, orderId: string): Promise<AuditRow[]> {
  return db.selectFrom('admin_audit').selectAll().where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();
}
