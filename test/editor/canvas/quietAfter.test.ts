import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietAfter, taskActivity, type TaskActivity } from '../../../src/editor/canvas/quietAfter.ts';

/** A task that settles when `finish` is called. */
function pendingTask() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

/** A pending task that `activity` tracks. */
function trackedTask(activity: TaskActivity) {
  const tracked = pendingTask();
  void activity.track(tracked.done);
  return tracked;
}

/** quietAfter started now with a quiet time of 1 s; `answer()` is its result once it resolved. */
function watchQuiet(activity: TaskActivity, signal = new AbortController().signal) {
  let result: boolean | undefined;
  void quietAfter(activity, 1000, signal).then((quiet) => (result = quiet));
  return { answer: () => result };
}

describe('taskActivity', () => {
  it('holds a task while it runs and notes when the last one settled, rejected ones too', async () => {
    const activity = taskActivity();
    expect(activity.lastEnded).toBe(-Infinity);
    const first = pendingTask();
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
    const ended = trackedTask(activity);
    ended.finish();
    await vi.advanceTimersByTimeAsync(400);
    const { answer } = watchQuiet(activity);
    await vi.advanceTimersByTimeAsync(599);
    expect(answer()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer()).toBe(true);
  });

  it('waits for the running tasks, then for the quiet time, and again for a task that joined meanwhile', async () => {
    const activity = taskActivity();
    const first = trackedTask(activity);
    const { answer } = watchQuiet(activity);

    await vi.advanceTimersByTimeAsync(5000);
    expect(answer()).toBeUndefined();
    first.finish();
    await vi.advanceTimersByTimeAsync(500);
    const second = trackedTask(activity);
    await vi.advanceTimersByTimeAsync(600);
    expect(answer()).toBeUndefined();
    second.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(answer()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer()).toBe(true);
  });

  it('resolves false as soon as the signal aborts during the quiet time', async () => {
    const activity = taskActivity();
    const only = trackedTask(activity);
    const changed = new AbortController();
    const { answer } = watchQuiet(activity, changed.signal);
    only.finish();
    await vi.advanceTimersByTimeAsync(100);
    changed.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(answer()).toBe(false);
  });
});
