import { describe, expect, it } from 'vitest';
import { createByteBatches } from '../../../src/server/designs/byteBatches.ts';

const rules = { maxBytes: 64, minBytes: 8, maxAgeMs: 1000 };

function batcher() {
  let now = 0;
  const sent: Buffer[] = [];
  const batches = createByteBatches(rules, (batch) => sent.push(batch), { now: () => now });
  return { batches, sent, advance: (ms: number) => (now += ms) };
}

const bytes = (length: number, from = 0) => Buffer.from(Array.from({ length }, (_, index) => (from + index) & 0xff));

describe('an upload’s bytes gathered into batches', () => {
  it('hands on every byte in order, in batches of the largest size once they come fast', () => {
    const { batches, sent } = batcher();
    const all = bytes(300);
    for (let at = 0; at < all.length; at += 7) batches.push(all.subarray(at, at + 7));
    batches.flush();
    expect(Buffer.concat(sent).equals(all)).toBe(true);
    expect(sent.slice(0, -1).map((batch) => batch.length)).toEqual([64, 64, 64, 64]);
    // Each batch is memory of its own (never a shared pool's), so it can be transferred to a worker.
    expect(sent.every((batch) => batch.byteOffset === 0)).toBe(true);
    expect(new Set(sent.map((batch) => batch.buffer)).size).toBe(sent.length);
  });

  it('hands on a slow upload’s bytes each second, in small buffers, rather than holding a large one', () => {
    const { batches, sent, advance } = batcher();
    for (let second = 0; second < 5; second++) {
      for (let piece = 0; piece < 4; piece++) {
        batches.push(bytes(3, second * 12 + piece * 3));
        advance(250);
      }
    }
    // 3 bytes each 250 ms: each batch is handed on once its first bytes are a second old.
    expect(sent.map((batch) => batch.length)).toEqual([15, 15, 15, 15]);
    expect(Math.max(...sent.map((batch) => batch.buffer.byteLength))).toBeLessThanOrEqual(16);
  });
});
