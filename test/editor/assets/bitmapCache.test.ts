import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetImage, leaseProxy, proxyBucket, setImageSource } from '../../../src/editor/assets/bitmapCache.ts';

interface FakeBitmap {
  width: number;
  height: number;
  close: ReturnType<typeof vi.fn>;
}

const decoded: FakeBitmap[] = [];

beforeEach(() => {
  decoded.length = 0;
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (_blob: Blob, options?: { resizeWidth?: number; resizeHeight?: number }) => {
      const bitmap = { width: options?.resizeWidth ?? 2000, height: options?.resizeHeight ?? 1000, close: vi.fn() };
      decoded.push(bitmap);
      return bitmap;
    }),
  );
  setImageSource(async (imageID) =>
    imageID === 'missing' ? null : { blob: new Blob(['x']), name: `${imageID}.jpg`, width: 2000, height: 1000 },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proxyBucket', () => {
  it('rounds the wanted size up to a whole pixel, at least 16', () => {
    expect(proxyBucket(1)).toBe(16);
    expect(proxyBucket(200)).toBe(200);
    expect(proxyBucket(200.2)).toBe(201);
  });
});

describe('leaseProxy', () => {
  it('decodes once per image and size, at that size, and never upscales', async () => {
    const first = leaseProxy('a', 399.5);
    const second = leaseProxy('a', 400);
    expect(await first.value).toBe(await second.value);
    expect(decoded).toHaveLength(1);
    expect([decoded[0]?.width, decoded[0]?.height]).toEqual([400, 200]);
    const full = await leaseProxy('a', 5000).value;
    expect([full?.width, full?.height]).toEqual([2000, 1000]);
  });

  it('closes a bitmap when its last user releases it, and decodes afresh after', async () => {
    const first = leaseProxy('b', 300);
    const second = leaseProxy('b', 300);
    const bitmap = (await first.value) as unknown as FakeBitmap;
    first.release();
    first.release();
    await Promise.resolve();
    expect(bitmap.close).not.toHaveBeenCalled();
    second.release();
    await vi.waitFor(() => expect(bitmap.close).toHaveBeenCalledTimes(1));
    expect(await leaseProxy('b', 300).value).not.toBe(bitmap);
  });

  it('after forgetImage, a new lease decodes again while the old.value stays until released', async () => {
    const old = leaseProxy('bg', 500);
    const oldBitmap = (await old.value) as unknown as FakeBitmap;
    forgetImage('bg');
    const fresh = leaseProxy('bg', 500);
    expect(await fresh.value).not.toBe(oldBitmap);
    expect(oldBitmap.close).not.toHaveBeenCalled();
    old.release();
    await vi.waitFor(() => expect(oldBitmap.close).toHaveBeenCalled());
  });

  it('decodes the smallest stored preview that is large enough, and the picture when none is', async () => {
    const blobs = { full: new Blob(['full']), small: new Blob(['small']), large: new Blob(['large']) };
    setImageSource(async () => ({
      blob: blobs.full,
      name: 'p.jpg',
      width: 2000,
      height: 1000,
      previews: [
        { blob: blobs.small, width: 256, height: 128 },
        { blob: blobs.large, width: 512, height: 256 },
      ],
    }));
    const decode = vi.mocked(createImageBitmap);
    await leaseProxy('p', 200).value;
    await leaseProxy('p', 300).value;
    const full = await leaseProxy('p', 600).value;
    expect(decode.mock.calls.map(([source]) => source)).toEqual([blobs.small, blobs.large, blobs.full]);
    expect([full?.width, full?.height]).toEqual([600, 300]);
  });

  it('answers null for an image missing from the store', async () => {
    expect(await leaseProxy('missing', 100).value).toBeNull();
  });

  it("lets the tray's proxies be shown from a picture still being stored, and makes the canvas's wait for it", async () => {
    const asked: [string, number | undefined][] = [];
    setImageSource(async (imageID, shownAt) => {
      asked.push([imageID, shownAt]);
      return { blob: new Blob(['x']), name: `${imageID}.jpg`, width: 2000, height: 1000 };
    });
    await leaseProxy('tray-picture', 300, 'tray').value;
    await leaseProxy('canvas-picture', 300, 'canvas').value;
    await leaseProxy('ghost-picture', 300, 'ghosts').value;
    expect(asked).toEqual([
      ['tray-picture', 300],
      ['canvas-picture', undefined],
      ['ghost-picture', undefined],
    ]);
  });
});
