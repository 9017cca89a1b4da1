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
  '0005_owners_desk': {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ['cancel_reason', 'text'],
        ['refund_id', 'varchar(255)'],
        ['refunded_amount_cents', 'integer'],
        ['email_resent_at', 'varchar(32)'],
      ] as const) {
        await db.schema.alterTable('orders').addColumn(column, type).execute();
      }
      await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('ended_at', 'varchar(32)')
        .addColumn('password_fingerprint', 'varchar(64)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('admin_audit')
        .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
        .addColumn('at', 'varchar(32)', (col) => col.notNull())
        .addColumn('session_id', 'varchar(64)', (col) => col.notNull())
        .addColumn('action', 'varchar(32)', (col) => col.notNull())
        .addColumn('order_id', 'varchar(32)')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('admin_audit_order').on('admin_audit').columns(['order_id', 'at']).execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
        .addColumn('kind', 'varchar(32)', (col) => col.notNull())
        .addColumn('order_id', 'varchar(32)', (col) => col.notNull())
        .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
        .addColumn('dedupe_key', 'varchar(128)', (col) => col.unique())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('message_id', 'varchar(255)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('sent_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_order').on('outbox').column('order_id').execute();
      await db.schema
        .createTable('fulfilment_attempts')
        .addColumn('order_id', 'varchar(32)', (col) => col.notNull())
        .addColumn('attempt', 'integer', (col) => col.notNull())
        .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('finished_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('provider_order_id', 'varchar(64)')
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('fulfilment_attempts_pk', ['order_id', 'attempt'])
        .execute();
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
