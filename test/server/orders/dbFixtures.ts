import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { newOrderId } from '../../../src/server/orders/orderId.ts';
import { insertOrder, markPaid, type PaymentRecord } from '../../../src/server/orders/orderRepository.ts';
import { orderVariantID } from './orderFixtures.ts';
import { createDatabase } from '../../setup/postgresServer.ts';

export interface TestDb {
  db: Kysely<Database>;
  dataDir: string;
  /** The database's env: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The test PostgreSQL cluster's admin URL in the vitest project `postgres` (test/setup/
 * postgresServer.ts starts it); undefined in the `sqlite` project, where the same tests run on
 * SQLite files.
 */
export const testPostgresUrl = inject('postgresUrl');

/** The env for a test app: DATABASE_URL naming a new, empty PostgreSQL database when testing PostgreSQL. */
export async function testDatabaseEnv(): Promise<Record<string, string>> {
  if (!testPostgresUrl) return {};
  return { DATABASE_URL: await createDatabase(testPostgresUrl, `test_${randomBytes(8).toString('hex')}`) };
}

/** A migrated order database: SQLite in a throw-away DATA_DIR, or the test Postgres. */
export async function openTestDb(): Promise<TestDb> {
  const dataDir = await mkdtemp(join(tmpdir(), 'case-collage-db-'));
  const env = await testDatabaseEnv();
  const db = await openDatabase(loadEnv({ DATA_DIR: dataDir, ...env }));
  return {
    db,
    dataDir,
    env,
    async close() {
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many orders the database holds. */
export async function countOrders(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n);
}

export const payment: PaymentRecord = {
  sessionId: 'cs_test_1',
  amountCents: 3899,
  currency: 'usd',
  shipping: { name: 'Ada Lovelace', line1: '12 Main Street', city: 'Brooklyn', state: 'NY', postalCode: '11201', country: 'US' },
  email: null,
};

/** Inserts an order created at `createdAt`, paid at that time when `paid`. */
export async function seedOrder(
  db: Kysely<Database>,
  { createdAt = new Date(), paid = false, files = ['0123456789abcdef0123456789abcdef.png'] } = {},
): Promise<string> {
  const id = newOrderId();
  await insertOrder(db, {
    id,
    status: 'created',
    model_key: '15',
    finish: 'Matte',
    variant_id: orderVariantID,
    visitor_id: null,
    design_file: files[0] ?? null,
    files: JSON.stringify(files),
    currency: 'usd',
    list_amount_cents: 3899,
    payment_provider: 'test',
    fulfilment_attempts: 0,
    created_at: createdAt.toISOString(),
  });
  if (paid) await markPaid(db, id, { ...payment, sessionId: `cs_${id}` }, createdAt, null);
  return id;
}
