/**
 * Work the page does for later (warming the offline caches) gives way to work a shopper is waiting
 * for (an import decoding photos on every core): it waits while anything holds it, then for an
 * idle moment, so it never shares the cores with what the shopper is watching.
 */
import { whenIdle } from './whenIdle.ts';

let holds = 0;
const waiting = new Set<() => void>();

/** Holds background work back until the returned release is called (once; more calls do nothing). */
export function holdBackgroundWork(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const resolvers = [...waiting];
    waiting.clear();
    for (const resolve of resolvers) resolve();
  };
}

function whenNotHeld(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((resolve) => waiting.add(resolve));
}

/** Resolves when background work may take its next step: nothing holds it and the page is idle. */
export async function backgroundTurn(): Promise<void> {
  for (;;) {
    await whenNotHeld();
    await new Promise<void>((resolve) => whenIdle(resolve));
    if (holds === 0) return;
  }
}
