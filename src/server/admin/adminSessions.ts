import { createHash, randomBytes } from 'node:crypto';
import type { OrdersDb } from '../orders/orderRepository.ts';

/** An owner's session lasts 12 hours from sign-in. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

/**
 * Identifies the password hash a session was opened with: a session opened with an older
 * ADMIN_PASSWORD_HASH is no longer valid once the owner sets a new one.
 */
export function passwordFingerprint(hash: string): string {
  return createHash('sha256').update(hash).digest('hex').slice(0, 32);
}

export async function createSession(db: OrdersDb, fingerprint: string, now: Date): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db
    .insertInto('admin_sessions')
    .values({ id, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), ended_at: null, password_fingerprint: fingerprint })
    .execute();
  return { id, expiresAt };
}

/** The session's expiry when it is open: not signed out, not expired, and of the current password. */
export async function activeSession(db: OrdersDb, id: string, fingerprint: string, now: Date): Promise<{ expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .select('expires_at')
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('password_fingerprint', '=', fingerprint)
    .executeTakeFirst();
  return row && { expiresAt: row.expires_at };
}

/** Sign out: the session's cookie opens nothing from now on, in any store process. */
export async function endSession(db: OrdersDb, id: string, now: Date): Promise<void> {
  await db.updateTable('admin_sessions').set({ ended_at: now.toISOString() }).where('id', '=', id).where('ended_at', 'is', null).execute();
}
