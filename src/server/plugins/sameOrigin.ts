import type { FastifyReply, FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The store's own origin: PUBLIC_URL's when it is set, else the one the request was sent to. */
export function storeOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.env.PUBLIC_URL;
  // Through URL, as browsers write Origin: no default port.
  return new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
}

export const crossOriginMessage = 'This request did not come from the store’s own pages, so it was refused.';

/**
 * An onRequest hook that refuses (403) any request that changes something (not GET, HEAD or
 * OPTIONS) unless its Origin header is the store's own: a form or script on another site cannot
 * act with the owner's cookie. Browsers send Origin with every such request; one without it is
 * refused too.
 */
export async function requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (safeMethods.has(request.method)) return;
  if (request.headers.origin === storeOrigin(request)) return;
  request.log.warn({ origin: request.headers.origin, url: request.url }, 'refused a cross-origin request');
  await reply.status(403).send({ error: crossOriginMessage });
}
