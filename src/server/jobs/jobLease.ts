import type { OrdersDb } from '../orders/orderRepository.ts';

/**
 * Takes the lease `name` until `until` when nobody holds it at `now`: with several store
 * processes on one database, exactly one of them gets each turn of a background job. A
 * conditional update of the lease's row, or its first insert (the primary key refuses a second).
 */
export async function takeJobLease(db: OrdersDb, name: string, now: Date, until: Date): Promise<boolean> {
  const renewed = await db
    .updateTable('job_leases')
    .set({ held_until: until.toISOString() })
    .where('name', '=', name)
    .where('held_until', '<=', now.toISOString())
    .executeTakeFirst();
  if (renewed.numUpdatedRows > 0n) return true;
  try {
    await db.insertInto('job_leases').values({ name, held_until: until.toISOString() }).execute();
    return true;
  } catch (error) {
    const held = await db.selectFrom('job_leases').select('name').where('name', '=', name).executeTakeFirst();
    if (held) return false;
    throw error;
  }
}
