import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { addStickerFiles, clearTray } from '../../../src/editor/state/libraryThunks.ts';
import { waitingNotice } from '../../../src/editor/state/waitingPhotoFiles.ts';
import { importWaitingPhotos } from '../../../src/editor/state/waitingPhotos.ts';

const heic = (name: string) => new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], name, { type: 'image/heic' });

function goOffline(): void {
  vi.stubGlobal('navigator', { onLine: false });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HEIC photos picked offline', () => {
  it('wait in the tray with a notice instead of being sent, and nothing counts as importing', async () => {
    const store = makeStore();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    goOffline();
    await store.dispatch(addStickerFiles([heic('IMG_0001.HEIC'), heic('IMG_0002.heic')]));
    const state = store.getState();
    expect(state.waitingPhotos.map((photo) => photo.name)).toEqual(['IMG_0001.HEIC', 'IMG_0002.heic']);
    expect(state.editor.notices.map((notice) => notice.text)).toEqual([
      waitingNotice('IMG_0001.HEIC'),
      waitingNotice('IMG_0002.heic'),
    ]);
    expect(waitingNotice('x.heic')).toMatch(/^You’re offline\./);
    expect(state.editor.importsPending).toBe(0);
    expect(state.library.trayImageIDs).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('stay waiting while still offline, and go to the server’s conversion once online', async () => {
    const store = makeStore();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    goOffline();
    await store.dispatch(addStickerFiles([heic('IMG_0003.heic')]));
    await store.dispatch(importWaitingPhotos());
    expect(store.getState().waitingPhotos).toHaveLength(1);

    vi.unstubAllGlobals();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.dispatch(importWaitingPhotos());
    expect(store.getState().waitingPhotos).toEqual([]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/convert_heic');
    expect(((init?.body as FormData).get('file') as File).name).toBe('IMG_0003.heic');
    // The fake network failed: the photo is skipped with the usual notice, not lost silently.
    expect(store.getState().editor.notices.at(-1)?.text).toBe('IMG_0003.heic was skipped: it could not be converted from HEIC.');
  });

  it('leave with Clear tray', async () => {
    const store = makeStore();
    goOffline();
    await store.dispatch(addStickerFiles([heic('IMG_0004.heic')]));
    await store.dispatch(clearTray());
    expect(store.getState().waitingPhotos).toEqual([]);
  });

  it('other pictures are imported as usual while offline', async () => {
    const store = makeStore();
    goOffline();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.dispatch(addStickerFiles([new File(['not a picture'], 'notes.txt', { type: 'text/plain' })]));
    expect(store.getState().waitingPhotos).toEqual([]);
    expect(store.getState().editor.notices.map((notice) => notice.text)).toEqual(['notes.txt was skipped: it is not an image.']);
  });

  it('the files one import skips are named in one notice', async () => {
    const store = makeStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const files = [new File(['not a picture'], 'notes.txt', { type: 'text/plain' }), new File([], 'empty.png', { type: 'image/png' })];
    await store.dispatch(addStickerFiles(files));
    expect(store.getState().editor.notices.map((notice) => notice.text)).toEqual(['2 files skipped: notes.txt is not an image; empty.png is empty.']);
    // The next import's skipped files are a notice of their own.
    await store.dispatch(addStickerFiles([new File(['x'], 'list.pdf', { type: 'application/pdf' })]));
    expect(store.getState().editor.notices).toHaveLength(2);
  });
});
