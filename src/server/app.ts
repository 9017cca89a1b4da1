import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from './config.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerClient } from './plugins/client.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { healthRoutes } from './routes/health.ts';

export interface AppOptions {
  env: Env;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

/** Builds the whole server (plugins and routes) without listening; tests use `app.inject`. */
export async function buildApp({ env }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('env', env);

  registerErrorHandling(app);
  await registerSecurity(app, env);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await registerClient(app, env);
  return app;
}
