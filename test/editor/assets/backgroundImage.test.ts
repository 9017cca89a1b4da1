import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBackgroundImage } from '../../../src/editor/assets/backgroundImage.ts';
import { createImageStore, type ImageStore } from '../../../src/editor/assets/imageStore.ts';
import type { PrepareDeps } from '../../../src/editor/assets/prepareImage.ts';
import { fakeBlobBackend } from './fakeBlobBackend.ts';

let jpeg: Uint8Array<ArrayBuffer>;
let data: Map<string, unknown>;
let store: ImageStore;
let failing: ReturnType<typeof fakeBlobBackend>;

beforeAll(async () => {
  jpeg = new Uint8Array(await sharp({ create: { width: 300, height: 600, channels: 3, background: '#b0c4b1' } }).jpeg().toBuffer());
});

beforeEach(() => {
  const fake = fakeBlobBackend();
  failing = fake;
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
  it('stores the decoded picture under an id of its own, leaving the earlier one for Undo and other designs', async () => {
    const first = await saveBackgroundImage(new File([jpeg], 'old.jpg', { type: 'image/jpeg' }), store, deps);
    expect(first).toEqual({ ok: true, imageID: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, width: 300, height: 600 });
    const second = await saveBackgroundImage(new File([jpeg], 'wall.jpg', { type: 'image/jpeg' }), store, deps);
    if (!first.ok || !second.ok) throw new Error('not stored');
    expect(second.imageID).not.toBe(first.imageID);
    expect(data.get(second.imageID)).toEqual({ blob: decoded, name: 'wall.jpg', width: 300, height: 600 });
    expect(data.get(first.imageID)).toMatchObject({ name: 'old.jpg' });
  });

  it('refuses a file that is not an image, logs it and stores nothing', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await saveBackgroundImage(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), store, deps);
    expect(outcome).toEqual({ ok: false, reason: 'is not an image' });
    expect(errorLog).toHaveBeenCalledWith('Error processing file', 'menu.pdf', expect.any(Error));
    expect(data.size).toBe(0);
  });

  it('says when the browser has no room for it', async () => {
    failing.failures.setItem = 2;
    const outcome = await saveBackgroundImage(new File([jpeg], 'wall.jpg', { type: 'image/jpeg' }), store, deps);
    expect(outcome).toEqual({ ok: false, reason: 'The browser storage is full.', storageFull: true });
    expect(data.size).toBe(0);
  });
});
