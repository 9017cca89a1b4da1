import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDecodePool, decodeImage, outputTypeFor } from '../../../src/editor/assets/decodeImage.ts';
import type { DecodeRequest, DecodeResponse } from '../../../src/editor/assets/decodeWorker.ts';
import type { DecodedImage, EarlyImage } from '../../../src/editor/assets/resampleImage.ts';

const decoded: DecodedImage = { blob: new Blob(['x'], { type: 'image/png' }), width: 2048, height: 1536 };
const source = new Blob(['photo'], { type: 'image/jpeg' });

/** `early`: the worker posts the picture's early previews first, then its answer. */
type Answer = DecodeResponse | 'error' | 'silent' | 'later' | { early: EarlyImage; then: DecodeResponse };

/** A stand-in for a decode worker: answers each request as `answer` says, stays silent, or waits for `finish`. */
class FakeWorker extends EventTarget {
  readonly requests: DecodeRequest[] = [];
  terminated = false;
  private readonly answer: (request: DecodeRequest) => Answer;
  private held: (() => void)[] = [];

  constructor(answer: (request: DecodeRequest) => Answer) {
    super();
    this.answer = answer;
  }

  postMessage(request: DecodeRequest): void {
    this.requests.push(request);
    const answer = this.answer(request);
    if (answer === 'silent') return;
    if (typeof answer === 'object' && 'early' in answer) {
      queueMicrotask(() => {
        this.dispatchEvent(new MessageEvent('message', { data: { early: answer.early } }));
        this.dispatchEvent(new MessageEvent('message', { data: answer.then }));
      });
      return;
    }
    const send = () =>
      this.dispatchEvent(
        answer === 'error' ? new Event('error') : new MessageEvent('message', { data: answer === 'later' ? { ok: true, image: decoded } : answer }),
      );
    if (answer === 'later') this.held.push(send);
    else queueMicrotask(send);
  }

  /** Answers the requests held back ('later'). */
  finish(): void {
    const held = this.held;
    this.held = [];
    for (const send of held) send();
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** A pool whose workers are fakes answering as `answer` says; `workers` lists those started. */
function fakePool(answer: (request: DecodeRequest) => Answer, size = 2, idleMs: number | null = 20_000) {
  const workers: FakeWorker[] = [];
  const pool = createDecodePool({
    size,
    idleMs,
    startWorker: () => {
      const worker = new FakeWorker(answer);
      workers.push(worker);
      return worker as unknown as Worker;
    },
  });
  return { pool, workers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('outputTypeFor', () => {
  it('keeps JPEG as JPEG and makes PNG of anything that can be transparent', () => {
    expect(outputTypeFor('jpeg')).toBe('image/jpeg');
    for (const format of ['png', 'webp', 'gif', 'bmp', null] as const) {
      expect(outputTypeFor(format), String(format)).toBe('image/png');
    }
  });
});

describe('the decode workers', () => {
  it('decode as many pictures at once as there are workers, queue the rest and keep their workers', async () => {
    const { pool, workers } = fakePool(() => 'later', 2);
    const jobs = [1, 2, 3].map(() => pool.run({ source, type: 'image/jpeg' }, 30_000));
    expect(workers.map((worker) => worker.requests.length)).toEqual([1, 1]);
    workers[0]?.finish();
    await expect(jobs[0]).resolves.toEqual({ ok: true, image: decoded });
    // The third went to the worker the first left free: no third worker was started.
    expect(workers.map((worker) => worker.requests.length)).toEqual([2, 1]);
    for (const worker of workers) worker.finish();
    await Promise.all(jobs);
    expect(workers.some((worker) => worker.terminated)).toBe(false);
  });

  it('start every worker ahead when warmed, and use those for the next pictures', async () => {
    const { pool, workers } = fakePool(() => ({ ok: true, image: decoded }), 2);
    pool.warm();
    expect(workers).toHaveLength(2);
    await Promise.all([pool.run({ source, type: 'image/png' }, 30_000), pool.run({ source, type: 'image/png' }, 30_000)]);
    expect(workers).toHaveLength(2);
    expect(workers.map((worker) => worker.requests.length)).toEqual([1, 1]);
  });

  it('end a worker that has been idle a while, and start a fresh one for the next picture', async () => {
    vi.useFakeTimers();
    const { pool, workers } = fakePool(() => ({ ok: true, image: decoded }), 2, 1000);
    await pool.run({ source, type: 'image/png' }, 30_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(workers[0]?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(workers[0]?.terminated).toBe(true);
    await pool.run({ source, type: 'image/png' }, 30_000);
    expect(workers).toHaveLength(2);
  });

  it('keep an idle worker for good when told to', async () => {
    vi.useFakeTimers();
    const { pool, workers } = fakePool(() => ({ ok: true, image: decoded }), 2, null);
    await pool.run({ source, type: 'image/png' }, 30_000);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(workers[0]?.terminated).toBe(false);
    await pool.run({ source, type: 'image/png' }, 30_000);
    expect(workers).toHaveLength(1);
  });

  it('answer "unsupported" for a worker that fails to load, or none at all, and end it', async () => {
    const { pool, workers } = fakePool(() => 'error');
    await expect(pool.run({ source, type: 'image/png' }, 30_000)).resolves.toMatchObject({ ok: false, unsupported: true });
    expect(workers[0]?.terminated).toBe(true);
    const none = createDecodePool({ size: 2, startWorker: () => null });
    await expect(none.run({ source, type: 'image/png' }, 30_000)).resolves.toMatchObject({ ok: false, unsupported: true });
  });

  it('give up on a worker that never answers, end it, and go on with the next picture', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { pool, workers } = fakePool(() => (calls++ === 0 ? 'silent' : { ok: true, image: decoded }), 1);
    const stuck = pool.run({ source, type: 'image/png' }, 5000);
    const next = pool.run({ source, type: 'image/png' }, 5000);
    const assertion = expect(stuck).rejects.toThrow('Decoding the image took longer than 5 s');
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    expect(workers[0]?.terminated).toBe(true);
    await expect(next).resolves.toEqual({ ok: true, image: decoded });
  });
});

describe('decodeImage', () => {
  it('decodes in a worker, telling it the size the header told and the right output type', async () => {
    const { pool, workers } = fakePool(() => ({ ok: true, image: decoded }));
    const decodeHere = vi.fn();
    const ownSize = { width: 4032, height: 3024 };
    await expect(decodeImage(source, 'webp', { pool, decodeHere, ownSize })).resolves.toBe(decoded);
    expect(workers[0]?.requests).toEqual([{ source, type: 'image/png', ownSize }]);
    expect(decodeHere).not.toHaveBeenCalled();
  });

  it('hands what the worker posts early to onEarly, and answers with its answer', async () => {
    const early: EarlyImage = { width: 2048, height: 1536, previews: [{ blob: new Blob(['128']), width: 128, height: 96 }] };
    const { pool } = fakePool(() => ({ early, then: { ok: true, image: decoded } }));
    const onEarly = vi.fn();
    await expect(decodeImage(source, 'jpeg', { pool, onEarly })).resolves.toBe(decoded);
    expect(onEarly).toHaveBeenCalledExactlyOnceWith(early);
  });

  it('rejects with the worker\'s error for a corrupt file, without a second try on the main thread', async () => {
    const message = 'The image could not be decoded';
    const { pool } = fakePool(() => ({ ok: false, unsupported: false, message }));
    const decodeHere = vi.fn();
    await expect(decodeImage(source, 'jpeg', { pool, decodeHere })).rejects.toThrow(message);
    expect(decodeHere).not.toHaveBeenCalled();
  });

  it('decodes on the main thread where the workers cannot', async () => {
    const { pool } = fakePool(() => ({ ok: false, unsupported: true, message: 'no OffscreenCanvas' }));
    const decodeHere = vi.fn(async () => decoded);
    const ownSize = { width: 1000, height: 750 };
    const onEarly = vi.fn();
    await expect(decodeImage(source, 'jpeg', { pool, decodeHere, ownSize, onEarly })).resolves.toBe(decoded);
    expect(decodeHere).toHaveBeenCalledWith(source, 'image/jpeg', ownSize, onEarly);
  });

  it('gives up on a main-thread decode that never settles', async () => {
    vi.useFakeTimers();
    const result = decodeImage(source, 'png', {
      pool: createDecodePool({ size: 1, startWorker: () => null }),
      decodeHere: () => new Promise(() => {}),
      timeoutMs: 1000,
    });
    const assertion = expect(result).rejects.toThrow(/longer than 1 s/);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });
});
