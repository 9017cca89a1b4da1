export interface Poller {
  /** One run now; asked for while a run is under way, it joins that run. */
  run: () => Promise<void>;
  /** A run now, then one every `intervalMs` (the timer does not keep the process alive). */
  start: () => void;
  /** Stops the timer and waits for the run under way. */
  stop: () => Promise<void>;
}

/** Runs a background worker's `work` on a timer, never two runs at once in this process. */
export function createPoller(work: () => Promise<void>, intervalMs: number): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    run,
    start() {
      void run();
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
