import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../../src/server/config.ts';
import { freePort } from '../../setup/freePort.ts';
import { openDatabase, sqlitePath } from '../../../src/server/db/database.ts';
import { findOrder } from '../../../src/server/orders/orderRepository.ts';
import { openTestDb, seedOrder, testPostgresUrl, type TestDb } from '../orders/dbFixtures.ts';

describe('the order database', () => {
  let test: TestDb;
  beforeEach(async () => {
    test = await openTestDb();
  });
  afterEach(async () => {
    await test.close();
  });

  it.skipIf(testPostgresUrl)('lives in DATA_DIR/orders.sqlite by default and keeps orders across restarts', async () => {
    expect(existsSync(join(test.dataDir, 'orders.sqlite'))).toBe(true);
    const id = await seedOrder(test.db);
    const again = await openDatabase(loadEnv({ DATA_DIR: test.dataDir }));
    try {
      expect((await findOrder(again, id))?.status).toBe('created');
      const migrations = await again.selectFrom('kysely_migration' as 'orders').selectAll().execute();
      expect(migrations.map((row) => (row as unknown as { name: string }).name)).toEqual(['0001_orders', '0002_payment_review', '0003_job_leases', '0004_shared_designs', '0005_owners_desk']);
    } finally {
      await again.destroy();
    }
  });

  it('takes an SQLite file from DATABASE_URL=sqlite:…', () => {
    expect(sqlitePath(loadEnv({ DATA_DIR: '/data', DATABASE_URL: 'sqlite:/srv/shop/orders.db' }))).toBe('/srv/shop/orders.db');
    expect(sqlitePath(loadEnv({ DATA_DIR: '/data' }))).toBe('/data/orders.sqlite');
  });

  it.runIf(testPostgresUrl)('keeps orders across restarts on Postgres, migrating once', async () => {
    const id = await seedOrder(test.db);
    const again = await openDatabase(loadEnv({ DATA_DIR: test.dataDir, ...test.env }));
    try {
      expect((await findOrder(again, id))?.status).toBe('created');
      expect(existsSync(join(test.dataDir, 'orders.sqlite'))).toBe(false);
    } finally {
      await again.destroy();
    }
  });

  it('stops with the reason when DATABASE_URL names a PostgreSQL nobody answers at', async () => {
    const port = await freePort();
    const opening = openDatabase(loadEnv({ DATA_DIR: test.dataDir, DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/shop` }));
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    await expect(opening).rejects.toThrow(`DATABASE_URL: cannot open the database at postgres://127.0.0.1:${port}/shop (`);
    await expect(opening).rejects.not.toThrow(/secret/);
  });

  it('refuses a second order with the same id', async () => {
    const id = await seedOrder(test.db);
    const row = await findOrder(test.db, id);
    if (!row) throw new Error('seeded order missing');
    await expect(test.db.insertInto('orders').values(row).execute()).rejects.toThrow(/UNIQUE|duplicate key/);
  });
});
