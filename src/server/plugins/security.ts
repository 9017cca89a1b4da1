import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { corsOrigins, type Env } from '../config.ts';
import { cookieSecret } from './cookieSecret.ts';

/** Compression, security headers (with a CSP the app passes), CORS and signed cookies. */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
  const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'blob:', 'data:', ...(sentryOrigin ? [sentryOrigin] : [])],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Mockups and templates may be shown by the owner's other sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: env.PUBLIC_URL?.startsWith('https:') ? undefined : false,
    // Nothing leaves for other sites (as with helmet's no-referrer), but the store's own form
    // posts keep their Origin, which no-referrer turns into "null" (the Origin rule refuses it).
    referrerPolicy: { policy: 'same-origin' },
  });
  const origins = corsOrigins(env);
  await app.register(cors, { origin: origins.length ? origins : false, credentials: true });
  await app.register(cookie, { secret: await cookieSecret(env) });
}
