/**
 * Runs async tasks a few at a time, the most urgent waiting task first. Decoding is what a
 * restore waits on: the stickers on the case should not queue behind the tray's thumbnails.
 */

export interface PriorityQueue<P extends string> {
  /** Runs `task` once a place is free and no more urgent task waits; settles as the task does. */
  run<T>(priority: P, task: () => Promise<T>): Promise<T>;
}

/**
 * `priorities` from the most urgent to the least; at most `concurrency` tasks run at once, and
 * at most `limits[p]` of priority p, so that a more urgent task never waits behind many of them.
 */
export function createPriorityQueue<P extends string>(
  priorities: readonly P[],
  concurrency: number,
  limits: Partial<Record<P, number>> = {},
): PriorityQueue<P> {
  const waiting = new Map<P, (() => void)[]>(priorities.map((priority) => [priority, []]));
  const runningOf = new Map<P, number>(priorities.map((priority) => [priority, 0]));
  let running = 0;

  function startNext(): void {
    while (running < concurrency) {
      const priority = priorities.find((candidate) => waiting.get(candidate)?.length && (runningOf.get(candidate) ?? 0) < (limits[candidate] ?? concurrency));
      const start = priority === undefined ? undefined : waiting.get(priority)?.shift();
      if (priority === undefined || !start) return;
      running += 1;
      runningOf.set(priority, (runningOf.get(priority) ?? 0) + 1);
      start();
    }
  }

  return {
    run(priority, task) {
      return new Promise((resolve, reject) => {
        const queue = waiting.get(priority);
        if (!queue) throw new Error(`Unknown priority ${priority}`);
        queue.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              runningOf.set(priority, (runningOf.get(priority) ?? 1) - 1);
              startNext();
            });
        });
        startNext();
      });
    },
  };
}
