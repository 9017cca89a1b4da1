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
 * Resolves once none of `running` (a live set: tasks join and leave it) has run for `quietMs`:
 * true then, false as soon as `signal` aborts. Work that can wait (the print file drawn ahead)
 * uses it to stay out of the way of the work a shopper waits for.
 */
export async function quietAfter(running: ReadonlySet<Promise<unknown>>, quietMs: number, signal: AbortSignal): Promise<boolean> {
  while (running.size > 0 && !signal.aborted) {
    await Promise.allSettled(running);
    await pause(quietMs, signal);
  }
  return !signal.aborted;
}
