import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { isUpload } from './requestGuards.ts';

/** The native addon of native/memoryRelease, built at install by node-gyp. */
interface MemoryReleaseAddon {
  /** A full garbage collection that frees dead buffers' memory before it returns. */
  collectGarbage(): void;
  /** glibc's malloc_trim(0): whether malloc gave memory back (false with other C libraries, which need no trim). */
  trimMalloc(): boolean;
}

/** The addon, or undefined where it could not be built (no compiler at install): the store runs without it. */
export function loadMemoryRelease(): MemoryReleaseAddon | undefined {
  try {
    return createRequire(import.meta.url)('case-collage-memory-release') as MemoryReleaseAddon;
  } catch {
    return undefined;
  }
}

export interface ReleaseTiming {
  /** How long no upload must have been in flight. */
  quietMs: number;
  /** The least time between two releases: each is a full garbage collection of the server's heap. */
  minIntervalMs: number;
}

export const releaseTiming: ReleaseTiming = { quietMs: 2000, minIntervalMs: 10_000 };

/** Uploads in flight, and the release that runs once they have all ended and stayed so. */
export interface UploadSettling {
  /** An upload began; the answer marks its end (once, however often it is called). */
  began(): () => void;
  stop(): void;
}

/** Runs `release` once no upload has been in flight for `quietMs`, at most once per `minIntervalMs`. */
export function releaseWhenSettled(release: () => void, { quietMs, minIntervalMs }: ReleaseTiming): UploadSettling {
  let inFlight = 0;
  let lastReleaseAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    timer = undefined;
    lastReleaseAt = performance.now();
    release();
  };
  return {
    began() {
      inFlight += 1;
      clearTimeout(timer);
      timer = undefined;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight > 0) return;
        const wait = Math.max(quietMs, lastReleaseAt + minIntervalMs - performance.now());
        timer = setTimeout(run, wait).unref();
      };
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/**
 * Gives back the memory a burst of uploads leaves behind (DESIGN §10: 20 concurrent 25 MB
 * uploads back under 300 MB within 30 s). Their bytes pass through many short-lived buffers:
 * V8 frees those only at its next garbage collection, which an idle server may not have for
 * minutes, and glibc's malloc keeps what was freed inside its heaps (it gives back only the top
 * of a heap by itself). Once the uploads have ended and no other has begun for a moment, the
 * addon collects the garbage and trims malloc's heaps, once.
 */
export function registerMemoryRelease(app: FastifyInstance, timing: ReleaseTiming = releaseTiming): void {
  const addon = loadMemoryRelease();
  if (!addon) {
    app.log.info('native/memoryRelease is not built: memory freed after uploads stays with the process until reused');
    return;
  }
  const settling = releaseWhenSettled(() => {
    const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
    const rssBeforeMb = megabytes(process.memoryUsage.rss());
    const startedAt = performance.now();
    addon.collectGarbage();
    const collectedAt = performance.now();
    const trimmed = addon.trimMalloc();
    const [collectMs, trimMs] = [collectedAt - startedAt, performance.now() - collectedAt].map(Math.round);
    const rssAfterMb = megabytes(process.memoryUsage.rss());
    app.log.debug({ rssBeforeMb, rssAfterMb, collectMs, trimMs, trimmed }, 'gave back the memory freed after uploads');
  }, timing);
  app.addHook('onClose', async () => settling.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    const ended = settling.began();
    reply.raw.once('finish', ended).once('close', ended);
  });
}
