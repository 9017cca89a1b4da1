import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesignStore, savedHistoryLimit, type DesignCard, type DesignStore } from '../../../src/editor/assets/designStore.ts';
import { createImageStore, type ImageStore } from '../../../src/editor/assets/imageStore.ts';
import { StorageFullError, storageFullMessage } from '../../../src/editor/assets/storageFull.ts';
import { emptyDocument, type DesignDocument } from '../../../src/editor/model/designDocument.ts';
import { makeItem } from '../model/makeItem.ts';
import { fakeBlobBackend } from './fakeBlobBackend.ts';

let images: ImageStore;
let pictures: ReturnType<typeof fakeBlobBackend>;
let backends: { designs: ReturnType<typeof fakeBlobBackend>; histories: ReturnType<typeof fakeBlobBackend>; shelf: ReturnType<typeof fakeBlobBackend> };
let store: DesignStore;

const picture = (name: string) => ({ blob: new Blob([name]), name, width: 4032, height: 3024 });
const card = (id: string, updatedAt = 1000): DesignCard => ({ id, name: id, phoneModel: '16', caseFinish: 'Matte', createdAt: 1000, updatedAt });
/** A design showing these stickers' pictures, and a background picture when given. */
function showing(imageIDs: string[], backgroundImageID: string | null = null): DesignDocument {
  const document = emptyDocument('16', 'Matte');
  return {
    ...document,
    items: imageIDs.map((imageID, index) => ({ ...makeItem(index, [100, 100], [300, 300]), imageID })),
    backdrop: { ...document.backdrop, backgroundImageID },
  };
}
const only = (present: DesignDocument) => ({ past: [], present, future: [] });

beforeEach(async () => {
  pictures = fakeBlobBackend();
  images = createImageStore({ open: () => pictures.backend });
  backends = { designs: fakeBlobBackend(), histories: fakeBlobBackend(), shelf: fakeBlobBackend() };
  store = createDesignStore(images, () => ({ designs: backends.designs.backend, histories: backends.histories.backend, shelf: backends.shelf.backend }));
  for (const imageID of ['shared', 'only-a', 'only-b', 'tray-only', 'wall', 'undone']) await images.put(imageID, picture(imageID));
});

describe('the design store', () => {
  it('keeps each design with its card and its own history, past and future capped, listed last changed first', async () => {
    await store.add(card('a', 1000), only(showing(['shared'])));
    await store.add(card('b', 2000), only(showing(['only-b'])));
    const steps = Array.from({ length: savedHistoryLimit + 20 }, (_, index) => showing(index % 2 ? ['shared'] : ['only-a']));
    await store.save('a', { past: steps, present: showing(['shared', 'only-a']), future: steps }, 3000);
    expect((await store.list()).map((design) => design.id)).toEqual(['a', 'b']);
    const history = await store.history('a');
    expect(history?.past).toHaveLength(savedHistoryLimit);
    expect(history?.future).toHaveLength(savedHistoryLimit);
    // The steps nearest the present are the ones kept.
    expect(history?.past.at(-1)).toEqual(steps.at(-1));
    expect(history?.future[0]).toEqual(steps[0]);
    expect(history?.present.items.map((item) => item.kind === 'picture' && item.imageID)).toEqual(['shared', 'only-a']);
    expect((await store.history('b'))?.present.items).toHaveLength(1);
  });

  it('stores a picture two designs show once, and frees it only with the last design that shows it', async () => {
    await store.add(card('a'), only(showing(['shared', 'only-a'], 'wall')));
    await store.add(card('b'), only(showing(['shared', 'only-b'])));
    // A picture only an undone step shows is still needed: Redo brings it back.
    await store.save('b', { past: [], present: showing(['shared', 'only-b']), future: [showing(['undone'])] });
    await store.saveTray(['tray-only']);
    expect(pictures.data.size).toBe(6);

    await store.updateCard('a', { deletedAt: 5000 });
    expect((await store.list()).map((design) => design.id)).toEqual(['b']);
    // Until it is purged, a deleted design can come back with every picture.
    await store.collectUnusedPictures();
    expect([...pictures.data.keys()].sort()).toEqual(['only-a', 'only-b', 'shared', 'tray-only', 'undone', 'wall']);
    await store.purge(4000);
    expect(await store.card('a')).not.toBeNull();

    await store.purge(5000);
    expect(await store.card('a')).toBeNull();
    expect(await store.history('a')).toBeNull();
    expect([...pictures.data.keys()].sort()).toEqual(['only-b', 'shared', 'tray-only', 'undone']);

    await store.updateCard('b', { deletedAt: 6000 });
    await store.purge(6000);
    expect([...pictures.data.keys()]).toEqual(['tray-only']);
  });

  it('brings a deleted design back before it is purged', async () => {
    await store.add(card('a'), only(showing(['only-a'])));
    await store.updateCard('a', { deletedAt: 5000 });
    await store.updateCard('a', { deletedAt: undefined });
    await store.purge(10_000);
    expect((await store.list()).map((design) => [design.id, design.deletedAt])).toEqual([['a', undefined]]);
    expect(pictures.data.has('only-a')).toBe(true);
  });

  it('refuses a design the browser has no room for with a StorageFullError, and keeps every design it had', async () => {
    await store.add(card('a'), only(showing(['only-a'])));
    backends.histories.failures.setItem = 1;
    await expect(store.add(card('b'), only(showing(['only-b'])))).rejects.toBeInstanceOf(StorageFullError);
    // Nothing half written: no card without its history.
    expect(await store.card('b')).toBeNull();
    expect((await store.list()).map((design) => design.id)).toEqual(['a']);

    backends.histories.failures.setItem = 1;
    await expect(store.save('a', only(showing(['only-a', 'shared'])))).rejects.toBeInstanceOf(StorageFullError);
    expect((await store.history('a'))?.present.items).toHaveLength(1);
  });

  it('refuses a picture the browser has no room for rather than keeping it in memory only', async () => {
    const onMemoryFallback = vi.fn();
    const full = fakeBlobBackend();
    const refusing = createImageStore({ open: () => full.backend, onMemoryFallback });
    full.failures.setItem = 2;
    await expect(refusing.put('big', picture('big.jpg'))).rejects.toBeInstanceOf(StorageFullError);
    expect(onMemoryFallback).not.toHaveBeenCalled();
    expect(await refusing.get('big', { warnIfMissing: false })).toBeNull();
  });

  it('counts the designs and photos for the storage-full message', async () => {
    await store.add(card('a'), only(showing(['only-a'])));
    await store.add(card('b'), only(showing(['only-b'])));
    await store.updateCard('b', { deletedAt: 1 });
    await store.saveTray(['tray-only']);
    // The photos the designs (a deleted one until purged) and the tray keep; a stored picture nothing uses is not counted.
    expect(await store.counts()).toEqual({ designs: 1, photos: 3 });
    expect(storageFullMessage('IMG_0001.jpg was not added.', { designs: 12, photos: 48, usedBytes: 480e6, quotaBytes: 500e6 })).toBe(
      'Your browser’s storage is full: IMG_0001.jpg was not added. Your 12 designs and 48 photos use 480 MB of the 500 MB this browser allows. Delete a design or photos you no longer need to make room; everything already kept is safe.',
    );
    expect(storageFullMessage('your latest change could not be saved.', { designs: 1, photos: 1 })).toContain('Your 1 design and 1 photo fill the room');
    // A browser that refuses while its estimate shows ample room gets no figures that contradict "full".
    expect(storageFullMessage('x.', { designs: 2, photos: 5, usedBytes: 8e5, quotaBytes: 1e10 })).toContain('Your 2 designs and 5 photos fill the room this browser allows.');
  });
});
