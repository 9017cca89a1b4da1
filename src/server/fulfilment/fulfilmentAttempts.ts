import type { Selectable } from 'kysely';
import type { FulfilmentAttemptsTable } from '../db/schema.ts';
import type { OrdersDb } from '../orders/orderRepository.ts';

export type FulfilmentAttemptRow = Selectable<FulfilmentAttemptsTable>;

/** Records one submission to the printer: the printer's order id, or the error. */
export async function recordAttempt(
  db: OrdersDb,
  attempt: { orderId: string; attempt: number; startedAt: Date; finishedAt: Date; providerOrderId?: string; error?: string },
): Promise<void> {
  await db
    .insertInto('fulfilment_attempts')
    .values({
      order_id: attempt.orderId,
      attempt: attempt.attempt,
      started_at: attempt.startedAt.toISOString(),
      finished_at: attempt.finishedAt.toISOString(),
      provider_order_id: attempt.providerOrderId ?? null,
      error: attempt.error?.slice(0, 1000) ?? null,
    })
    // A claim that expired mid-attempt lets a second worker count the same number: keep the first.
    .onConflict((conflict) => conflict.columns(['order_id', 'attempt']).doNothing())
    .execute();
}

/** An order's submissions, oldest first. */
export async function attemptsOfOrder(db: OrdersDb, orderId: string): Promise<FulfilmentAttemptRow[]> {
  return db.selectFrom('fulfilment_attempts').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();
}
