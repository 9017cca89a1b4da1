import type { Kysely } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadEnv } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { newOrderId } from '../../../src/server/orders/orderId.ts';
import { insertOrder, markPaid, type PaymentRecord } from '../../../src/server/orders/orderRepository.ts';
import { orderVariantID } from './orderFixtures.ts';

export interface TestDb {
  db: Kysely<Database>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Set TEST_DATABASE_URL=postgres://… (and run the files one at a time, --no-file-parallelism)
 * to run the order tests against Postgres instead of SQLite.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL;

/** The env for a test app: DATABASE_URL pointing at an emptied Postgres when one is given. */
export async function testDatabaseEnv(): Promise<Record<string, string>> {
  if (!testPostgresUrl) return {};
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  return { DATABASE_URL: testPostgresUrl };
}

/** A migrated order database: SQLite in a throw-away DATA_DIR, or the test Postgres. */
export async function openTestDb(): Promise<TestDb> {
  const dataDir = await mkdtemp(join(tmpdir(), 'case-collage-db-'));
  const db = await openDatabase(loadEnv({ DATA_DIR: dataDir, ...(await testDatabaseEnv()) }));
  return {
    db,
    dataDir,
    async close() {
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
