/**
 * Runs asynchronous jobs one at a time, only ever the latest asked for: while one runs, a newer
 * request replaces any still waiting. A slider dragged across sends a request per step; the
 * canvas shows each finished result and never falls behind the finger by a queue of stale ones.
 */
export interface LatestOnly<Result> {
  request(job: () => Promise<Result>): void;
  /** No more results are delivered: those finishing later are disposed of. */
  stop(): void;
}

export function latestOnly<Result>(deliver: (result: Result) => void, dispose: (result: Result) => void): LatestOnly<Result> {
  let next: (() => Promise<Result>) | null = null;
  let running = false;
  let stopped = false;
  // Read through a call: a stop may come while a job is awaited.
  const isStopped = () => stopped;

  async function pump(): Promise<void> {
    running = true;
    while (next && !isStopped()) {
      const job = next;
      next = null;
      try {
        const result = await job();
        if (isStopped()) dispose(result);
        else deliver(result);
      } catch (error) {
        if (!isStopped()) console.warn('A picture could not be filtered', error);
      }
    }
    running = false;
  }

  return {
    request(job) {
      if (stopped) return;
      next = job;
      if (!running) void pump();
    },
    stop() {
      stopped = true;
      next = null;
    },
  };
}
