import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMemoryRelease, releaseWhenSettled } from '../../../src/server/plugins/memoryRelease.ts';

describe('the release of memory after uploads', () => {
  afterEach(() => vi.useRealTimers());
  const timing = { quietMs: 2000, minIntervalMs: 10_000 };

  it('runs once, when no upload has been in flight for the quiet time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const release = vi.fn();
    const settling = releaseWhenSettled(release, timing);
    const first = settling.began();
    const second = settling.began();
    first();
    vi.advanceTimersByTime(5000);
    expect(release).not.toHaveBeenCalled();
    second();
    second();
    vi.advanceTimersByTime(1999);
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('waits again when an upload begins during the quiet time, and leaves the minimum interval between two', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const release = vi.fn();
    const settling = releaseWhenSettled(release, timing);
    settling.began()();
    vi.advanceTimersByTime(1500);
    settling.began()();
    vi.advanceTimersByTime(1999);
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(1);
    // The next burst ends 1 s after that release: it runs 10 s after the first, not 2 s after the burst.
    vi.advanceTimersByTime(1000);
    settling.began()();
    vi.advanceTimersByTime(8999);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('never runs once stopped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const release = vi.fn();
    const settling = releaseWhenSettled(release, timing);
    settling.began()();
    settling.stop();
    vi.advanceTimersByTime(60_000);
    expect(release).not.toHaveBeenCalled();
  });
});

/**
 * A Node process that leaves 192 MB of 64 KB buffers for garbage, every 32nd kept alive (as an
 * upload's pieces lie among what the server keeps), and prints its resident memory in MB: with
 * the garbage, after a collection, and after malloc's heaps are trimmed.
 */
const fragmentedHeap = `
  const { createRequire } = await import('node:module');
  const addon = createRequire(${JSON.stringify(import.meta.url)})('case-collage-memory-release');
  const rss = () => Math.round(process.memoryUsage.rss() / 2 ** 20);
  let pieces = Array.from({ length: 3072 }, () => Buffer.allocUnsafeSlow(65536).fill(7));
  const kept = pieces.filter((_, index) => index % 32 === 31);
  pieces = undefined;
  const withGarbage = rss();
  addon.collectGarbage();
  const collected = rss();
  const trimmed = addon.trimMalloc();
  console.log(JSON.stringify({ withGarbage, collected, trimmedRss: rss(), trimmed, kept: kept.length }));
`;

function runFragmentedHeap(): Promise<{ withGarbage: number; collected: number; trimmedRss: number; trimmed: boolean }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', fragmentedHeap], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail).once('exit', (code) => {
      if (code === 0) done(JSON.parse(output) as Awaited<ReturnType<typeof runFragmentedHeap>>);
      else fail(new Error(`the process exited with ${code}`));
    });
  });
}

describe('the native memory release (native/memoryRelease)', () => {
  it('is built', () => {
    const addon = loadMemoryRelease();
    expect([typeof addon?.collectGarbage, typeof addon?.trimMalloc]).toEqual(['function', 'function']);
  });

  const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  it.runIf(header.glibcVersionRuntime !== undefined)(
    'gives back the freed memory glibc keeps after a collection',
    async () => {
      const { withGarbage, collected, trimmedRss, trimmed } = await runFragmentedHeap();
      // glibc keeps what the collection freed: it lies below buffers still alive.
      expect(collected).toBeGreaterThan(withGarbage - 64);
      expect(trimmed).toBe(true);
      expect(trimmedRss).toBeLessThan(collected - 128);
    },
  );
});
