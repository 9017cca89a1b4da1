import type { FastifyInstance, FastifyRequest } from 'fastify';
import { corsOrigins, type Env } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A server-to-server route that proves its caller otherwise (a webhook's signature or secret
     * path): its requests are taken from any origin.
     */
    anyOrigin?: boolean;
    /**
     * A route only the store's own pages use (the owner's desk): a change must carry the store's
     * own Origin; CORS_ORIGINS and clients that send no Origin are refused too.
     */
    ownOriginOnly?: boolean;
  }
}

/** What the Origin rule reads of a request. */
export interface RequestSource {
  method: string;
  /** The Origin header: the page's origin, sent by browsers with every POST, PUT, PATCH and DELETE. */
  origin: string | undefined;
  /** Sec-Fetch-Site: same-origin, same-site, cross-site or none (browsers since 2019–2023). */
  fetchSite: string | undefined;
  /** The host the client reached (Host, or X-Forwarded-Host behind a trusted proxy). */
  host: string;
}

/** The origins whose pages may change things in the store. */
export interface AllowedOrigins {
  /** PUBLIC_URL's origin; without it, the request's own host is the store's. */
  store: string | undefined;
  /** CORS_ORIGINS. */
  others: readonly string[];
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteMessage =
  'This request came from another website, so the store refused it. Please use the store’s own pages.';
export const notOwnPagesMessage = 'This request did not come from the store’s own pages, so it was refused.';

const originOf = (text: string) => (URL.canParse(text) ? new URL(text).origin : undefined);

export function allowedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'CORS_ORIGINS'>): AllowedOrigins {
  return {
    store: env.PUBLIC_URL === undefined ? undefined : originOf(env.PUBLIC_URL),
    others: corsOrigins(env).flatMap((origin) => originOf(origin) ?? []),
  };
}

/**
 * Whether a state-changing request must be refused as sent by another site's page: its Origin
 * is neither the store's nor a CORS_ORIGINS entry, or, without Origin, its Sec-Fetch-Site says
 * cross-site or same-site. Requests with neither header come from no browser page of our time
 * (curl, servers, webhooks) and are let through; safe methods always are.
 */
export function isCrossSite(source: RequestSource, allowed: AllowedOrigins): boolean {
  if (!stateChanging.has(source.method.toUpperCase())) return false;
  if (source.origin === undefined) return source.fetchSite === 'cross-site' || source.fetchSite === 'same-site';
  // "null" (a sandboxed frame, a file, a privacy redirect) and anything unreadable are refused.
  const origin = originOf(source.origin);
  if (origin === undefined) return true;
  if (allowed.others.includes(origin)) return false;
  if (allowed.store !== undefined) return origin !== allowed.store;
  // The host as that origin's scheme writes it (Host may name the default port, Origin never does).
  const { protocol, host } = new URL(origin);
  return originOf(`${protocol}//${source.host}`) !== `${protocol}//${host}`;
}

/** The stricter rule of `ownOriginOnly` routes: a change must name the store's own origin. */
export function isNotOwnOrigin(source: RequestSource, allowed: AllowedOrigins): boolean {
  if (!stateChanging.has(source.method.toUpperCase())) return false;
  if (source.origin === undefined) return true;
  return isCrossSite(source, { store: allowed.store, others: [] });
}

/** The store's own origin: PUBLIC_URL's when it is set, else the one the request was sent to. */
export function storeOrigin(request: FastifyRequest): string {
  return allowedOrigins(request.server.env).store ?? new URL(`${request.protocol}://${request.host}`).origin;
}

export function requestSource(request: FastifyRequest): RequestSource {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return { method: request.method, origin: header('origin'), fetchSite: header('sec-fetch-site'), host: request.host };
}

/**
 * Refuses, with 403 {error} before anything else runs, every state-changing request another
 * site's page makes a visitor's browser send: it would act under the visitor's cookie (a
 * same-site page) or spend the visitor's address limits. Routes marked `anyOrigin` are exempt;
 * those marked `ownOriginOnly` take changes from the store's own pages only.
 */
export function registerOriginGuard(app: FastifyInstance, env: Env): void {
  const allowed = allowedOrigins(env);
  app.addHook('onRequest', async (request, reply) => {
    const { anyOrigin, ownOriginOnly } = request.routeOptions.config;
    if (anyOrigin === true) return;
    const source = requestSource(request);
    const error = ownOriginOnly === true
      ? isNotOwnOrigin(source, allowed) && notOwnPagesMessage
      : isCrossSite(source, allowed) && crossSiteMessage;
    if (error === false) return;
    request.log.warn({ origin: source.origin, fetchSite: source.fetchSite, url: request.url }, 'cross-site request refused');
    return reply.status(403).send({ error });
  });
}
