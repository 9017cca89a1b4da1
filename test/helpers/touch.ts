import type { CDPSession, Page } from '@playwright/test';

export interface TouchPoint {
  x: number;
  y: number;
}

async function session(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One finger: down at the first point, held `holdMs`, moved through the others `stepMs` apart,
 * then lifted. Raw CDP touch events (each acknowledged), for correctness tests only.
 */
export async function touchPath(
  page: Page,
  points: TouchPoint[],
  { holdMs = 0, stepMs = 16 }: { holdMs?: number; stepMs?: number } = {},
): Promise<void> {
  const cdp = await session(page);
  const [first, ...rest] = points;
  if (!first) return;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...first, id: 1 }] });
  if (holdMs) await wait(holdMs);
  for (const point of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point, id: 1 }] });
    if (stepMs) await wait(stepMs);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Points from `from` to `to` in `steps` equal steps (both ends included). */
export function line(from: TouchPoint, to: TouchPoint, steps: number): TouchPoint[] {
  return Array.from({ length: steps + 1 }, (_, index) => ({
    x: from.x + ((to.x - from.x) * index) / steps,
    y: from.y + ((to.y - from.y) * index) / steps,
  }));
}

/**
 * Two fingers: both down at their first points, moved together through their paths, lifted.
 */
export async function twoFingerPath(
  page: Page,
  first: TouchPoint[],
  second: TouchPoint[],
  { stepMs = 16 }: { stepMs?: number } = {},
): Promise<void> {
  const cdp = await session(page);
  const steps = Math.min(first.length, second.length);
  const pair = (index: number) => [
    { ...(first[index] as TouchPoint), id: 1 },
    { ...(second[index] as TouchPoint), id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pair(0) });
  for (let index = 1; index < steps; index += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pair(index) });
    if (stepMs) await wait(stepMs);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
