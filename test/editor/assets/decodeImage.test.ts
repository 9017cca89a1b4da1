import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeImage, outputTypeFor } from '../../../src/editor/assets/decodeImage.ts';
import type { DecodeRequest, DecodeResponse } from '../../../src/editor/assets/decodeWorker.ts';
import type { DecodedImage } from '../../../src/editor/assets/resampleImage.ts';

const decoded: DecodedImage = { blob: new Blob(['x'], { type: 'image/png' }), width: 2048, height: 1536 };
const source = new Blob(['photo'], { type: 'image/jpeg' });

/** A stand-in for the decode worker: answers each request as `answer` says, or stays silent. */
class FakeWorker extends EventTarget {
  readonly requests: DecodeRequest[] = [];
  terminated = false;
  private readonly answer: (request: DecodeRequest) => DecodeResponse | 'error' | 'silent';

  constructor(answer: (request: DecodeRequest) => DecodeResponse | 'error' | 'silent') {
    super();
    this.answer = answer;
  }

  postMessage(request: DecodeRequest): void {
    this.requests.push(request);
    const answer = this.answer(request);
    if (answer === 'silent') return;
    queueMicrotask(() => {
      this.dispatchEvent(answer === 'error' ? new Event('error') : new MessageEvent('message', { data: answer }));
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

const asWorker = (fake: FakeWorker) => () => fake as unknown as Worker;

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

describe('decodeImage', () => {
  it('decodes in the worker, asks for the right output type and ends the worker', async () => {
    const worker = new FakeWorker(() => ({ ok: true, image: decoded }));
    const decodeHere = vi.fn();
    await expect(decodeImage(source, 'webp', { startWorker: asWorker(worker), decodeHere })).resolves.toBe(decoded);
    expect(worker.requests).toEqual([{ source, type: 'image/png' }]);
    expect(worker.terminated).toBe(true);
    expect(decodeHere).not.toHaveBeenCalled();
  });

  it('rejects with the worker\'s error for a corrupt file, without a second try on the main thread', async () => {
    const message = 'The image could not be decoded';
    const worker = new FakeWorker(() => ({ ok: false, unsupported: false, message }));
    const decodeHere = vi.fn();
    await expect(decodeImage(source, 'jpeg', { startWorker: asWorker(worker), decodeHere })).rejects.toThrow(message);
    expect(worker.terminated).toBe(true);
    expect(decodeHere).not.toHaveBeenCalled();
  });

  it('decodes on the main thread when the worker has no OffscreenCanvas or createImageBitmap', async () => {
    const worker = new FakeWorker(() => ({ ok: false, unsupported: true, message: 'no OffscreenCanvas' }));
    const decodeHere = vi.fn(async () => decoded);
    await expect(decodeImage(source, 'jpeg', { startWorker: asWorker(worker), decodeHere })).resolves.toBe(decoded);
    expect(decodeHere).toHaveBeenCalledWith(source, 'image/jpeg');
    expect(worker.terminated).toBe(true);
  });

  it('decodes on the main thread when the worker fails to load, or when there are no workers', async () => {
    const worker = new FakeWorker(() => 'error');
    const decodeHere = vi.fn(async () => decoded);
    await expect(decodeImage(source, 'png', { startWorker: asWorker(worker), decodeHere })).resolves.toBe(decoded);
    await expect(decodeImage(source, 'png', { startWorker: () => null, decodeHere })).resolves.toBe(decoded);
    expect(decodeHere).toHaveBeenCalledTimes(2);
  });

  it('gives up on a worker that never answers, and ends it', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker(() => 'silent');
    const result = decodeImage(source, 'png', { startWorker: asWorker(worker), timeoutMs: 5000 });
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('Decoding the image took longer than 5 s');
    expect(worker.terminated).toBe(true);
  });

  it('gives up on a main-thread decode that never settles', async () => {
    vi.useFakeTimers();
    const result = decodeImage(source, 'png', {
      startWorker: () => null,
      decodeHere: () => new Promise(() => {}),
      timeoutMs: 1000,
    });
    const assertion = expect(result).rejects.toThrow(/longer than 1 s/);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });
});
