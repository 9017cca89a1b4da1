import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RequestGuardOptions {
  /** Uploads (multipart bodies) received at once; more are answered 503 before their body is read. */
  maxConcurrentUploads: number;
  /** A request body that sends nothing for this long is cut off. */
  bodyIdleMs: number;
}

export const uploadsBusyMessage = 'The store is receiving many uploads right now. Please try again in a moment.';

const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/** Calls `done` once, when the response has been sent or the connection is gone. */
function onceEnded(reply: FastifyReply, done: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  reply.raw.once('finish', once);
  reply.raw.once('close', once);
}

/**
 * Two guards that protect every shopper from one client: at most `maxConcurrentUploads` uploads
 * are received at once (the rest get 503 with Retry-After before a byte of their body is read),
 * and a body that stalls for `bodyIdleMs` has its connection closed instead of holding it open.
 */
export function registerRequestGuards(app: FastifyInstance, options: RequestGuardOptions): void {
  let uploadsInFlight = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const socket = request.raw.socket as typeof request.raw.socket | undefined;
    if (typeof socket?.setTimeout === 'function') {
      // Node refreshes a socket's timeout on every chunk it parses, so this fires only on silence.
      socket.setTimeout(options.bodyIdleMs, () => socket.destroy());
      const stopWatching = () => socket.setTimeout(0);
      request.raw.once('end', stopWatching);
      onceEnded(reply, stopWatching);
    }
    if (!isUpload(request)) return;
    if (uploadsInFlight >= options.maxConcurrentUploads) {
      return reply.status(503).header('retry-after', '5').send({ error: uploadsBusyMessage });
    }
    uploadsInFlight += 1;
    onceEnded(reply, () => (uploadsInFlight -= 1));
  });
}
