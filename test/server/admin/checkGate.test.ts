import { describe, expect, it } from 'vitest';
import { createCheckGate } from '../../../src/server/admin/checkGate.ts';

describe('a gate for costly checks', () => {
  it('runs at most `running` at once, lets `waiting` wait, and refuses the rest without running them', async () => {
    const gate = createCheckGate({ running: 2, waiting: 3 });
    let now = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const check = (value: number) => () =>
      new Promise<number>((resolve) => {
        now += 1;
        most = Math.max(most, now);
        finishers.push(() => {
          now -= 1;
          resolve(value);
        });
      });
    const runs = [1, 2, 3, 4, 5, 6, 7].map((value) => gate.run(check(value)));
    await Promise.resolve();
    expect(finishers).toHaveLength(2);
    // Two running and three waiting: the sixth and seventh are refused at once.
    expect(await runs[5]).toBeUndefined();
    expect(await runs[6]).toBeUndefined();
    while (finishers.length) {
      finishers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    // Free again: the next runs at once.
    const later = gate.run(async () => 'ran');
    expect(await later).toBe('ran');
  });

  it('gives the turn on when a check fails', async () => {
    const gate = createCheckGate({ running: 1, waiting: 1 });
    const failing = gate.run(() => Promise.reject(new Error('broken hash')));
    const next = gate.run(async () => 'next');
    await expect(failing).rejects.toThrow('broken hash');
    expect(await next).toBe('next');
  });
});
