import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietAfter } from '../../../src/editor/canvas/quietAfter.ts';

/** A task that settles when `finish` is called. */
function task() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('quietAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves true at once when nothing runs', async () => {
    await expect(quietAfter(new Set(), 1000, new AbortController().signal)).resolves.toBe(true);
  });

  it('waits for the running tasks, then for the quiet time, and again for a task that joined meanwhile', async () => {
    const running = new Set<Promise<unknown>>();
    const first = task();
    running.add(first.done);
    let result: boolean | undefined;
    void quietAfter(running, 1000, new AbortController().signal).then((quiet) => (result = quiet));

    await vi.advanceTimersByTimeAsync(5000);
    expect(result).toBeUndefined();
    first.finish();
    running.delete(first.done);
    await vi.advanceTimersByTimeAsync(500);
    const second = task();
    running.add(second.done);
    await vi.advanceTimersByTimeAsync(600);
    expect(result).toBeUndefined();
    second.finish();
    running.delete(second.done);
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(true);
  });

  it('resolves false as soon as the signal aborts during the quiet time', async () => {
    const running = new Set<Promise<unknown>>();
    const only = task();
    running.add(only.done);
    const changed = new AbortController();
    let result: boolean | undefined;
    void quietAfter(running, 1000, changed.signal).then((quiet) => (result = quiet));
    only.finish();
    running.delete(only.done);
    await vi.advanceTimersByTimeAsync(100);
    changed.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(false);
  });
});
