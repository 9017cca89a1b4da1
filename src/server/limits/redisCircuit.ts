import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How often a Redis known to be down is pinged to see whether it is back. */
const probeIntervalMs = 500;

/**
 * Whether the store may use Redis right now. A lost connection or a failed command marks it down
 * (one warning per outage): from then on each call runs its in-process fallback at once, so no
 * request waits on an absent Redis, while a background probe pings Redis until it answers and
 * calls go to Redis again.
 */
export interface RedisCircuit {
  readonly up: boolean;
  /** `shared()` while Redis is up; `local()` while it is down, or when `shared()` fails. */
  run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T>;
  /**
   * Runs `shared()` on Redis now, or once it is reachable again if it is not: what a request
   * must undo in Redis (a turn to give back) outlives an outage.
   */
  whenUp(shared: () => Promise<unknown>): Promise<void>;
  /** Stops probing; the connection closing from now on is no outage, and what waits is dropped. */
  close(): void;
}

/** At most this many calls wait for Redis to return; later ones are dropped (their keys expire). */
const maxWaiting = 10_000;

export function createRedisCircuit(redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisCircuit {
  let up = true;
  let closed = false;
  let probe: NodeJS.Timeout | undefined;
  let waiting: (() => Promise<unknown>)[] = [];

  const markUp = () => {
    if (up || closed) return;
    up = true;
    clearInterval(probe);
    probe = undefined;
    log.info('Redis is reachable again: limits, cooldowns and HEIC places are shared again');
    const due = waiting;
    waiting = [];
    for (const shared of due) void circuit.whenUp(shared);
  };
  const ping = () => {
    // While ioredis reconnects a command would fail at once (no offline queue): wait for it.
    if (redis.status === 'ready') redis.ping().then(markUp, () => undefined);
  };
  const markDown = (error: unknown) => {
    if (!up || closed) return;
    up = false;
    log.warn(
      { err: error },
      'Redis is unreachable: limits, cooldowns and HEIC places are kept in this process until it returns',
    );
    probe = setInterval(ping, probeIntervalMs);
    probe.unref();
  };

  redis.on('error', markDown);
  redis.on('close', () => markDown(new Error('The connection to Redis closed')));
  redis.on('ready', ping);

  const circuit: RedisCircuit = {
    get up() {
      return up;
    },
    async run(shared, local) {
      if (!up) return local();
      try {
        return await shared();
      } catch (error) {
        markDown(error);
        return local();
      }
    },
    async whenUp(shared) {
      const later = () => {
        if (!closed && waiting.length < maxWaiting) waiting.push(shared);
      };
      if (!up) return later();
      try {
        await shared();
      } catch (error) {
        markDown(error);
        later();
      }
    },
    close() {
      closed = true;
      clearInterval(probe);
      waiting = [];
    },
  };
  return circuit;
}
