export interface Poller {
  /** One run now; asked for while a run is under way, it joins that run. */
  run: () => Promise<void>;
  /**
   * A run now because there is new work: asked for while a run is under way, one more follows it
   * (the run under way may have looked for work before this was there).
   */
  wake: () => void;
  /** A run now, then one every `intervalMs` (the timer does not keep the process alive). */
  start: () => void;
  /** Stops the timer (and wake) and waits for the run under way. */
  stop: () => Promise<void>;
}

/** Runs a background worker's `work` on a timer, never two runs at once in this process. */
export function createPoller(work: () => Promise<void>, intervalMs: number): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let [again, stopped] = [false, false];
  const run = () => {
    running ??= work().finally(() => {
      running = undefined;
      if (again) wake();
    });
    return running;
  };
  function wake() {
    if (stopped) return;
    again = running !== undefined;
    if (!again) void run();
  }
  return {
    run,
    wake,
    start() {
      stopped = false;
      void run();
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
