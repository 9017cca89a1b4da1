import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createInFlightLimit } from './inFlightLimit.ts';
import { addressKey } from './visitor.ts';

export interface RequestGuardOptions {
  /**
   * Uploads (multipart bodies) received at once, and half of them from any one client address;
   * more are answered 503 before their body is read.
   */
  maxConcurrentUploads: number;
  /** A request body that sends nothing for this long is cut off. */
  bodyIdleMs: number;
}

export const uploadsBusyMessage = 'The store is receiving many uploads right now. Please try again in a moment.';

const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/** Calls `done` when the response has been sent or the connection is gone (at least once). */
function whenEnded(reply: FastifyReply, done: () => void): void {
  reply.raw.once('finish', done);
  reply.raw.once('close', done);
}

/**
 * Two guards that protect every shopper from one client: at most `maxConcurrentUploads` uploads
 * are received at once, half of them at most from one address (the rest get 503 with
 * Retry-After before a byte of their body is read), and a body that stalls for `bodyIdleMs` has
 * its connection closed instead of holding its place.
 */
export function registerRequestGuards(app: FastifyInstance, options: RequestGuardOptions): void {
  const uploads = createInFlightLimit();
  const perAddress = Math.max(1, Math.floor(options.maxConcurrentUploads / 2));

  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const socket = request.raw.socket as typeof request.raw.socket | undefined;
    if (typeof socket?.setTimeout === 'function') {
      // Node refreshes a socket's timeout on every chunk it parses, so this fires only on silence.
      socket.setTimeout(options.bodyIdleMs, () => socket.destroy());
      const stopWatching = () => socket.setTimeout(0);
      request.raw.once('end', stopWatching);
      whenEnded(reply, stopWatching);
    }
    if (!isUpload(request)) return;
    const release = await uploads.tryTake([
      { key: 'all', max: options.maxConcurrentUploads },
      { key: addressKey(request), max: perAddress },
    ]);
    if (!release) return reply.status(503).header('retry-after', '5').send({ error: uploadsBusyMessage });
    whenEnded(reply, () => void release());
  });
}
