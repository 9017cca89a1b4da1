import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scanlineInflater } from '../../../src/server/images/scanlineInflater.ts';

// 1024-byte rows: a row starts exactly where each 64 KB of inflated output does (row 64, 128…).
const [rows, rowBytes] = [200, 1024];

/** Filtered scanlines of noise, each row's filter type cycling through PNG's five. */
function scanlines(count = rows): Buffer {
  const lines = randomBytes(count * rowBytes);
  for (let row = 0; row < count; row++) lines[row * rowBytes] = row % 5;
  return lines;
}

/** Whether `compressed`, written in pieces of `size` bytes, inflates exactly to the rows. */
function inflatesExactly(compressed: Buffer, size = compressed.length): boolean {
  const inflater = scanlineInflater([{ rows, rowBytes }]);
  for (let at = 0; at < compressed.length; at += size) inflater.write(compressed.subarray(at, at + size));
  return inflater.end();
}

describe('the rows of a PNG checked as they inflate', () => {
  it('pass when the data inflates to exactly the rows, however it is cut', () => {
    const compressed = deflateSync(scanlines());
    for (const size of [1, 7, 8192, 65_536, compressed.length]) expect(inflatesExactly(compressed, size)).toBe(true);
  });

  it('fail with a filter PNG lacks in any row, at the start of a run of output or past it', () => {
    for (const row of [0, 63, 64, 65, 128, rows - 1]) {
      const lines = scanlines();
      lines[row * rowBytes] = 5;
      expect(inflatesExactly(deflateSync(lines), 4096), `row ${row}`).toBe(false);
    }
  });

  it('fail with too few or too many rows, damage, a stream cut short, or bytes after its end', () => {
    expect(inflatesExactly(deflateSync(scanlines(rows - 1)))).toBe(false);
    expect(inflatesExactly(deflateSync(scanlines(rows + 1)))).toBe(false);
    const compressed = deflateSync(scanlines());
    const damaged = Buffer.from(compressed);
    const middle = Math.floor(damaged.length / 2);
    damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle);
    expect(inflatesExactly(damaged, 4096)).toBe(false);
    expect(inflatesExactly(compressed.subarray(0, compressed.length - 1))).toBe(false);
    expect(inflatesExactly(Buffer.concat([compressed, Buffer.from([0])]))).toBe(false);
  });

  it('answers false once cancelled, and keeps its answer whatever is written after it', () => {
    const compressed = deflateSync(scanlines());
    const cancelled = scanlineInflater([{ rows, rowBytes }]);
    cancelled.write(compressed);
    cancelled.cancel();
    expect(cancelled.end()).toBe(false);
    const ended = scanlineInflater([{ rows, rowBytes }]);
    ended.write(compressed);
    expect(ended.end()).toBe(true);
    ended.write(Buffer.from('more'));
    expect(ended.end()).toBe(true);
  });

  it('checks the rows of every pass of an interlaced picture, each pass with its own row length', () => {
    const passes = [
      { rows: 3, rowBytes: 5 },
      { rows: 40, rowBytes: 2000 },
      { rows: 70, rowBytes: 1001 },
    ];
    const lines = Buffer.concat(
      passes.flatMap(({ rows: count, rowBytes: length }) =>
        Array.from({ length: count }, (_, row) => Buffer.concat([Buffer.from([row % 5]), randomBytes(length - 1)])),
      ),
    );
    const inflates = (data: Buffer) => {
      const inflater = scanlineInflater(passes);
      for (let at = 0; at < data.length; at += 3000) inflater.write(data.subarray(at, at + 3000));
      return inflater.end();
    };
    expect(inflates(deflateSync(lines))).toBe(true);
    // The first row of the second and of the last pass, and the very last row.
    for (const at of [15, 15 + 40 * 2000, lines.length - 1001]) {
      const spoilt = Buffer.from(lines);
      spoilt[at] = 7;
      expect(inflates(deflateSync(spoilt)), `byte ${at}`).toBe(false);
    }
    // A byte that is no row's first: anything goes.
    const inside = Buffer.from(lines);
    inside[16] = 7;
    expect(inflates(deflateSync(inside))).toBe(true);
    expect(inflates(deflateSync(lines.subarray(0, lines.length - 1)))).toBe(false);
  });
});
