import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorReporter } from './errorReporting.ts';

/** An error whose message is safe to show the client, with a 4xx status. */
export class ClientError extends Error {
  override name = 'ClientError';
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * Every error becomes `{error}`: client mistakes keep their 4xx status and message; anything
 * else is logged (and reported, when error reporting is on) and answered with a generic 500
 * that exposes no internals.
 */
export function registerErrorHandling(app: FastifyInstance, report?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | ClientError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    report?.(error);
    return reply.status(status >= 500 ? status : 500).send({ error: 'Internal server error.' });
  });
}
