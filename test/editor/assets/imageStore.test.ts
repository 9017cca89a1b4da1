import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { backgroundImageKey, createImageStore, type StoredImage } from '../../../src/editor/assets/imageStore.ts';
import { fakeBlobBackend } from './fakeBlobBackend.ts';

const image = (name: string): StoredImage => ({
  blob: new Blob([name], { type: 'image/png' }),
  name,
  width: 40,
  height: 30,
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createImageStore on a working backend', () => {
  it('puts, gets, lists and removes images in the backend', async () => {
    const { backend, data } = fakeBlobBackend();
    const onMemoryFallback = vi.fn();
    const store = createImageStore({ open: () => backend, onMemoryFallback });
    const a = image('a.png');
    await store.put('a', a);
    await store.put('b', image('b.png'));
    await store.put(backgroundImageKey, image('bg.jpg'));

    expect(data.get('a')).toBe(a);
    expect(await store.get('a')).toBe(a);
    expect((await store.keys()).sort()).toEqual(['a', 'b']);
    await store.remove('a');
    expect(data.has('a')).toBe(false);
    await store.removeMany(['b', backgroundImageKey]);
    expect(data.size).toBe(0);
    expect(onMemoryFallback).not.toHaveBeenCalled();
  });

  it('answers null for a missing image and warns with its id (SPEC §8), unless told not to', async () => {
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    expect(await store.get('gone')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gone'));
    warn.mockClear();
    expect(await store.get(backgroundImageKey, { warnIfMissing: false })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats a record of the wrong shape as missing', async () => {
    const { backend, data } = fakeBlobBackend();
    data.set('old', { url: 'blob:x' });
    const store = createImageStore({ open: () => backend });
    expect(await store.get('old')).toBeNull();
  });

  it('retries a failed write once and keeps the image in the backend when the retry succeeds', async () => {
    const { backend, data, calls, failures } = fakeBlobBackend();
    const onMemoryFallback = vi.fn();
    const store = createImageStore({ open: () => backend, onMemoryFallback });
    failures.setItem = 1;
    await store.put('a', image('a.png'));
    expect(calls.setItem).toBe(2);
    expect(data.has('a')).toBe(true);
    expect(onMemoryFallback).not.toHaveBeenCalled();
  });
});

describe('the memory fallback', () => {
  it('after a write fails twice (not for room: that refuses, designStore.test): reports once, keeps new images in memory, still reads old ones', async () => {
    const { backend, data, calls, failures } = fakeBlobBackend();
    const onMemoryFallback = vi.fn();
    const store = createImageStore({ open: () => backend, onMemoryFallback });
    await store.put('old', image('old.png'));

    failures.setItemError = 'UnknownError';
    failures.setItem = 2;
    await store.put('new', image('new.png'));
    expect(calls.setItem).toBe(3);
    expect(onMemoryFallback).toHaveBeenCalledTimes(1);
    expect(onMemoryFallback.mock.calls[0]?.[0]).toBeInstanceOf(DOMException);
    expect(data.has('new')).toBe(false);

    await store.put('newer', image('newer.png'));
    expect(calls.setItem).toBe(3);
    expect(onMemoryFallback).toHaveBeenCalledTimes(1);

    expect((await store.get('new'))?.name).toBe('new.png');
    expect((await store.get('old'))?.name).toBe('old.png');
    expect((await store.keys()).sort()).toEqual(['new', 'newer', 'old']);
    await store.removeMany(['new', 'old']);
    expect(await store.keys()).toEqual(['newer']);
  });

  it('when the backend cannot open twice (private mode): reports once and works in memory', async () => {
    const { backend, calls, failures } = fakeBlobBackend();
    const open = vi.fn(() => backend);
    const onMemoryFallback = vi.fn();
    failures.ready = 2;
    const store = createImageStore({ open, onMemoryFallback });

    await store.put('a', image('a.png'));
    await store.put('b', image('b.png'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(calls.ready).toBe(2);
    expect(calls.setItem).toBe(0);
    expect(onMemoryFallback).toHaveBeenCalledTimes(1);
    expect((await store.get('a'))?.name).toBe('a.png');
    expect((await store.keys()).sort()).toEqual(['a', 'b']);
  });

  it('when the backend opens on the second try: no fallback', async () => {
    const { backend, data, failures } = fakeBlobBackend();
    const onMemoryFallback = vi.fn();
    failures.ready = 1;
    const store = createImageStore({ open: () => backend, onMemoryFallback });
    await store.put('a', image('a.png'));
    expect(data.has('a')).toBe(true);
    expect(onMemoryFallback).not.toHaveBeenCalled();
  });

  it('is what the real localforage store does where there is no IndexedDB', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const onMemoryFallback = vi.fn();
    const store = createImageStore({ onMemoryFallback });
    await store.put('a', image('a.png'));
    expect(onMemoryFallback).toHaveBeenCalledTimes(1);
    expect((await store.get('a'))?.name).toBe('a.png');
  });
});

describe('a picture being stored (putLater)', () => {
  const preview = (longSide: number) => ({ blob: new Blob([`preview ${longSide}`]), width: longSide, height: (longSide * 3) / 4 });
  const early = { name: 'IMG_1.JPG', width: 2048, height: 1536, previews: [preview(128), preview(256), preview(512)] };
  const whole: StoredImage = { ...early, blob: new Blob(['whole']), previews: [...early.previews, preview(1024)] };

  function deferred<T>() {
    let resolve: (value: T) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<T>((resolveWith, rejectWith) => {
      resolve = resolveWith;
      reject = rejectWith;
    });
    return { promise, resolve, reject };
  }

  it('answers a caller showing it small with its smallest early preview that large, at once', async () => {
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    const ready = deferred<StoredImage>();
    void store.putLater('a', early, ready.promise);
    const shown = await store.get('a', { shownAt: 200 });
    expect(shown?.blob).toBe(early.previews[1]?.blob);
    expect([shown?.width, shown?.height]).toEqual([256, 192]);
    expect(shown?.previews).toEqual([early.previews[0]]);
    ready.resolve(whole);
  });

  it('makes every other read wait for the whole picture, then stores it', async () => {
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const ready = deferred<StoredImage>();
    const stored = store.putLater('a', early, ready.promise);
    let read: StoredImage | null | undefined;
    const reads = Promise.all([store.get('a'), store.get('a', { shownAt: 600 })]).then(([plain, large]) => {
      read = plain;
      return large;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(read).toBeUndefined();
    ready.resolve(whole);
    await stored;
    expect(await reads).toBe(whole);
    expect(read).toBe(whole);
    expect(data.get('a')).toBe(whole);
  });

  it('stores nothing when the picture fails, and answers null for it then', async () => {
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const ready = deferred<StoredImage>();
    const stored = store.putLater('a', early, ready.promise);
    const read = store.get('a');
    ready.reject(new Error('The canvas could not encode the image'));
    await expect(stored).rejects.toThrow('could not encode');
    expect(await read).toBeNull();
    expect(data.has('a')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Image a is missing'));
  });

  it('removes a picture being stored once it is stored', async () => {
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const ready = deferred<StoredImage>();
    const stored = store.putLater('a', early, ready.promise);
    const removed = store.remove('a');
    ready.resolve(whole);
    await Promise.all([stored, removed]);
    expect(data.has('a')).toBe(false);
    expect(await store.get('a', { warnIfMissing: false })).toBeNull();
  });
});
