import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What this process holds in places other processes see (a HEIC place in Redis, an order claimed
 * for the printer) while a request or a job runs: given back at once if the process is forced to
 * exit, instead of when its lease runs out.
 */
export interface ExitReleases {
  /** Keeps `release` until the answer is called (the holder gave it back itself). */
  hold(release: () => Promise<void>): () => void;
  /** Runs every release still held, each once. */
  releaseAll(): Promise<void>;
}

export function createExitReleases(): ExitReleases {
  const held = new Set<() => Promise<void>>();
  return {
    hold(release) {
      held.add(release);
      return () => void held.delete(release);
    },
    async releaseAll() {
      const releases = [...held];
      held.clear();
      await Promise.allSettled(releases.map((release) => release()));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    exitReleases: ExitReleases;
    /** True once a shutdown has begun: responses then close their connections. */
    shuttingDown: boolean;
    /** Resolves once every request received so far has its answer ready (or its connection ended after that). */
    requestsAnswered(): Promise<void>;
  }
}

/**
 * The requests received and not yet answered. A request's handler runs on when its client leaves
 * (it reads its temporary upload, stores a design, records an order), and its answer is ready
 * (onSend) only once the handler is done, whether or not anyone is still there to get it.
 */
function trackRequestsInFlight(app: FastifyInstance): void {
  const open = new Set<FastifyRequest>();
  const whenNone: (() => void)[] = [];
  const answered = (request: FastifyRequest) => {
    if (open.delete(request) && open.size === 0) for (const resolve of whenNone.splice(0)) resolve();
  };
  app.addHook('onRequest', async (request) => void open.add(request));
  app.addHook('onSend', async (request, _reply, payload) => {
    answered(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => answered(request));
  app.decorate('requestsAnswered', () => (open.size ? new Promise<void>((resolve) => whenNone.push(resolve)) : Promise.resolve()));
}

/**
 * Decorates `exitReleases` and `requestsAnswered`, and answers with `Connection: close` while
 * shutting down. Register it before every other hook.
 */
export function registerShutdown(app: FastifyInstance): void {
  app.decorate('exitReleases', createExitReleases());
  app.decorate('shuttingDown', false);
  trackRequestsInFlight(app);
  app.addHook('onSend', async (_request, reply) => {
    // A response finished during the shutdown would otherwise leave its connection open for
    // the keep-alive timeout (72 s), holding the server open.
    if (app.shuttingDown) void reply.header('connection', 'close');
  });
}

/**
 * Closing waits for the requests still being worked on, among them those whose client has
 * left, before anything they use is closed (the database, Redis, the file storage, the
 * directory of their temporary uploads). Register it after every other plugin: fastify runs the
 * onClose hooks last registered first, once the server has stopped taking connections.
 */
export function finishRequestsBeforeClosing(app: FastifyInstance): void {
  app.addHook('onClose', () => app.requestsAnswered());
}

/** The longest wait for Redis or the database while places and claims are given back. */
const releaseTimeoutMs = 3000;

/**
 * Stops taking connections, closes the idle ones at once and lets in-flight requests finish
 * (their responses close their connections), then runs the onClose hooks: 'closed'. Past
 * `graceMs`, gives back every place and claim still held and closes every connection: 'forced'
 * (the caller exits).
 */
export async function shutDown(app: FastifyInstance, graceMs: number): Promise<'closed' | 'forced'> {
  app.shuttingDown = true;
  const closed = app.close().then(() => 'closed' as const);
  app.server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'forced'>((resolve) => (timer = setTimeout(resolve, graceMs, 'forced')));
  const outcome = await Promise.race([closed, deadline]);
  clearTimeout(timer);
  if (outcome === 'forced') {
    await Promise.race([app.exitReleases.releaseAll(), new Promise((resolve) => setTimeout(resolve, releaseTimeoutMs))]);
    app.server.closeAllConnections();
  }
  return outcome;
}
