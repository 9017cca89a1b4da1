import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * Every error becomes `{error}`: client mistakes keep their 4xx status and message, and an
 * UnavailableError its 503, message and Retry-After; anything else is logged (and reported, when error reporting is on) and answered with a generic 500
 * that exposes no internals.
 */
export function registerErrorHandling(app: FastifyInstance, report?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | ClientError | UnavailableError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof ClientError && error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send({ error: error.message });
    }
    if (error instanceof UnavailableError) {
      request.log.error({ err: error.cause }, error.message);
      return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    report?.(error);
    return reply.status(status >= 500 ? status : 500).send({ error: 'Internal server error.' });
  });
}
