import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { Env } from './config.ts';
import { openSharedState, type SharedState } from './limits/sharedState.ts';
import { startErrorReporting } from './plugins/errorReporting.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMemoryRelease } from './plugins/memoryRelease.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOriginGuard } from './plugins/originGuard.ts';
import { proxyTrust } from './plugins/proxyTrust.ts';
import { registerApiVersionGuard } from './plugins/apiVersionGuard.ts';
import { registerSecurity } from './plugins/security.ts';
import { finishRequestsBeforeClosing, registerShutdown } from './plugins/shutdown.ts';
import { registerClient } from './plugins/client.ts';
import { registerDamagedUploads } from './plugins/damagedUploads.ts';
import { registerFileStorage } from './plugins/storagePlugin.ts';
import { registerPrintful } from './plugins/printful.ts';
import { registerRequestGuards } from './plugins/requestGuards.ts';
import { registerTurnRefunds } from './plugins/takeLimits.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerVisitor } from './plugins/visitor.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { convertHeicRoutes } from './routes/convertHeic.ts';
import { previewRoutes } from './routes/preview.ts';
import { healthRoutes } from './routes/health.ts';
import { registerOrders } from './orders/ordersPlugin.ts';
import { registerMail } from './mail/mailPlugin.ts';
import { registerAdmin } from './admin/adminPlugin.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { orderRoutes } from './routes/orders.ts';
import { printfulWebhookRoutes } from './routes/printfulWebhook.ts';
import { sharedDesignRoutes } from './routes/sharedDesigns.ts';
import { stripeWebhookRoutes } from './routes/stripeWebhook.ts';
import { testPaymentRoutes } from './routes/testPayment.ts';

export interface AppOptions {
  env: Env;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    shared: SharedState;
  }
}

/** Builds the whole server (plugins and routes) without listening; tests use `app.inject`. */
export async function buildApp({ env }: AppOptions): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = {
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // Client addresses (the limits) come from X-Forwarded-For only behind a known proxy.
    trustProxy: proxyTrust(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  };
  // Every image the server handles is new: libvips's operation cache would only hold memory.
  sharp.cache(false);
  const app = Fastify(options);
  const shared = await openSharedState(env, app.log);
  app.decorate('shared', shared);
  app.addHook('onClose', () => shared.close());
  app.decorate('env', env);
  // Routes declare their params, query, body and answers as zod schemas (src/server/schemas).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app, await startErrorReporting(env));
  registerShutdown(app);
  await registerMetrics(app, env);
  await registerSecurity(app, env);
  registerOriginGuard(app, env);
  registerApiVersionGuard(app);
  registerVisitor(app, env);
  registerTurnRefunds(app);
  registerDamagedUploads(app);
  registerRequestGuards(app, {
    maxConcurrentUploads: env.UPLOAD_CONCURRENCY,
    bodyIdleMs: env.BODY_TIMEOUT_SECONDS * 1000,
    minBodyBytesPerSecond: env.BODY_MIN_KB_PER_SECOND * 1024,
    bodyMaxMs: env.BODY_MAX_SECONDS * 1000,
  });
  registerMemoryRelease(app);
  await registerUploads(app);
  await registerFileStorage(app, env);
  registerPrintful(app, env);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(convertHeicRoutes, { prefix: '/api' });
  await app.register(previewRoutes, { prefix: '/api' });
  await registerOrders(app, env);
  await registerMail(app, env);
  await registerAdmin(app, env);
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(testPaymentRoutes, { prefix: '/api' });
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  await app.register(printfulWebhookRoutes, { prefix: '/api' });
  await app.register(sharedDesignRoutes, { prefix: '/api' });
  await registerClient(app, env);
  finishRequestsBeforeClosing(app);
  return app;
}
