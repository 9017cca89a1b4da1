import { sql } from 'kysely';
import type { OrderStatus } from '../../shared/orderApi.ts';
import type { OrderRow, OrdersDb } from '../orders/orderRepository.ts';

export interface OrderListQuery {
  status?: OrderStatus | undefined;
  /** An order id (or its first characters) or part of the shopper's e-mail. */
  search?: string | undefined;
  offset: number;
  limit: number;
}

/** `text` for a LIKE pattern, its wildcards escaped with `\`. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The owner's order list: newest first, filtered by status and search, with the total count. */
export async function listOrders(db: OrdersDb, query: OrderListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const search = query.search?.trim().toLowerCase();
  let filtered = db.selectFrom('orders');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (search) {
    const idPrefix = `${likeText(search)}%`;
    const inEmail = `%${likeText(search)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`id`, 'like', sql`${idPrefix} escape '\\'`),
        eb(sql`lower(customer_email)`, 'like', sql`${inEmail} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(query.offset).limit(query.limit).execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
