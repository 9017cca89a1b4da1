import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundTurn, holdBackgroundWork } from '../../src/shared/backgroundWork.ts';

/** The page's idle callbacks, run when the test says the page is idle. */
let idleCallbacks: (() => void)[] = [];
function pageGoesIdle(): void {
  const callbacks = idleCallbacks;
  idleCallbacks = [];
  for (const callback of callbacks) callback();
}

/** Whether the promise has settled after every pending microtask ran. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    cancelIdleCallback: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('backgroundTurn', () => {
  it('comes at the page’s next idle moment when nothing holds background work', async () => {
    const turn = backgroundTurn();
    expect(await isSettled(turn)).toBe(false);
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(true);
  });

  it('waits while an import holds background work, then for an idle moment', async () => {
    const release = holdBackgroundWork();
    const turn = backgroundTurn();
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(false);
    release();
    expect(await isSettled(turn)).toBe(false);
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(true);
  });

  it('waits again when a hold comes while it waits for the idle moment', async () => {
    const turn = backgroundTurn();
    const release = holdBackgroundWork();
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(false);
    release();
    expect(await isSettled(turn)).toBe(false);
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(true);
  });

  it('waits until every hold is released; a second release of the same hold counts for nothing', async () => {
    const first = holdBackgroundWork();
    const second = holdBackgroundWork();
    const turn = backgroundTurn();
    first();
    first();
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(false);
    second();
    expect(await isSettled(turn)).toBe(false);
    pageGoesIdle();
    expect(await isSettled(turn)).toBe(true);
  });
});
