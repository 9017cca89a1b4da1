/** How many checks run at once, and how many more may wait for a turn. */
export interface CheckGateRules {
  running: number;
  waiting: number;
}

export interface CheckGate {
  /** Runs `check` once a turn is free; undefined, without running it, when `waiting` checks already wait. */
  run<T>(check: () => Promise<T>): Promise<T | undefined>;
}

/**
 * Bounds costly checks (the owner's password: scrypt, 32 MB and about 0.1 s each, on the thread
 * pool that also writes uploads to disk): at most `running` at once, `waiting` more in line, and
 * any beyond refused at once rather than left to wait without end.
 */
export function createCheckGate({ running, waiting }: CheckGateRules): CheckGate {
  let active = 0;
  const line: (() => void)[] = [];
  // A finished check hands its turn to the first in line, or gives it up.
  const next = () => {
    const start = line.shift();
    if (start) start();
    else active -= 1;
  };
  return {
    async run(check) {
      if (active < running) active += 1;
      else if (line.length < waiting) await new Promise<void>((start) => line.push(start));
      else return undefined;
      try {
        return await check();
      } finally {
        next();
      }
    },
  };
}
