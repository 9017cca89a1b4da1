import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSettleTogether } from '../../../src/editor/assets/settleTogether.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createSettleTogether', () => {
  it('holds each result until the last overlapping task is done, then settles all of them', async () => {
    const together = createSettleTogether(10_000);
    const first = deferred<string>();
    const second = deferred<string>();
    const settled: string[] = [];
    const a = together.add(first.promise).then((value) => settled.push(value));
    const b = together.add(second.promise).catch((error: unknown) => settled.push((error as Error).message));
    first.resolve('a');
    await new Promise((done) => setTimeout(done, 0));
    expect(settled).toEqual([]);
    second.reject(new Error('b failed'));
    await Promise.all([a, b]);
    expect(settled).toEqual(['a', 'b failed']);
  });

  it('lets held results go after maxWaitMs while another task is still running', async () => {
    vi.useFakeTimers();
    const together = createSettleTogether(150);
    const slow = deferred<string>();
    const settled: string[] = [];
    void together.add(Promise.resolve('fast')).then((value) => settled.push(value));
    void together.add(slow.promise).then((value) => settled.push(value));
    await vi.advanceTimersByTimeAsync(149);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['fast']);
    slow.resolve('slow');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['fast', 'slow']);
  });

  it('settles a lone task at once', async () => {
    const together = createSettleTogether(10_000);
    expect(await together.add(Promise.resolve(7))).toBe(7);
  });
});
