import type { FastifyBaseLogger } from 'fastify';

export interface LeftoverFileOptions {
  /** The wait between attempts while the storage or the check fails. */
  retryMs?: number;
  /** After this long the files are left to the daily cleanup, which deletes what nothing names. */
  giveUpMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export interface LeftoverFiles {
  /**
   * Deletes stored files that nothing will name (what a checkout or a share stored before it
   * failed), unless `stillNeeded` answers true: a database that failed to answer may still have
   * recorded the order. When a delete or the check fails (a server is down) it is tried again in
   * the background until it can be decided. Never throws.
   */
  discard(names: readonly string[], stillNeeded?: () => Promise<boolean>): void;
  /** Stops retrying; what was still waiting is the daily cleanup's. */
  stop(): void;
}

interface Leftover {
  names: readonly string[];
  stillNeeded?: () => Promise<boolean>;
  since: number;
}

export function createLeftoverFiles(deleteFile: (name: string) => Promise<void>, options: LeftoverFileOptions = {}): LeftoverFiles {
  const retryMs = options.retryMs ?? 2000;
  const giveUpMs = options.giveUpMs ?? 60 * 60_000;
  const now = options.now ?? Date.now;
  const waiting = new Set<Leftover>();
  let timer: NodeJS.Timeout | undefined;
  let retrying = false;
  let stopped = false;

  const settle = async (leftover: Leftover): Promise<boolean> => {
    try {
      if (!(await leftover.stillNeeded?.())) await Promise.all(leftover.names.map(deleteFile));
      return true;
    } catch {
      return false;
    }
  };
  const retry = async () => {
    if (retrying) return;
    retrying = true;
    for (const leftover of waiting) {
      if (await settle(leftover)) waiting.delete(leftover);
      else if (now() - leftover.since > giveUpMs) {
        waiting.delete(leftover);
        options.log?.warn({ files: leftover.names }, 'left stored files of a failed request to the daily cleanup');
      }
    }
    retrying = false;
    if (!waiting.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const wait = (leftover: Leftover) => {
    if (stopped) return;
    waiting.add(leftover);
    timer ??= setInterval(() => void retry(), retryMs);
    timer.unref();
  };

  return {
    discard(names, stillNeeded) {
      if (!names.length) return;
      const leftover = { names, stillNeeded, since: now() };
      void settle(leftover).then((done) => (done ? undefined : wait(leftover)));
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      waiting.clear();
    },
  };
}
