import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminSession } from '../../shared/adminApi.ts';
import { addressKey } from '../plugins/visitor.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';
import { adminSessionSchema } from '../schemas/adminSchemas.ts';
import { recordAudit } from './auditLog.ts';
import { createSession, endSession, sessionLifetimeMs } from './adminSessions.ts';
import { verifyPassword } from './passwordHash.ts';

export interface SessionRouteOptions {
  passwordHash: string;
  fingerprint: string;
  cookieName: string;
  secure: boolean;
  /** adminGuard: GET and DELETE need an open session. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** Wrong passwords allowed per client address: 5 every 15 minutes, in Redis when it is configured. */
export const signInRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * POST /api/admin/session signs in with the owner's password; GET tells the open session;
 * DELETE signs out. A wrong password counts against the client address (signInRule); the
 * password is checked with scrypt and compared in constant time.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, options) => {
  const { db } = app.orders;
  const failures = app.shared.rateLimit('admin-sign-in', signInRule);
  const cookie = { signed: true, httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/' } as const;
  const describe = (expiresAt: string): AdminSession => ({
    expires_at: expiresAt,
    mail: app.mail.mode,
    payments: app.orders.payments.name,
  });

  app.post(
    '/session',
    { schema: { body: z.object({ password: z.string().max(1024) }), response: { 200: adminSessionSchema, ...errorResponses } } },
    async (request, reply) => {
      const keys = [addressKey(request)];
      // Counted before the check, so parallel guesses cannot all slip through; a right password gives its turn back.
      const wait = await failures.take(keys);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ error: `Too many wrong passwords from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
      }
      if (!(await verifyPassword(request.body.password, options.passwordHash))) {
        request.log.warn({ address: request.ip }, 'wrong owner password');
        return reply.status(401).send({ error: 'That password is not right.' });
      }
      await failures.cancel(keys);
      const now = new Date();
      const session = await createSession(db, options.fingerprint, now);
      await recordAudit(db, { sessionId: session.id, action: 'sign-in', detail: `from ${request.ip}` }, now);
      void reply.setCookie(options.cookieName, session.id, { ...cookie, maxAge: sessionLifetimeMs / 1000 });
      return describe(session.expiresAt.toISOString());
    },
  );

  app.get(
    '/session',
    { onRequest: options.guard, schema: { response: { 200: adminSessionSchema, ...errorResponses } } },
    async (request) => describe(request.adminSession?.expiresAt ?? ''),
  );

  app.delete(
    '/session',
    { onRequest: options.guard, schema: { response: { 200: z.object({ signed_out: z.literal(true) }), ...errorResponses } } },
    async (request, reply) => {
      const id = request.adminSession?.id ?? '';
      const now = new Date();
      await endSession(db, id, now);
      await recordAudit(db, { sessionId: id, action: 'sign-out' }, now);
      void reply.clearCookie(options.cookieName, cookie);
      return { signed_out: true as const };
    },
  );
};
