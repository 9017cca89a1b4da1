import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUpload } from './requestGuards.ts';
import { addressKey } from './visitor.ts';

/**
 * Uploads one client address may have refused as damaged (422: a picture, design or photo that
 * does not decode) by one route within an hour. Finding the damage costs the store a decode, of
 * up to 60 MB of pictures for a share; a client that keeps sending damaged files gets 429.
 */
export const damagedUploadLimit = { limit: 10, windowSeconds: 3600 } as const;

export const damagedUploadsMessage =
  'Many damaged pictures were sent from your network just now. Please check your pictures and try again later.';

/** What the count is kept under: the route and the client's address. */
const damageKey = (request: FastifyRequest) => `${request.routeOptions.url ?? request.url}|${addressKey(request)}`;

/**
 * Counts every upload answered 422 against its address and route (damagedUploadLimit), and
 * refuses further uploads to that route from that address with 429 before their body is read
 * (and before they take an upload place) until the hour has passed: failures cost the client a
 * turn, so they cannot burn the store's CPU for free. Register it before the request guards.
 */
export function registerDamagedUploads(app: FastifyInstance): void {
  const damaged = app.shared.rateLimit('damaged-uploads', damagedUploadLimit);
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    const wait = await damaged.remainingSeconds([damageKey(request)]);
    if (wait > 0) return reply.status(429).header('retry-after', String(wait)).send({ error: damagedUploadsMessage });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 422 && isUpload(request)) await damaged.take([damageKey(request)]);
    return payload;
  });
}
