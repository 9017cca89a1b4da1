import { describe, expect, it } from 'vitest';
import { createPriorityQueue } from '../../../src/editor/assets/priorityQueue.ts';

/** A task that finishes when the test says so, noting when it started. */
function deferredTask(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPriorityQueue', () => {
  it('runs at most `concurrency` tasks, and the most urgent waiting one next', async () => {
    const queue = createPriorityQueue(['canvas', 'tray'], 2);
    const started: string[] = [];
    const [t1, t2, t3, c1, c2] = ['t1', 't2', 't3', 'c1', 'c2'].map((name) => deferredTask(started, name));
    if (!t1 || !t2 || !t3 || !c1 || !c2) throw new Error('five tasks');
    const results = [
      queue.run('tray', t1.task),
      queue.run('tray', t2.task),
      queue.run('tray', t3.task),
      queue.run('canvas', c1.task),
      queue.run('canvas', c2.task),
    ];
    await settle();
    expect(started).toEqual(['t1', 't2']);
    t1.finish();
    await settle();
    // A place came free: the canvas tasks go before the tray task that waited longer.
    expect(started).toEqual(['t1', 't2', 'c1']);
    t2.finish();
    await settle();
    expect(started).toEqual(['t1', 't2', 'c1', 'c2']);
    for (const task of [c1, c2, t3]) {
      task.finish();
      await settle();
    }
    expect(started).toEqual(['t1', 't2', 'c1', 'c2', 't3']);
    expect(await Promise.all(results)).toEqual(['t1', 't2', 't3', 'c1', 'c2']);
  });

  it('runs at most its limit of a limited priority, leaving the other places to the others', async () => {
    const queue = createPriorityQueue(['ghosts', 'tray'], 4, { tray: 1 });
    const started: string[] = [];
    const [t1, t2, g1] = ['t1', 't2', 'g1'].map((name) => deferredTask(started, name));
    if (!t1 || !t2 || !g1) throw new Error('three tasks');
    const results = [queue.run('tray', t1.task), queue.run('tray', t2.task)];
    await settle();
    expect(started).toEqual(['t1']);
    results.push(queue.run('ghosts', g1.task));
    await settle();
    expect(started).toEqual(['t1', 'g1']);
    t1.finish();
    await settle();
    expect(started).toEqual(['t1', 'g1', 't2']);
    t2.finish();
    g1.finish();
    expect(await Promise.all(results)).toEqual(['t1', 't2', 'g1']);
  });

  it('settles as the task does, and a failed task frees its place', async () => {
    const queue = createPriorityQueue(['only'], 1);
    const started: string[] = [];
    const failing = deferredTask(started, 'failing');
    const next = deferredTask(started, 'next');
    const failed = queue.run('only', failing.task);
    const after = queue.run('only', next.task);
    failing.fail(new Error('could not decode'));
    await expect(failed).rejects.toThrow('could not decode');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await expect(after).resolves.toBe('next');
  });
});
