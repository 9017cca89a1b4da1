import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthAnswer = z.object({
  ok: z.literal(true),
  payment: z.enum(['stripe', 'test']),
  printing: z.enum(['printful', 'local']),
  database: z.enum(['sqlite', 'postgres']),
  storage: z.enum(['disk', 's3']),
  limits: z.enum(['memory', 'redis']),
});

const reachability = z.enum(['reachable', 'unreachable']);

const readyAnswer = z.object({
  /** ready: everything answers; degraded: only Redis is out (limits are per process); unavailable: no sale can complete. */
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: reachability,
  storage: reachability,
  redis: z.enum(['reachable', 'unreachable', 'unused']),
});

/** A readiness probe answers within this, whatever a server does. */
const probeTimeoutMs = 2000;

async function reachable(probe: () => Promise<unknown>): Promise<z.infer<typeof reachability>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), probeTimeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'reachable';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: the backends this process uses (as it always has). For load balancers,
 * GET /api/health/live (the process answers) and GET /api/health/ready: 503 while the order
 * database or the file storage cannot be reached (nothing can be sold), 200 "degraded" while only
 * Redis is out (the shop sells, with limits kept per process).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthAnswer } } }, async (): Promise<z.infer<typeof healthAnswer>> => ({
    ok: true,
    payment: app.env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    printing: app.env.PRINTFUL_API_KEY ? 'printful' : 'local',
    database: app.env.DATABASE_URL && /^postgres/.test(app.env.DATABASE_URL) ? 'postgres' : 'sqlite',
    storage: app.storage.backend,
    limits: app.shared.backend,
  }));

  app.get('/health/live', { schema: { response: { 200: z.object({ status: z.literal('live') }) } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'live' as const };
  });

  app.get('/health/ready', { schema: { response: { 200: readyAnswer, 503: readyAnswer } } }, async (_request, reply) => {
    const [database, storage] = await Promise.all([
      reachable(() => sql`select 1`.execute(app.orders.db)),
      reachable(() => app.storage.check()),
    ]);
    const redis = app.shared.backend === 'memory' ? 'unused' : app.shared.shared ? 'reachable' : 'unreachable';
    const status = database === 'unreachable' || storage === 'unreachable' ? 'unavailable' : redis === 'unreachable' ? 'degraded' : 'ready';
    return reply
      .status(status === 'unavailable' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status, database, storage, redis });
  });
};
