import type { FastifyInstance } from 'fastify';
import { apiVersion, apiVersionHeader, outdatedPageMessage, outdatedPageStatus } from '../../shared/api/apiVersion.ts';

/**
 * Whether a request comes from a page built for another API version (src/shared/api/apiVersion.ts):
 * it names a version, and not this server's. A request that names none is not a store page's.
 */
export function isOutdatedPage(headerValue: string | string[] | undefined): boolean {
  if (headerValue === undefined) return false;
  return headerValue !== String(apiVersion);
}

/**
 * Refuses, with 412 {error} before anything else runs (no upload is read, no limit is spent),
 * every /api request from a page that speaks another API version; the page offers a reload.
 */
export function registerApiVersionGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const named = request.headers[apiVersionHeader];
    if (!isOutdatedPage(named)) return;
    request.log.info({ pageApiVersion: named, url: request.url }, 'request from an outdated page refused');
    return reply.status(outdatedPageStatus).send({ error: outdatedPageMessage });
  });
}
