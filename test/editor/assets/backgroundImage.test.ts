import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  removeBackgroundImage,
  saveBackgroundImage,
} from '../../../src/editor/assets/backgroundImage.ts';
import { backgroundImageKey, createImageStore, type ImageStore } from '../../../src/editor/assets/imageStore.ts';
import type { PrepareDeps } from '../../../src/editor/assets/prepareImage.ts';
import { fakeBlobBackend } from './fakeBlobBackend.ts';

let jpeg: Uint8Array<ArrayBuffer>;
let data: Map<string, unknown>;
let store: ImageStore;

beforeAll(async () => {
  jpeg = new Uint8Array(await sharp({ create: { width: 300, height: 600, channels: 3, background: '#b0c4b1' } }).jpeg().toBuffer());
});

beforeEach(() => {
  const fake = fakeBlobBackend();
  data = fake.data;
  store = createImageStore({ open: () => fake.backend });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const decoded = new Blob(['decoded'], { type: 'image/jpeg' });
const deps: PrepareDeps = {
  convertHeic: () => Promise.reject(new Error('not expected')),
  decode: vi.fn(async () => ({ blob: decoded, width: 300, height: 600 })),
};

describe('saveBackgroundImage', () => {
  it('stores the decoded picture under backgroundImage, replacing the earlier one, never as a sticker', async () => {
    await expect(saveBackgroundImage(new File([jpeg], 'old.jpg', { type: 'image/jpeg' }), store, deps)).resolves.toEqual({
      ok: true,
      width: 300,
      height: 600,
    });
    await saveBackgroundImage(new File([jpeg], 'wall.jpg', { type: 'image/jpeg' }), store, deps);
    expect(data.get(backgroundImageKey)).toEqual({ blob: decoded, name: 'wall.jpg', width: 300, height: 600 });
    expect(await store.keys()).toEqual([]);
  });

  it('refuses a file that is not an image, logs it and keeps the earlier background', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    await saveBackgroundImage(new File([jpeg], 'wall.jpg', { type: 'image/jpeg' }), store, deps);
    const outcome = await saveBackgroundImage(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), store, deps);
    expect(outcome).toEqual({ ok: false, reason: 'is not an image' });
    expect(errorLog).toHaveBeenCalledWith('Error processing file', 'menu.pdf', expect.any(Error));
    expect(data.get(backgroundImageKey)).toMatchObject({ name: 'wall.jpg' });
  });
});

describe('removeBackgroundImage', () => {
  it('removes the stored background', async () => {
    await saveBackgroundImage(new File([jpeg], 'wall.jpg', { type: 'image/jpeg' }), store, deps);
    expect(data.has(backgroundImageKey)).toBe(true);
    await removeBackgroundImage(store);
    expect(data.has(backgroundImageKey)).toBe(false);
  });
});
