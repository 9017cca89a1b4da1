import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageStore, type ImageStore } from '../../../src/editor/assets/imageStore.ts';
import { createBitmapCache, createObjectUrlCache } from '../../../src/editor/assets/objectUrls.ts';
import { fakeBlobBackend } from './fakeBlobBackend.ts';

let store: ImageStore;

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  store = createImageStore({ open: () => fakeBlobBackend().backend });
  await store.put('cat', { blob: new Blob(['cat'], { type: 'image/png' }), name: 'cat.png', width: 40, height: 30 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createObjectUrlCache', () => {
  it('shares one object URL per image and revokes it when the last holder releases it', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const cache = createObjectUrlCache(store);

    const first = cache.acquire('cat');
    const second = cache.acquire('cat');
    const image = await first.image;
    expect(image).toMatchObject({ name: 'cat.png', width: 40, height: 30 });
    expect(image?.url).toMatch(/^blob:/);
    expect(await second.image).toBe(image);
    expect(create).toHaveBeenCalledTimes(1);

    first.release();
    first.release();
    await Promise.resolve();
    expect(revoke).not.toHaveBeenCalled();

    second.release();
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith(image?.url));
  });

  it('makes a new URL after the old one was revoked', async () => {
    const cache = createObjectUrlCache(store);
    const first = cache.acquire('cat');
    const firstUrl = (await first.image)?.url;
    first.release();
    const second = cache.acquire('cat');
    expect((await second.image)?.url).not.toBe(firstUrl);
  });

  it('revokes a URL released before it had loaded', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const handle = createObjectUrlCache(store).acquire('cat');
    handle.release();
    const url = (await handle.image)?.url;
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith(url));
  });

  it('answers null for a missing image without making a URL', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    const handle = createObjectUrlCache(store).acquire('gone');
    expect(await handle.image).toBeNull();
    handle.release();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('createBitmapCache', () => {
  it('closes the shared bitmap when the last holder releases it, and answers null for an undecodable image', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (blob: Blob) => {
        if (blob.size === 0) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        return { width: 40, height: 30, close };
      }),
    );
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.put('broken', { blob: new Blob([]), name: 'broken.png', width: 1, height: 1 });
    const cache = createBitmapCache(store);

    const first = cache.acquire('cat');
    const second = cache.acquire('cat');
    expect(await first.image).toMatchObject({ name: 'cat.png', width: 40, height: 30 });
    first.release();
    await Promise.resolve();
    expect(close).not.toHaveBeenCalled();
    second.release();
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));

    expect(await cache.acquire('broken').image).toBeNull();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('broken'), expect.any(DOMException));
  });
});
