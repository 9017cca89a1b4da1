import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminSession } from '../../shared/adminApi.ts';
import { addressKey } from '../plugins/visitor.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';
import { adminSessionSchema } from '../schemas/adminSchemas.ts';
import { recordAudit } from './auditLog.ts';
import { createSession, endSession, sessionLifetimeMs } from './adminSessions.ts';
import { deviceCookieName, knownDevice, rememberDevice } from './adminDevice.ts';
import { verifyPassword } from './passwordHash.ts';
import { createSignInLimits, signInMessages, type SignInOutcome } from './signInLimits.ts';

export interface SessionRouteOptions {
  passwordHash: string;
  fingerprint: string;
  cookieName: string;
  secure: boolean;
  /** adminGuard: GET and DELETE need an open session. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * POST /api/admin/session signs in with the owner's password; GET tells the open session (and
 * how the sign-in is being tried: signInLimits); DELETE signs out. A wrong password counts
 * against the client address (signInRule) and against every address together
 * (ADMIN_SIGN_IN_LIMIT), except from a device that has signed in before (adminDevice), which
 * counts against itself instead; the password is checked with scrypt, at most two at once
 * (passwordCheckRules), and compared in constant time.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, options) => {
  const { db } = app.orders;
  const limits = createSignInLimits(app, app.env.ADMIN_SIGN_IN_LIMIT);
  const device = { name: deviceCookieName(options.secure), secure: options.secure, fingerprint: options.fingerprint };
  const cookie = { signed: true, httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/' } as const;
  const describe = async (expiresAt: string): Promise<AdminSession> => ({
    expires_at: expiresAt,
    mail: app.mail.mode,
    payments: app.orders.payments.name,
    sign_in: await limits.report(),
  });
  const refuse = (reply: FastifyReply, outcome: SignInOutcome, status: number, seconds: number, error: string) => {
    limits.count(outcome);
    return reply.status(status).header('retry-after', String(seconds)).send({ error });
  };

  app.post(
    '/session',
    { schema: { body: z.object({ password: z.string().max(1024) }), response: { 200: adminSessionSchema, ...errorResponses } } },
    async (request, reply) => {
      const knownId = knownDevice(request, device);
      const clients = [addressKey(request), ...(knownId ? [`device:${knownId}`] : [])];
      // Counted before the check, so parallel guesses cannot all slip through; given back unless the password is wrong.
      const wait = await limits.perClient.take(clients);
      if (wait > 0) return refuse(reply, 'refused_address', 429, wait, signInMessages.address(wait));
      const countsForAll = !knownId;
      const allWait = countsForAll ? await limits.all.take([limits.allKey]) : 0;
      const giveBack = async () => {
        await limits.perClient.cancel(clients);
        if (countsForAll && allWait === 0) await limits.all.cancel([limits.allKey]);
      };
      if (allWait > 0) {
        await giveBack();
        return refuse(reply, 'refused_all', 429, allWait, signInMessages.all(allWait));
      }
      const matched = await limits.checks.run(() => verifyPassword(request.body.password, options.passwordHash));
      if (matched === undefined) {
        await giveBack();
        return refuse(reply, 'busy', 503, 1, signInMessages.busy);
      }
      if (!matched) {
        limits.count('wrong_password');
        request.log.warn({ address: request.ip }, 'wrong owner password');
        return reply.status(401).send({ error: 'That password is not right.' });
      }
      await giveBack();
      limits.count('signed_in');
      const now = new Date();
      const session = await createSession(db, options.fingerprint, now);
      await recordAudit(db, { sessionId: session.id, action: 'sign-in', detail: `from ${request.ip}` }, now);
      void reply.setCookie(options.cookieName, session.id, { ...cookie, maxAge: sessionLifetimeMs / 1000 });
      rememberDevice(reply, device, knownId);
      return describe(session.expiresAt.toISOString());
    },
  );

  app.get(
    '/session',
    { onRequest: options.guard, schema: { response: { 200: adminSessionSchema, ...errorResponses } } },
    async (request) => await describe(request.adminSession?.expiresAt ?? ''),
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
