import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietAfter, taskActivity } from '../../../src/editor/canvas/quietAfter.ts';

/** A task that settles when `finish` is called. */
function task() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('taskActivity', () => {
  it('holds a task while it runs and notes when the last one settled, rejected ones too', async () => {
    const activity = taskActivity();
    expect(activity.lastEnded).toBe(-Infinity);
    const first = task();
    const failing = Promise.reject(new Error('export failed'));
    expect(activity.track(first.done)).toBe(first.done);
    await expect(activity.track(failing)).rejects.toThrow('export failed');
    expect([...activity.running]).toEqual([first.done]);
    first.finish();
    await first.done;
    expect(activity.running.size).toBe(0);
    expect(activity.lastEnded).toBeGreaterThan(0);
  });
});

describe('quietAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves true at once when nothing ran', async () => {
    await expect(quietAfter(taskActivity(), 1000, new AbortController().signal)).resolves.toBe(true);
  });

  it('waits out the quiet time after a task that ended just before the call', async () => {
    const activity = taskActivity();
    const ended = task();
    void activity.track(ended.done);
    ended.finish();
    await vi.advanceTimersByTimeAsync(400);
    let result: boolean | undefined;
    void quietAfter(activity, 1000, new AbortController().signal).then((quiet) => (result = quiet));
    await vi.advanceTimersByTimeAsync(599);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(true);
  });

  it('waits for the running tasks, then for the quiet time, and again for a task that joined meanwhile', async () => {
    const activity = taskActivity();
    const first = task();
    void activity.track(first.done);
    let result: boolean | undefined;
    void quietAfter(activity, 1000, new AbortController().signal).then((quiet) => (result = quiet));

    await vi.advanceTimersByTimeAsync(5000);
    expect(result).toBeUndefined();
    first.finish();
    await vi.advanceTimersByTimeAsync(500);
    const second = task();
    void activity.track(second.done);
    await vi.advanceTimersByTimeAsync(600);
    expect(result).toBeUndefined();
    second.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(true);
  });

  it('resolves false as soon as the signal aborts during the quiet time', async () => {
    const activity = taskActivity();
    const only = task();
    void activity.track(only.done);
    const changed = new AbortController();
    let result: boolean | undefined;
    void quietAfter(activity, 1000, changed.signal).then((quiet) => (result = quiet));
    only.finish();
    await vi.advanceTimersByTimeAsync(100);
    changed.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(false);
  });
});
