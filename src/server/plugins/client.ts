import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isAdminPagePath } from '../../shared/adminRoutes.ts';
import { isPagePath } from '../../shared/routes.ts';
import type { Env } from '../config.ts';

export const defaultClientDir = resolve(import.meta.dirname, '../../../dist/client');

/**
 * The service worker and the web app manifest (issue 35), always asked of the server: a browser
 * finds a new version of the store by comparing sw.js byte for byte.
 */
const alwaysRevalidated = new Set(['sw.js', 'manifest.webmanifest']);

function cacheControl(root: string, path: string): string {
  // Vite's hashed assets, and the emoji library's files, in a folder named by their content's hash.
  if (path.startsWith(`${resolve(root, 'assets')}/`) || path.startsWith(`${resolve(root, 'art')}/`)) {
    return 'public, max-age=31536000, immutable';
  }
  if (alwaysRevalidated.has(relative(root, path))) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

function renderIndexHtml(template: string, env: Env): string {
  const config = { sentryDsn: env.SENTRY_DSN, environment: env.NODE_ENV };
  const json = JSON.stringify(config).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return template.replace('<!--app-config-->', `<meta name="case-config" content='${json}' />`);
}

/**
 * Serves the built client: hashed assets (and the emoji library's files, art/<hash>/) cached for
 * a year, everything else revalidated, and
 * every page path answered with index.html (a 404 status for paths that are no page).
 */
export async function registerClient(app: FastifyInstance, env: Env): Promise<void> {
  const root = env.CLIENT_DIR ? resolve(env.CLIENT_DIR) : defaultClientDir;
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built client at ${root}; only the API is served (run npm run build).`);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found.' }));
    return;
  }
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), env);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    setHeaders(reply, path) {
      void reply.header('cache-control', cacheControl(root, path));
    },
  });

  // The owner's pages are pages only while the admin area is on; otherwise they are not found.
  const isPage = (path: string) => isPagePath(path) || (env.ADMIN_PASSWORD_HASH !== undefined && isAdminPagePath(path));
  const sendPage = (path: string, reply: FastifyReply) =>
    reply
      .status(isPage(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.get('/', (_request, reply) => sendPage('/', reply));
  // The service worker keeps this copy of the page for every page path (issue 35): the same
  // page, with its configuration, as the server answers them.
  app.get('/index.html', (_request, reply) => sendPage('/', reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isAssetOrApi = path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetOrApi) {
      return reply.status(404).send({ error: 'Not found.' });
    }
    return sendPage(path, reply);
  });
}
