/**
 * Holds the results of overlapping tasks so they settle together: when none of them is still
 * running, or once the first held result has waited `maxWaitMs`. On a reload 50 pictures finish
 * decoding one by one; each one shown alone made the stickers layer redraw and the page send
 * its canvases to the compositor again, one frame per picture, which kept the main thread busy
 * for most of the restore. Settled together, they are drawn in one frame.
 */

export interface SettleTogether {
  /** Settles as `work` does, but not before the other tasks running with it (or `maxWaitMs`). */
  add<T>(work: Promise<T>): Promise<T>;
}

export function createSettleTogether(maxWaitMs: number): SettleTogether {
  let running = 0;
  let held: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function release(): void {
    clearTimeout(timer);
    timer = undefined;
    const settle = held;
    held = [];
    for (const done of settle) done();
  }

  function hold(done: () => void): void {
    held.push(done);
    running -= 1;
    if (running === 0) release();
    else timer ??= setTimeout(release, maxWaitMs);
  }

  return {
    add(work) {
      running += 1;
      return new Promise((resolve, reject) => {
        work.then(
          (value) => hold(() => resolve(value)),
          (error: unknown) => hold(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
      });
    },
  };
}
