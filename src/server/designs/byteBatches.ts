/** How an upload's bytes are gathered into batches before they are handed on. */
export interface BatchRules {
  /** A batch is handed on once it holds this much. */
  maxBytes: number;
  /** The first batch's size, and the least any batch starts at. */
  minBytes: number;
  /** A batch is handed on once its first bytes are this old, however little it holds. */
  maxAgeMs: number;
}

export interface BatchSources {
  now?: () => number;
  /** A buffer of this many bytes of its own (not pooled, so it can be transferred). */
  allocate?: (bytes: number) => Buffer<ArrayBuffer>;
}

export interface ByteBatches {
  push(bytes: Buffer): void;
  /** Hands on what is gathered so far. */
  flush(): void;
}

/**
 * Gathers bytes into batches, each in a buffer of its own (not pooled, so it can be transferred
 * to a worker) handed to `send`. A batch's buffer starts at the size the last batch reached and
 * doubles as it fills, up to maxBytes; and a batch is handed on within maxAgeMs. So a fast upload
 * goes in batches of maxBytes, while one kept at a phone's pace holds a second of its bytes: a
 * thousand uploads held at the minimum pace (issue 53) each held a 512 KB buffer for half a minute.
 */
export function createByteBatches(
  rules: BatchRules,
  send: (batch: Buffer<ArrayBuffer>) => void,
  { now = () => Date.now(), allocate = (bytes: number) => Buffer.allocUnsafeSlow(bytes) }: BatchSources = {},
): ByteBatches {
  let batch = allocate(rules.minBytes);
  let batched = 0;
  let startedAt = 0;
  const grow = () => {
    const bigger = allocate(Math.min(rules.maxBytes, batch.length * 2));
    batch.copy(bigger, 0, 0, batched);
    batch = bigger;
  };
  const flush = () => {
    if (!batched) return;
    const full = batch.subarray(0, batched);
    batch = allocate(Math.max(rules.minBytes, Math.min(rules.maxBytes, batched)));
    batched = 0;
    send(full);
  };
  return {
    push(bytes) {
      for (let at = 0; at < bytes.length; ) {
        if (batched === batch.length) {
          if (batch.length < rules.maxBytes) grow();
          else flush();
        }
        if (!batched) startedAt = now();
        const copied = bytes.copy(batch, batched, at);
        batched += copied;
        at += copied;
      }
      if (batched && now() - startedAt >= rules.maxAgeMs) flush();
    },
    flush,
  };
}
