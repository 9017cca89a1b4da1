/**
 * Runs async tasks a few at a time, the most urgent waiting task first. Decoding is what a
 * restore waits on: the stickers on the case should not queue behind the tray's thumbnails.
 */

export interface PriorityQueue<P extends string> {
  /** Runs `task` once a place is free and no more urgent task waits; settles as the task does. */
  run<T>(priority: P, task: () => Promise<T>): Promise<T>;
}

/** `priorities` from the most urgent to the least; at most `concurrency` tasks run at once. */
export function createPriorityQueue<P extends string>(
  priorities: readonly P[],
  concurrency: number,
): PriorityQueue<P> {
  const waiting = new Map<P, (() => void)[]>(priorities.map((priority) => [priority, []]));
  let running = 0;

  function startNext(): void {
    while (running < concurrency) {
      const queue = priorities.map((priority) => waiting.get(priority)).find((tasks) => tasks?.length);
      const start = queue?.shift();
      if (!start) return;
      running += 1;
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
              startNext();
            });
        });
        startNext();
      });
    },
  };
}
