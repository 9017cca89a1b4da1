import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrdersDb } from '../orders/orderRepository.ts';
import { activeSession } from './adminSessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner's open session, set by the admin guard on every /api/admin route but sign-in. */
    adminSession: { id: string; expiresAt: string } | undefined;
  }
}

export const signInMessage = 'Sign in to continue.';

/** The session cookie: `__Host-` prefixed over https, so no other site or path can set it. */
export function adminCookieName(secure: boolean): string {
  return secure ? '__Host-case_admin' : 'case_admin';
}

export interface AdminGuardOptions {
  db: OrdersDb;
  cookieName: string;
  /** Of the current ADMIN_PASSWORD_HASH (passwordFingerprint). */
  fingerprint: string;
}

/**
 * An onRequest hook that lets a request through only with the signed cookie of an open session
 * (signed with COOKIE_SECRET, so every store process reads it; open in the database, so Sign out
 * ends it everywhere); anything else is a 401.
 */
export function adminGuard({ db, cookieName, fingerprint }: AdminGuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const raw = request.cookies[cookieName];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    const id = unsigned?.valid ? unsigned.value : null;
    const session = id && /^[0-9a-f]{64}$/.test(id) ? await activeSession(db, id, fingerprint, new Date()) : undefined;
    if (!id || !session) {
      await reply.status(401).header('cache-control', 'no-store').send({ error: signInMessage });
      return;
    }
    request.adminSession = { id, expiresAt: session.expiresAt };
  };
}
