import { describe, expect, it } from 'vitest';
import { createPoller } from '../../../src/server/jobs/poller.ts';

/** A run the test ends by hand, and how many runs started. */
function manualWork() {
  const ends: (() => void)[] = [];
  return {
    work: () => new Promise<void>((resolve) => ends.push(resolve)),
    started: () => ends.length,
    endRun: (index: number) => ends[index]?.(),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a poller woken for new work', () => {
  it('runs at once, and once more after a run that was under way (which may have missed the work)', async () => {
    const work = manualWork();
    const poller = createPoller(work.work, 3_600_000);
    poller.wake();
    expect(work.started()).toBe(1);
    poller.wake();
    poller.wake();
    expect(work.started()).toBe(1);
    work.endRun(0);
    await settled();
    expect(work.started()).toBe(2);
    work.endRun(1);
    await settled();
    expect(work.started()).toBe(2);
  });

  it('does nothing once stopped', async () => {
    const work = manualWork();
    const poller = createPoller(work.work, 3_600_000);
    poller.start();
    expect(work.started()).toBe(1);
    work.endRun(0);
    await poller.stop();
    poller.wake();
    expect(work.started()).toBe(1);
  });
});
