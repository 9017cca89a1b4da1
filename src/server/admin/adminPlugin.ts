import type { FastifyInstance } from 'fastify';
import type { Env } from '../config.ts';
import { requireSameOrigin } from '../plugins/sameOrigin.ts';
import { adminCookieName, adminGuard } from './adminAuth.ts';
import { passwordFingerprint } from './adminSessions.ts';
import { adminOrderRoutes } from './orderRoutes.ts';
import { adminOutboxRoutes } from './outboxRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';

/**
 * The owner's desk, /api/admin (the pages at /admin are the client's), only when
 * ADMIN_PASSWORD_HASH is set; without it none of its routes exist (404). Every answer is
 * uncached and unindexed, every change must come from the store's own origin, and everything
 * but signing in needs an open session. Needs `orders`, `storage` and `mail` registered first.
 */
export async function registerAdmin(app: FastifyInstance, env: Env): Promise<void> {
  const passwordHash = env.ADMIN_PASSWORD_HASH;
  if (!passwordHash) return;
  const secure = env.PUBLIC_URL?.startsWith('https:') ?? false;
  const cookieName = adminCookieName(secure);
  const fingerprint = passwordFingerprint(passwordHash);
  const guard = adminGuard({ db: app.orders.db, cookieName, fingerprint });
  app.decorateRequest('adminSession', undefined);

  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (_request, reply) => {
        void reply.headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
      });
      admin.addHook('onRequest', requireSameOrigin);
      await admin.register(sessionRoutes, { passwordHash, fingerprint, cookieName, secure, guard });
      await admin.register(async (owner) => {
        // Before the body is read: a request without a session is refused whatever it sends.
        owner.addHook('onRequest', guard);
        await owner.register(adminOrderRoutes);
        await owner.register(adminOutboxRoutes);
      });
    },
    { prefix: '/api/admin' },
  );
}
