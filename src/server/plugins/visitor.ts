import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Env } from '../config.ts';
import { clientKey } from './clientKey.ts';

export const visitorCookieName = 'visitor';
const visitorIdPattern = /^[0-9a-f-]{36}$/;
const oneYearSeconds = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor id: from the request's signed cookie, or the one this response issues (an /api
     * request that changes something); undefined otherwise.
     */
    visitorId: string | undefined;
  }
}

/** Requests that read only: their answers may be cached, so they never carry a visitor cookie. */
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed, httpOnly, SameSite=Lax visitor cookie: read on every request and set on the first
 * /api request without one that changes something (the visitor's limits and orders are the
 * only things it keys). Never on a GET: a cacheable answer such as /api/catalog's would hand a
 * shared cache one visitor id to give everyone.
 */
export function registerVisitor(app: FastifyInstance, env: Env): void {
  const secure = env.PUBLIC_URL?.startsWith('https:') ?? false;
  app.decorateRequest('visitorId', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[visitorCookieName];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (unsigned?.valid && unsigned.value && visitorIdPattern.test(unsigned.value)) {
      request.visitorId = unsigned.value;
      return;
    }
    if (!request.url.startsWith('/api/') || readOnlyMethods.has(request.method)) return;
    request.visitorId = randomUUID();
    void reply.setCookie(visitorCookieName, request.visitorId, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: oneYearSeconds,
    });
  });
}

/**
 * The client's address as the proxy chain reports it (trustProxy is on), an IPv6 address by its
 * /64 (clientKey): the one key of every per-address limit. An entry that names no address is no
 * client of its own: the proxy that wrote it (the next hop towards the store) counts instead.
 */
export function addressKey(request: FastifyRequest): string {
  // From the socket's peer to the client; fastify gives `ips` only behind trusted proxies.
  const hops: readonly (string | undefined)[] = request.ips ?? [request.ip];
  for (const hop of hops.toReversed()) {
    const key = hop === undefined ? undefined : clientKey(hop);
    if (key !== undefined) return `address:${key}`;
  }
  return 'address:unknown';
}

/** Who is asking: the visitor id, else the client's address. */
export function visitorKey(request: FastifyRequest): string {
  return request.visitorId ? `visitor:${request.visitorId}` : addressKey(request);
}

/**
 * The keys a rate limit counts a request against: the visitor and the client's address, so
 * clearing cookies is no way round a limit.
 */
export function limitKeys(request: FastifyRequest): string[] {
  return [...new Set([visitorKey(request), addressKey(request)])];
}
