import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema.ts';

export type OutboxRow = Selectable<OutboxTable>;
export type EmailKind = OutboxTable['kind'];
type Db = Kysely<Database>;

export interface NewEmail {
  kind: EmailKind;
  orderId: string;
  recipient: string;
  /** The e-mail is queued at most once per key, whoever asks and however often. */
  dedupeKey: string | null;
}

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/**
 * Queues an e-mail (inside the caller's transaction, when it passes one); false when one with
 * the same dedupe key was queued before.
 */
export async function enqueueEmail(db: Db, email: NewEmail, now: Date): Promise<boolean> {
  const id = randomBytes(16).toString('hex');
  const result = await db
    .insertInto('outbox')
    .values({
      id,
      kind: email.kind,
      order_id: email.orderId,
      recipient: email.recipient,
      dedupe_key: email.dedupeKey,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Pending e-mails whose attempt is due and that no worker holds, oldest first. */
export async function emailsDue(db: Db, now: Date, limit = 20): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a pending e-mail for sending until `until` and counts the attempt; false when another
 * worker holds it or it was sent. A crashed worker's claim simply expires.
 */
export async function claimEmail(db: Db, id: string, now: Date, until: Date): Promise<OutboxRow | undefined> {
  const at = now.toISOString();
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: until.toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .executeTakeFirst();
  if (!changed(result)) return undefined;
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records the e-mail as sent, with the Message-ID it went out with. */
export async function markEmailSent(db: Db, id: string, messageId: string, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), message_id: messageId, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Releases a failed send: tried again at `nextAttemptAt`, or given up (`failed`) when null. */
export async function recordEmailFailure(db: Db, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      ...(nextAttemptAt && { next_attempt_at: nextAttemptAt.toISOString() }),
      claimed_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/** E-mails in the outbox: waiting to be sent (the outbox depth) when `status` is pending. */
export async function emailCount(db: Db, status?: OutboxRow['status']): Promise<number> {
  let query = db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** The outbox, newest first. */
export async function listEmails(db: Db, { offset, limit }: { offset: number; limit: number }): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute();
}

export async function findEmail(db: Db, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailsOfOrder(db: Db, orderId: string): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
}
