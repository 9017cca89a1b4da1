import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HeicConversionError } from '../../../src/editor/assets/convertHeic.ts';
import type { ImageFormat } from '../../../src/editor/assets/imageHeader.ts';
import { createImageStore } from '../../../src/editor/assets/imageStore.ts';
import {
  imagesFromClipboard,
  imagesFromDrop,
  importImages,
  type ImportedImage,
} from '../../../src/editor/assets/importImages.ts';
import type { PrepareDeps } from '../../../src/editor/assets/prepareImage.ts';
import type { DecodedImage, EarlyImage } from '../../../src/editor/assets/resampleImage.ts';
import { fakeBlobBackend } from './fakeBlobBackend.ts';

let png: Uint8Array<ArrayBuffer>;
let jpeg: Uint8Array<ArrayBuffer>;
let bombPng: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  const base = sharp({ create: { width: 400, height: 300, channels: 3, background: '#edafb8' } });
  png = new Uint8Array(await base.clone().png().toBuffer());
  jpeg = new Uint8Array(await base.clone().jpeg().toBuffer());
  bombPng = png.slice();
  const view = new DataView(bombPng.buffer);
  view.setUint32(16, 30000);
  view.setUint32(20, 30000);
});

/** Stands in for the browser decoder: answers a fixed size, and records what it was asked. */
function fakeDecoder() {
  const calls: { source: Blob; format: ImageFormat | null }[] = [];
  const decode = vi.fn(async (source: Blob, format: ImageFormat | null): Promise<DecodedImage> => {
    calls.push({ source, format });
    return { blob: new Blob(['decoded'], { type: 'image/png' }), width: 400, height: 300 };
  });
  return { decode, calls };
}

const noHeic: PrepareDeps['convertHeic'] = () => Promise.reject(new Error('not expected'));

let errorLog: MockInstance<typeof console.error>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('importImages', () => {
  it('decodes the first file alone, then every other at once, and stores and reports them in their order, 200 ms apart', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const decode = vi.fn((source: Blob) => {
      const { name } = source as File;
      started.push(name);
      return new Promise<DecodedImage>((resolve) => {
        finish.set(name, () => resolve({ blob: source, width: 400, height: 300 }));
      });
    });
    const files = ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => new File([png], name, { type: 'image/png' }));
    const reported: [string, number][] = [];
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    const done = importImages(files, { store, prepare: { convertHeic: noHeic, decode } }, {
      onImported: (image) => reported.push([image.name, Date.now()]),
    });

    await vi.advanceTimersByTimeAsync(10);
    expect(started).toEqual(['a.png']);
    const startedAt = Date.now();
    finish.get('a.png')?.();
    await vi.advanceTimersByTimeAsync(1);
    expect(reported.map(([name]) => name)).toEqual(['a.png']);
    expect([...started].sort()).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    // The last decoded first still waits for the ones before it.
    finish.get('d.png')?.();
    finish.get('c.png')?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reported).toHaveLength(1);
    finish.get('b.png')?.();
    await vi.advanceTimersByTimeAsync(1);
    expect(reported.map(([name]) => name)).toEqual(['a.png', 'b.png']);
    await vi.advanceTimersByTimeAsync(198);
    expect(reported).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reported.map(([name]) => name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    const afterB = (reported[1]?.[1] ?? NaN) - startedAt;
    expect(reported.slice(1).map(([, at]) => at - startedAt - afterB)).toEqual([0, 200, 400]);
    expect((await done).imported.map((image) => image.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
  });

  it('starts the other files at once when the first one fails', async () => {
    const started: string[] = [];
    const decode = vi.fn(async (source: Blob): Promise<DecodedImage> => {
      const { name } = source as File;
      started.push(name);
      if (name === 'broken.png') throw new Error('The image could not be decoded');
      return { blob: source, width: 400, height: 300 };
    });
    const files = ['broken.png', 'b.png', 'c.png'].map((name) => new File([png], name, { type: 'image/png' }));
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    const summary = await importImages(files, { store, prepare: { convertHeic: noHeic, decode } });
    expect(started).toEqual(['broken.png', 'b.png', 'c.png']);
    expect(summary.skipped.map((skipped) => skipped.name)).toEqual(['broken.png']);
    expect(summary.imported.map((image) => image.name)).toEqual(['b.png', 'c.png']);
  });

  it('decodes the other files while a first HEIC photo is converted on the server', async () => {
    let convertedAt = NaN;
    const convertHeic = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      convertedAt = performance.now();
      return new Blob([png], { type: 'image/png' });
    });
    const decodedAt = new Map<string, number>();
    const decode = vi.fn(async (source: Blob): Promise<DecodedImage> => {
      decodedAt.set(source instanceof File ? source.name : 'converted', performance.now());
      return { blob: source, width: 400, height: 300 };
    });
    const files = [new File([new Uint8Array(24)], 'IMG_1.HEIC', { type: 'image/heic' }), new File([png], 'b.png', { type: 'image/png' })];
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    const summary = await importImages(files, { store, prepare: { convertHeic, decode } });
    expect(summary.imported.map((image) => image.name)).toEqual(['IMG_1.HEIC', 'b.png']);
    expect(decodedAt.get('b.png')).toBeLessThan(convertedAt);
  });

  it('shows a photo as soon as its early previews come, and resolves once it is stored whole', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const early = { width: 2048, height: 1536, previews: [{ blob: new Blob(['256']), width: 256, height: 192 }] };
    const decode = vi.fn((source: Blob, _format: ImageFormat | null, _ownSize?: unknown, onEarly?: (early: EarlyImage) => void) => {
      const { name } = source as File;
      started.push(name);
      if (name === 'a.jpg') queueMicrotask(() => onEarly?.(early));
      return new Promise<DecodedImage>((resolve) => {
        finish.set(name, () => resolve({ blob: new Blob(['whole']), width: 2048, height: 1536, previews: early.previews }));
      });
    });
    const files = ['a.jpg', 'b.jpg'].map((name) => new File([jpeg], name, { type: 'image/jpeg' }));
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const shown: ImportedImage[] = [];
    let done = false;
    const importing = importImages(files, { store, prepare: { convertHeic: noHeic, decode } }, { onImported: (image) => shown.push(image) }).then((summary) => {
      done = true;
      return summary;
    });

    await vi.waitFor(() => expect(shown).toHaveLength(1));
    const [a] = shown;
    expect(started).toEqual(['a.jpg']);
    expect([a?.width, a?.height]).toEqual([2048, 1536]);
    expect(data.has(a?.imageID ?? '')).toBe(false);
    expect((await store.get(a?.imageID ?? '', { shownAt: 200 }))?.blob).toBe(early.previews[0]?.blob);
    finish.get('a.jpg')?.();
    await vi.waitFor(() => expect(started).toEqual(['a.jpg', 'b.jpg']));
    finish.get('b.jpg')?.();
    await vi.waitFor(() => expect(done).toBe(true));
    expect(data.has(a?.imageID ?? '')).toBe(true);
    expect((await importing).imported.map((image) => image.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('reports a photo whose whole picture fails after it was shown as lost, and stores nothing for it', async () => {
    const early = { width: 2048, height: 1536, previews: [{ blob: new Blob(['256']), width: 256, height: 192 }] };
    const decode = vi.fn(async (_source: Blob, _format: ImageFormat | null, _ownSize?: unknown, onEarly?: (early: EarlyImage) => void) => {
      onEarly?.(early);
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('The canvas could not encode the image');
    });
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const onImported = vi.fn();
    const onLost = vi.fn();
    const summary = await importImages([new File([jpeg], 'a.jpg', { type: 'image/jpeg' })], { store, prepare: { convertHeic: noHeic, decode } }, { onImported, onLost });
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledExactlyOnceWith(onImported.mock.calls[0]?.[0], 'could not be read');
    expect(summary).toEqual({ imported: [], skipped: [{ name: 'a.jpg', reason: 'could not be read' }] });
    expect(data.size).toBe(0);
  });

  it('sends HEIC files to the server one at a time', async () => {
    let converting = 0;
    let most = 0;
    const convertHeic = vi.fn(async () => {
      converting += 1;
      most = Math.max(most, converting);
      await new Promise((resolve) => setTimeout(resolve, 5));
      converting -= 1;
      return new Blob([png], { type: 'image/png' });
    });
    const heics = ['1', '2', '3'].map((name) => new File([new Uint8Array(24)], `IMG_${name}.HEIC`, { type: 'image/heic' }));
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    const summary = await importImages(heics, { store, prepare: { convertHeic, decode: fakeDecoder().decode } });
    expect(summary.imported).toHaveLength(3);
    expect(convertHeic).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
  });

  it('stores each image under a new uuid and reports it with its stored size', async () => {
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const { decode, calls } = fakeDecoder();
    const imported: ImportedImage[] = [];
    await importImages(
      [new File([jpeg], 'beach.jpg', { type: 'image/jpeg' }), new File([png], 'logo.png', { type: 'image/png' })],
      { store, prepare: { convertHeic: noHeic, decode } },
      { onImported: (image) => imported.push(image) },
    );

    expect(calls.map((call) => call.format).sort()).toEqual(['jpeg', 'png']);
    expect(imported).toHaveLength(2);
    const [first, second] = imported;
    expect(first?.imageID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first?.imageID).not.toBe(second?.imageID);
    expect(first).toMatchObject({ name: 'beach.jpg', width: 400, height: 300 });
    expect(data.get(first?.imageID ?? '')).toMatchObject({ name: 'beach.jpg', width: 400, height: 300 });
    expect(await store.keys()).toHaveLength(2);
  });

  it('stores the previews the decoder made beside the picture', async () => {
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const preview = { blob: new Blob(['small'], { type: 'image/jpeg' }), width: 128, height: 96 };
    const decode = vi.fn(async (): Promise<DecodedImage> => ({
      blob: new Blob(['decoded'], { type: 'image/jpeg' }),
      width: 400,
      height: 300,
      previews: [preview],
    }));
    const { imported } = await importImages([new File([jpeg], 'beach.jpg', { type: 'image/jpeg' })], {
      store,
      prepare: { convertHeic: noHeic, decode },
    });
    expect(data.get(imported[0]?.imageID ?? '')).toMatchObject({ width: 400, height: 300, previews: [preview] });
    expect((await store.get(imported[0]?.imageID ?? ''))?.previews).toEqual([preview]);
  });

  it('sends a HEIC file to the converter and decodes what comes back', async () => {
    const converted = new Blob([png], { type: 'image/png' });
    const convertHeic = vi.fn(async () => converted);
    const { decode, calls } = fakeDecoder();
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    const heic = new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'IMG_0001.HEIC', { type: '' });

    const summary = await importImages([heic], { store, prepare: { convertHeic, decode } });

    expect(convertHeic).toHaveBeenCalledWith(heic);
    expect(calls).toEqual([{ source: converted, format: 'png' }]);
    expect(summary.imported).toMatchObject([{ name: 'IMG_0001.HEIC' }]);
  });

  it('skips failing files by name with a short reason, logs them, and imports the others', async () => {
    vi.useFakeTimers();
    const { backend, data } = fakeBlobBackend();
    const store = createImageStore({ open: () => backend });
    const { decode, calls } = fakeDecoder();
    const decodeError = new Error('The image could not be decoded');
    const corruptDecode = vi.fn((source: Blob, format: ImageFormat | null) =>
      (source as File).name === 'corrupt.jpg' ? Promise.reject(decodeError) : decode(source, format),
    );
    const heicError = new HeicConversionError('Server error 415: Not a HEIC or HEIF image', 415);
    const convertHeic = vi.fn(() => Promise.reject(heicError));
    const files = [
      new File([png], 'first.png', { type: 'image/png' }),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File([bombPng], 'bomb.png', { type: 'image/png' }),
      new File([new Uint8Array(16)], 'broken.heic', { type: 'image/heic' }),
      new File([jpeg.subarray(0, 300)], 'corrupt.jpg', { type: 'image/jpeg' }),
      new File([jpeg], 'last.jpg', { type: 'image/jpeg' }),
    ];
    const onImported = vi.fn();
    const onSkipped = vi.fn();

    const done = importImages(files, { store, prepare: { convertHeic, decode: corruptDecode } }, { onImported, onSkipped });
    await vi.runAllTimersAsync();
    const summary = await done;

    expect(onSkipped.mock.calls).toEqual([
      ['notes.txt', 'is not an image'],
      ['bomb.png', 'has too many pixels (over 100 megapixels)'],
      ['broken.heic', 'could not be converted from HEIC'],
      ['corrupt.jpg', 'could not be read'],
    ]);
    expect(summary.skipped.map((file) => file.name)).toEqual(['notes.txt', 'bomb.png', 'broken.heic', 'corrupt.jpg']);
    expect(onImported.mock.calls.map(([image]) => (image as ImportedImage).name)).toEqual(['first.png', 'last.jpg']);
    expect(data.size).toBe(2);
    // The bomb was refused from its header: the decoder never saw it.
    expect(calls.map((call) => (call.source as File).name).sort()).toEqual(['first.png', 'last.jpg']);
    expect(errorLog).toHaveBeenCalledWith('Error processing file', 'broken.heic', heicError);
    expect(errorLog).toHaveBeenCalledWith('Error processing file', 'corrupt.jpg', decodeError);
    expect(errorLog).toHaveBeenCalledTimes(4);
    expect(String(errorLog.mock.calls[2]?.[2])).toContain('Server error 415: Not a HEIC or HEIF image');
  });

  it('imports nothing from an empty list, without waiting', async () => {
    const store = createImageStore({ open: () => fakeBlobBackend().backend });
    await expect(importImages([], { store })).resolves.toEqual({ imported: [], skipped: [] });
  });
});

/** The parts of a DataTransfer the helpers read: its files and its items. */
function transfer(files: File[], items: { kind: string; type: string; file: File | null }[] = []) {
  return {
    files,
    items: items.map(({ kind, type, file }) => ({ kind, type, getAsFile: () => file })),
  };
}

function pasteEvent(clipboardData: ReturnType<typeof transfer> | null): ClipboardEvent {
  const event = new Event('paste');
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  return event as ClipboardEvent;
}

function dropEvent(dataTransfer: ReturnType<typeof transfer> | null): DragEvent {
  const event = new Event('drop');
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  return event as DragEvent;
}

describe('imagesFromClipboard', () => {
  const sticker = new File([png], 'image.png', { type: 'image/png' });
  const emoji = new File([png], 'emoji.gif', { type: 'image/gif' });

  it('takes the pasted image files and leaves out other files', () => {
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(imagesFromClipboard(pasteEvent(transfer([sticker, pdf, emoji])))).toEqual([sticker, emoji]);
  });

  it('reads file items when the browser lists the files only there, skipping text and non-images', () => {
    const event = pasteEvent(
      transfer([], [
        { kind: 'string', type: 'text/plain', file: null },
        { kind: 'file', type: 'image/png', file: sticker },
        { kind: 'file', type: 'text/csv', file: new File(['a,b'], 'a.csv', { type: 'text/csv' }) },
        { kind: 'file', type: 'image/gif', file: null },
      ]),
    );
    expect(imagesFromClipboard(event)).toEqual([sticker]);
  });

  it('does not count a file twice when the browser lists it in files and in items', () => {
    const event = pasteEvent(transfer([sticker], [{ kind: 'file', type: 'image/png', file: sticker }]));
    expect(imagesFromClipboard(event)).toEqual([sticker]);
  });

  it('gives nothing for a text paste or a paste without clipboard data', () => {
    expect(imagesFromClipboard(pasteEvent(transfer([], [{ kind: 'string', type: 'text/plain', file: null }])))).toEqual([]);
    expect(imagesFromClipboard(pasteEvent(null))).toEqual([]);
  });
});

describe('imagesFromDrop', () => {
  it('gives every dropped file, so the non-images are reported as skipped by name', () => {
    const photo = new File([jpeg], 'beach.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    expect(imagesFromDrop(dropEvent(transfer([photo, pdf])))).toEqual([photo, pdf]);
    expect(imagesFromDrop(dropEvent(null))).toEqual([]);
  });
});
