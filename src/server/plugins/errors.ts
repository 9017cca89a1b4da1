import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/databaseFailures.ts';
import type { ErrorReporter } from './errorReporting.ts';

/** An error whose message is safe to show the client, with a 4xx status (and a Retry-After for a 429). */
export class ClientError extends Error {
  override name = 'ClientError';
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;
  constructor(statusCode: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The store cannot do this right now (its disk is full, say): a 503 whose message is safe to show. */
export class UnavailableError extends Error {
  override name = 'UnavailableError';
  readonly statusCode = 503;
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, cause?: unknown) {
    super(message, { cause });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Errors of the file system that mean the store's storage cannot take a file now. */
const storageErrorCodes = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'ENOENT', 'EISDIR', 'EMFILE']);

/** A 503 for a failed write to the store's storage, or undefined for any other error. */
export function storageFailure(error: unknown): UnavailableError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !storageErrorCodes.has(code)) return undefined;
  return new UnavailableError('We could not save your file just now. Please try again in a few minutes.', 300, error);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a shopper was doing, for the words of a 503 while the database is unreachable: "share
     * your design" ("We could not share your design just now"); saving their order by default.
     */
    databaseAction?: string;
  }
}

/** What a shopper is told while the order database is unreachable or restarting. */
const databaseUnavailableMessage = (action: string) => `We could not ${action} just now. Please try again in a minute.`;

/** A 503 for a request that failed because the order database is unreachable, else undefined. */
function databaseFailure(error: unknown, request: FastifyRequest): UnavailableError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const action = request.routeOptions.config.databaseAction ?? (reading ? 'load this' : 'save your order');
  return new UnavailableError(databaseUnavailableMessage(action), 60, error);
}

/**
 * Every error becomes `{error}`: client mistakes keep their 4xx status and message, and an
 * UnavailableError (or an unreachable database) its 503, message and Retry-After; anything else
 * is logged (and reported, when error reporting is on) and answered with a generic 500 that
 * exposes no internals.
 */
export function registerErrorHandling(app: FastifyInstance, report?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | ClientError | UnavailableError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof ClientError && error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send({ error: error.message });
    }
    const unavailable = error instanceof UnavailableError ? error : databaseFailure(error, request);
    if (unavailable) {
      request.log.error({ err: unavailable.cause }, unavailable.message);
      return reply
        .status(503)
        .header('retry-after', String(unavailable.retryAfterSeconds))
        .send({ error: unavailable.message });
    }
    request.log.error({ err: error }, 'request failed');
    report?.(error);
    return reply.status(status >= 500 ? status : 500).send({ error: 'Internal server error.' });
  });
}
