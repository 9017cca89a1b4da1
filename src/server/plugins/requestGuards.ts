import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { watchBodyPace, type BodyInProgress } from './bodyPace.ts';
import { createUploadPlaces, holdingBytesPerSecond, leastHoldingBytesPerSecond, uploadPlaceRules } from './uploadPlaces.ts';
import { addressKey } from './visitor.ts';

export interface RequestGuardOptions {
  /**
   * Uploads (multipart bodies) received at once, a sixteenth of them at most from one client
   * address and the last quarter only for addresses holding none (uploadPlaceRules); more are
   * answered 503 before their body is read. Holding them all costs this many times the minimum
   * pace (holdingBytesPerSecond); the store warns at start-up when that is under 10 MB/s.
   */
  maxConcurrentUploads: number;
  /** A request body that sends nothing for this long is cut off. */
  bodyIdleMs: number;
  /** After bodyGraceMs, a body must have averaged at least this many bytes a second. */
  minBodyBytesPerSecond: number;
  /** A body still arriving this long after its request began is cut off. */
  bodyMaxMs: number;
}

/** Time for a body to get going (a phone's connection waking up) before its pace is judged. */
export const bodyGraceMs = 5000;
/**
 * When every upload place is taken, an upload this old and under the minimum pace gives its place
 * to a newcomer. Any client that means to upload has sent far more than the 4 KB this pace asks
 * by then (TCP's first window alone is 14 KB); at 1 s a fresh shopper waited a second behind
 * clients trickling bytes.
 */
export const evictAfterMs = 250;
/** How long a newcomer waits for a trickling upload to become old enough to yield its place, instead of a 503. */
export const placeWaitMs = 500;

export const uploadsBusyMessage = 'The store is receiving many uploads right now. Please try again in a moment.';

/** A multipart body: a design, a photo or a share's pictures. */
export const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/** Calls `done` when the response has been sent or the connection is gone (at least once). */
function whenEnded(reply: FastifyReply, done: () => void): void {
  reply.raw.once('finish', done);
  reply.raw.once('close', done);
}

/** The body of `request` as it arrives on its socket (light-my-request's sockets count no bytes). */
function bodyInProgress(request: FastifyRequest, socket: Socket | undefined): BodyInProgress {
  const startedAt = Date.now();
  const bytesRead = () => (typeof socket?.bytesRead === 'number' ? socket.bytesRead : 0);
  // Body bytes read with the headers are the body's too: uncounted, a client that sent its
  // first bytes at once was judged under the pace it kept.
  const start = bytesRead() && bytesRead() - request.raw.readableLength;
  const received = () => bytesRead() - start;
  return {
    address: addressKey(request),
    startedAt,
    received,
    cut(fault) {
      request.log.warn({ fault, receivedBytes: received(), elapsedMs: Date.now() - startedAt }, 'request body cut off');
      socket?.destroy();
    },
  };
}

/**
 * Guards that protect every shopper from one client: a body that stalls for `bodyIdleMs`, falls
 * below `minBodyBytesPerSecond` after its first seconds, or is still arriving after `bodyMaxMs`
 * has its connection closed instead of holding its place; at most `maxConcurrentUploads`
 * uploads are received at once, shared fairly between addresses (the rest wait up to
 * placeWaitMs for a trickling upload to yield its place, else get 503 with Retry-After, before
 * a byte of their body is read).
 */
export function registerRequestGuards(app: FastifyInstance, options: RequestGuardOptions): void {
  const { minBodyBytesPerSecond: minBytesPerSecond } = options;
  const pace = watchBodyPace({ minBytesPerSecond, graceMs: bodyGraceMs, maxMs: options.bodyMaxMs });
  app.addHook('onClose', async () => pace.stop());
  const placeRules = uploadPlaceRules(options.maxConcurrentUploads, { minBytesPerSecond, evictAfterMs });
  const places = createUploadPlaces(placeRules);
  const holdingRate = holdingBytesPerSecond(placeRules);
  if (holdingRate < leastHoldingBytesPerSecond) {
    app.log.warn(
      `Uploads at the minimum pace can hold every upload place with ${(holdingRate / 1e6).toFixed(1)} MB/s: ` +
        `raise UPLOAD_CONCURRENCY or BODY_MIN_KB_PER_SECOND so that it takes ${leastHoldingBytesPerSecond / 1e6} MB/s at least.`,
    );
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const socket = request.raw.socket as Socket | undefined;
    const body = bodyInProgress(request, socket);
    if (typeof socket?.setTimeout === 'function') {
      // Node refreshes a socket's timeout on every chunk it parses, so this fires only on silence.
      const cutIdle = () => socket.destroy();
      socket.setTimeout(options.bodyIdleMs, cutIdle);
      const unwatch = pace.watch(body);
      const stopWatching = () => {
        // With its listener: a keep-alive socket would otherwise gather one per request.
        socket.setTimeout(0, cutIdle);
        unwatch();
      };
      request.raw.once('end', stopWatching);
      whenEnded(reply, stopWatching);
    }
    if (!isUpload(request)) return;
    const waiting = { ended: false };
    whenEnded(reply, () => (waiting.ended = true));
    const release = await places.take(body, placeWaitMs);
    if (!release) return reply.status(503).header('retry-after', '5').send({ error: uploadsBusyMessage });
    // A client that left while it waited gives its place back at once.
    if (waiting.ended) return release();
    whenEnded(reply, release);
  });
}
