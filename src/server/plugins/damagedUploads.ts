import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ByteBudgetRule } from './byteBudget.ts';
import type { RateLimitRule } from './rateLimit.ts';
import { isUpload } from './requestGuards.ts';
import { addressKey, visitorKey } from './visitor.ts';

/**
 * How uploads refused as damaged (422: a picture, design or photo that does not decode) are
 * counted. Finding the damage costs the store a decode, of up to 60 MB of pictures for a share.
 */
export interface DamagedUploadRules {
  /** Damaged uploads one visitor may send to one route; then that visitor's uploads there are refused. */
  visitor: RateLimitRule;
  /**
   * Milliseconds of work (from an upload's last byte to its 422) the store may spend on one
   * address's damaged uploads, to any route; then every upload from it is refused for a while.
   */
  addressWork: ByteBudgetRule;
  /** The most one damaged upload counts against its address (an answer slowed by waiting in a queue). */
  maxWorkMsPerUpload: number;
}

/**
 * Ten damaged uploads an hour per visitor and route, as each address had before (issue 36); and
 * a minute of the store's work in ten minutes per address: a browser keeps its visitor cookie,
 * so a shopper who sends broken files is refused alone, and the address's budget only stops a
 * sender that drops its cookie to be a new visitor each time. A household or an office sharing
 * an address is never refused for one member's files (issue 53): the 33 files of 8 KiB that
 * locked an address for an hour cost the store milliseconds.
 */
export const damagedUploadRules: DamagedUploadRules = {
  visitor: { limit: 10, windowSeconds: 3600 },
  addressWork: { bytes: 60_000, windowSeconds: 600 },
  maxWorkMsPerUpload: 10_000,
};

export const damagedUploadsMessage = 'You have sent many damaged pictures just now. Please check your pictures and try again later.';
export const damagedFromAddressMessage =
  'Many damaged pictures were sent from your network just now. Please try again in a few minutes.';

/** When each upload's body was received in full, for the work its answer then took. */
const bodyEnds = new WeakMap<FastifyRequest, number>();

/** The visitor's count is kept per route: broken HEIC photos do not stop a checkout. */
const visitorRouteKey = (request: FastifyRequest) => `${request.routeOptions.url ?? request.url}|${visitorKey(request)}`;

/**
 * Counts every upload answered 422 against its visitor and route, and the time the store spent
 * on it after its last byte against its address (damagedUploadRules). Further uploads of that
 * visitor to that route, or of that address once its work is spent, are refused with 429 before
 * their body is read (and before they take an upload place): failures cost their sender a turn,
 * so they cannot burn the store's CPU for free. Register it before the request guards.
 */
export function registerDamagedUploads(
  app: FastifyInstance,
  rules: DamagedUploadRules = damagedUploadRules,
  now: () => number = () => Date.now(),
): void {
  const perVisitor = app.shared.rateLimit('damaged-uploads', rules.visitor);
  // A budget of milliseconds, counted as ByteBudget counts any amount.
  const addressWork = app.shared.byteBudget('damaged-work', rules.addressWork);
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    const refuse = (seconds: number, error: string) => reply.status(429).header('retry-after', String(seconds)).send({ error });
    const visitorWait = await perVisitor.remainingSeconds([visitorRouteKey(request)]);
    if (visitorWait > 0) return refuse(visitorWait, damagedUploadsMessage);
    const addressWait = await addressWork.remainingSeconds(addressKey(request), rules.maxWorkMsPerUpload);
    if (addressWait > 0) return refuse(addressWait, damagedFromAddressMessage);
    request.raw.once('end', () => bodyEnds.set(request, now()));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 422 || !isUpload(request)) return payload;
    const answeredAt = now();
    // An answer before the body's end took no work after it.
    const workMs = answeredAt - (bodyEnds.get(request) ?? answeredAt);
    await perVisitor.take([visitorRouteKey(request)]);
    // Fits unless uploads that were checked together used the budget up meanwhile.
    if (workMs > 0) await addressWork.take(addressKey(request), Math.min(workMs, rules.maxWorkMsPerUpload));
    return payload;
  });
}
