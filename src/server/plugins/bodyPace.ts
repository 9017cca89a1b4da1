/** The pace every request body must keep. */
export interface BodyPaceRules {
  /** After `graceMs`, a body must have averaged at least this many bytes a second. */
  minBytesPerSecond: number;
  graceMs: number;
  /** A body still arriving this long after its request began is cut off. */
  maxMs: number;
}

export type BodyPaceFault = 'too slow' | 'too long';

/** Why a body `elapsedMs` into its request, with `receivedBytes` so far, must be cut off; undefined while it keeps pace. */
export function bodyPaceFault(elapsedMs: number, receivedBytes: number, rules: BodyPaceRules): BodyPaceFault | undefined {
  if (elapsedMs > rules.maxMs) return 'too long';
  if (elapsedMs >= rules.graceMs && isUnderPace(elapsedMs, receivedBytes, rules.minBytesPerSecond)) return 'too slow';
  return undefined;
}

/** Whether a body has averaged less than `minBytesPerSecond` so far. */
export const isUnderPace = (elapsedMs: number, receivedBytes: number, minBytesPerSecond: number) =>
  receivedBytes * 1000 < minBytesPerSecond * elapsedMs;

/** A request body being received. */
export interface BodyInProgress {
  /** The client address (`address:…`). */
  address: string;
  /** When its request began (ms). */
  startedAt: number;
  /** Bytes of the body received so far. */
  received(): number;
  /** Closes the connection: the body is not wanted any more. */
  cut(fault: BodyPaceFault | 'place taken'): void;
}

/**
 * Checks every body being received once a second and cuts those that fall behind `rules`: one
 * timer for the whole server, however many bodies arrive. Node's own socket timeout only fires
 * on total silence, which a client sending a byte a second never gives.
 */
export function watchBodyPace(rules: BodyPaceRules, now: () => number = () => Date.now()) {
  const bodies = new Set<BodyInProgress>();
  const timer = setInterval(() => {
    const time = now();
    for (const body of bodies) {
      const fault = bodyPaceFault(time - body.startedAt, body.received(), rules);
      if (!fault) continue;
      bodies.delete(body);
      body.cut(fault);
    }
  }, 1000);
  timer.unref();
  return {
    /** Watches `body` until the answer is called (its body has ended, or its response). */
    watch(body: BodyInProgress): () => void {
      bodies.add(body);
      return () => bodies.delete(body);
    },
    stop: () => clearInterval(timer),
  };
}
