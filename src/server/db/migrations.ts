import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/**
 * Schema history, oldest first. Never edit a migration that has shipped; add a new one. The
 * column types are the portable subset SQLite and Postgres share.
 */
const migrations: Record<string, Migration> = {
  '0001_orders': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('model_key', 'varchar(64)', (col) => col.notNull())
        .addColumn('finish', 'varchar(16)', (col) => col.notNull())
        .addColumn('variant_id', 'varchar(64)', (col) => col.notNull())
        .addColumn('visitor_id', 'varchar(64)')
        .addColumn('design_file', 'varchar(128)')
        .addColumn('files', 'text', (col) => col.notNull())
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('list_amount_cents', 'integer', (col) => col.notNull())
        .addColumn('paid_amount_cents', 'integer')
        .addColumn('payment_provider', 'varchar(16)', (col) => col.notNull())
        .addColumn('payment_session_id', 'varchar(255)', (col) => col.unique())
        .addColumn('customer_email', 'varchar(320)')
        .addColumn('shipping', 'text')
        .addColumn('fulfilment_provider', 'varchar(16)')
        .addColumn('fulfilment_order_id', 'varchar(64)')
        .addColumn('fulfilment_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)')
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('tracking_number', 'varchar(128)')
        .addColumn('tracking_url', 'text')
        .addColumn('carrier', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('paid_at', 'varchar(32)')
        .addColumn('submitted_at', 'varchar(32)')
        .addColumn('completed_at', 'varchar(32)')
        .addColumn('files_deleted_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('orders_status').on('orders').column('status').execute();
      await db.schema
        .createIndex('orders_completed_at')
        .on('orders')
        .column('completed_at')
        .execute();
    },
  },
  '0002_payment_review': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('checkout_session_id', 'varchar(255)').execute();
      await db.schema.alterTable('orders').addColumn('review_reason', 'text').execute();
      // Paid orders without a usable US address were retried forever; they now wait for review.
      await sql`update orders set status = 'review', review_reason = 'no usable US shipping address'
        where status = 'paid' and shipping is null`.execute(db);
    },
  },
  '0003_job_leases': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('held_until', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
  },
  '0004_shared_designs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shared_designs')
        .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
        .addColumn('design', 'text', (col) => col.notNull())
        .addColumn('preview_file', 'varchar(128)', (col) => col.notNull())
        .addColumn('files', 'text', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('shared_designs_created_at').on('shared_designs').column('created_at').execute();
    },
  },
};

/** Brings the schema up to date; throws (stopping start-up) when a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
}
