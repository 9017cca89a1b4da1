import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Env } from '../config.ts';

export const visitorCookieName = 'visitor';
const visitorIdPattern = /^[0-9a-f-]{36}$/;
const oneYearSeconds = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor id: from the request's signed cookie, or the one this response issues (every
     * /api call); undefined on other paths without a valid cookie.
     */
    visitorId: string | undefined;
  }
}

/**
 * A signed, httpOnly, SameSite=Lax visitor cookie: read on every request and set on the first
 * /api call that has none.
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
    if (!request.url.startsWith('/api/')) return;
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

/** The client's address as the proxy chain reports it (trustProxy is on). */
export function addressKey(request: FastifyRequest): string {
  return `address:${request.ip}`;
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
