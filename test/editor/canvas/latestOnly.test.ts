import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../../src/editor/canvas/latestOnly.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latest-only jobs', () => {
  it('runs one at a time, and of the requests made meanwhile only the last', async () => {
    const delivered: string[] = [];
    const started: string[] = [];
    const runner = latestOnly<string>((result) => delivered.push(result), () => undefined);
    const first = deferred<string>();
    runner.request(() => {
      started.push('a');
      return first.promise;
    });
    for (const name of ['b', 'c', 'd']) {
      runner.request(() => {
        started.push(name);
        return Promise.resolve(name);
      });
    }
    expect(started).toEqual(['a']);
    first.resolve('a');
    await settle();
    expect(started).toEqual(['a', 'd']);
    expect(delivered).toEqual(['a', 'd']);
  });

  it('disposes of what finishes after a stop, and starts nothing more', async () => {
    const delivered: string[] = [];
    const disposed: string[] = [];
    const runner = latestOnly<string>((result) => delivered.push(result), (result) => disposed.push(result));
    const job = deferred<string>();
    runner.request(() => job.promise);
    runner.request(() => Promise.resolve('never'));
    runner.stop();
    job.resolve('late');
    await settle();
    expect(delivered).toEqual([]);
    expect(disposed).toEqual(['late']);
    runner.request(() => Promise.resolve('after'));
    await settle();
    expect(delivered).toEqual([]);
  });
});
