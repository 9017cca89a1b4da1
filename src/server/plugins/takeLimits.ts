import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from './rateLimit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives back the turns this request took on rate limits; set until its answer is known. */
    giveTurnsBack: (() => Promise<void>) | undefined;
  }
}

/** One limit and the keys a request counts against it (the visitor's, the address's). */
export type LimitTurn = readonly [limit: RateLimit, keys: readonly string[]];

/** A turn on every limit, or on none: 0 when taken, else the seconds to wait. */
export async function takeAll(turns: readonly LimitTurn[]): Promise<number> {
  for (const [index, [limit, keys]] of turns.entries()) {
    const wait = await limit.take(keys);
    if (wait > 0) {
      await Promise.all(turns.slice(0, index).map(([taken, takenKeys]) => taken.cancel(takenKeys)));
      return wait;
    }
  }
  return 0;
}

/**
 * Takes a turn on every limit for `request` (or none: 0 when taken, else the seconds to wait).
 * The turns are kept only if the request is served (an answer under 400); any failure, the
 * client's (a malformed post any web page can make a browser send) or the store's (a 503 during
 * an outage, a 500), or a connection gone before the answer, gives them back.
 */
export async function takeTurns(request: FastifyRequest, turns: readonly LimitTurn[]): Promise<number> {
  const wait = await takeAll(turns);
  if (wait > 0) return wait;
  const earlier = request.giveTurnsBack;
  request.giveTurnsBack = async () => {
    await earlier?.();
    await Promise.all(turns.map(([limit, keys]) => limit.cancel(keys)));
  };
  return 0;
}

async function settleTurns(request: FastifyRequest, served: boolean): Promise<void> {
  const giveBack = request.giveTurnsBack;
  request.giveTurnsBack = undefined;
  if (served || !giveBack) return;
  // A limit that cannot be reached now must not turn the answer into an error.
  await giveBack().catch((error: unknown) => request.log.warn({ err: error }, 'a turn could not be given back'));
}

/** Settles the turns `takeTurns` took, when the answer is about to go out or the connection is gone. */
export function registerTurnRefunds(app: FastifyInstance): void {
  app.decorateRequest('giveTurnsBack', undefined);
  app.addHook('onSend', async (request, reply, payload) => {
    await settleTurns(request, reply.statusCode < 400);
    return payload;
  });
  // Without onSend (the client left before any answer), nothing was served.
  app.addHook('onResponse', async (request) => settleTurns(request, false));
}
