import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isAdminPagePath } from '../../shared/adminRoutes.ts';
import { isPagePath } from '../../shared/routes.ts';
import type { Env } from '../config.ts';

export const defaultClientDir = resolve(import.meta.dirname, '../../../dist/client');

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
      // Vite's hashed assets, and the emoji library's files, in a folder named by their content's hash.
      const immutable = path.includes(`${resolve(root, 'assets')}/`) || path.includes(`${resolve(root, 'art')}/`);
      void reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isAssetOrApi = path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetOrApi) {
      return reply.status(404).send({ error: 'Not found.' });
    }
    return sendPage(path, reply);
  });
}
