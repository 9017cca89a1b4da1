/** Tasks that other work stays out of the way of: those running, and when the last one ended. */
export interface TaskActivity {
  /** A live set: tasks join it when tracked and leave it when they settle. */
  readonly running: ReadonlySet<Promise<unknown>>;
  /** Date.now() when the last task settled; -Infinity before any did. */
  readonly lastEnded: number;
  /** Tracks `task` while it runs; returns it. */
  track<T>(task: Promise<T>): Promise<T>;
}

export function taskActivity(): TaskActivity {
  const running = new Set<Promise<unknown>>();
  const activity = {
    running,
    lastEnded: -Infinity,
    track<T>(task: Promise<T>): Promise<T> {
      running.add(task);
      const settled = () => {
        running.delete(task);
        activity.lastEnded = Date.now();
      };
      task.then(settled, settled);
      return task;
    },
  };
  return activity;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Resolves once no task of `activity` has run for `quietMs`, counting from the end of the last
 * one (a task that ended just before the call counts too): true then, false as soon as `signal`
 * aborts. Work that can wait (the print file drawn ahead) uses it to stay out of the way of the
 * work a shopper waits for.
 */
export async function quietAfter(activity: TaskActivity, quietMs: number, signal: AbortSignal): Promise<boolean> {
  while (!signal.aborted) {
    if (activity.running.size > 0) {
      await Promise.allSettled(activity.running);
      continue;
    }
    const left = activity.lastEnded + quietMs - Date.now();
    if (left <= 0) return true;
    await pause(left, signal);
  }
  return false;
}
