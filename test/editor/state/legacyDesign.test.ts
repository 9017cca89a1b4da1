import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../../../src/app/browserStorage.ts';
import { makeStore } from '../../../src/app/store.ts';
import { readDesignSummary } from '../../../src/shared/designSummary.ts';
import { migratedDesignID } from '../../../src/editor/state/designKeeper.ts';
import { designStore } from '../../../src/editor/state/editorDesignStore.ts';
import { imageStore } from '../../../src/editor/state/editorImageStore.ts';
import { legacyDesignKeys } from '../../../src/editor/state/legacyDesign.ts';
import { restoreEditor } from '../../../src/editor/state/restoreEditor.ts';
import { selectBackdrop, selectDesign } from '../../../src/editor/state/selectors.ts';

/**
 * A browser as the editor left it before issue 50: SPEC §3's single-design keys, each value a
 * string exactly as that editor wrote it (saveChangedSettings wrote String(value); the items as
 * serializeDesign's version 2 record; the tray's ids as a JSON array), and the background picture
 * in the image store under 'backgroundImage'.
 */
const todaysKeys: Record<string, string> = {
  uuid: '3f1c2d9e-8a7b-4c6d-9e0f-112233445566',
  phoneModel: '15_pro',
  caseFinish: 'Glossy',
  backgroundColor: '#ff8800',
  showBackgroundImage: 'false',
  ghostsEnabled: 'true',
  ghostFreq: '4',
  ghostSize: '30',
  ghostOpacity: '60',
  ghostSeed: '1234567',
  images: JSON.stringify(['photo-a', 'photo-b', 'photo-c']),
  design: JSON.stringify({
    version: 2,
    itemIDs: ['sticker-1', 'words'],
    items: {
      'sticker-1': { kind: 'picture', imageID: 'photo-a', itemIndex: 0, TL_imageBounds: { x: 100, y: 500 }, BR_imageBounds: { x: 500, y: 800 }, rotation: 12, crop: { x: 10, y: 20, width: 300, height: 225 } },
      words: { kind: 'text', itemIndex: 1, TL_imageBounds: { x: 120, y: 900 }, BR_imageBounds: { x: 600, y: 1000 }, rotation: 0, text: 'Pat & Sam', fontFamily: 'Pacifico', fill: '#ffffff', align: 'center', stroke: null },
    },
  }),
};

const picture = (name: string) => ({ blob: new Blob([name], { type: 'image/jpeg' }), name, width: 4032, height: 3024 });

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const [key, value] of Object.entries(todaysKeys)) browserStorage.set(key, value);
  for (const imageID of ['photo-a', 'photo-b', 'photo-c']) await imageStore.put(imageID, picture(`${imageID}.jpg`));
  await imageStore.put('backgroundImage', picture('wall.jpg'));
});

describe('the move of the single design into the design store', () => {
  it('opens today’s design as the first design, with its pictures, settings and tray, and never writes the old keys again', async () => {
    const store = makeStore();
    await store.dispatch(restoreEditor());
    const state = store.getState();

    const design = selectDesign(state);
    expect(design.phoneModel).toBe('15_pro');
    expect(design.caseFinish).toBe('Glossy');
    expect(design.items.map((item) => [item.kind, item.itemID])).toEqual([['picture', 'sticker-1'], ['text', 'words']]);
    expect(design.items[0]).toMatchObject({ imageID: 'photo-a', rotation: 12, crop: { x: 10, y: 20, width: 300, height: 225 } });
    const backdrop = selectBackdrop(state);
    expect(backdrop).toMatchObject({ backgroundColor: '#ff8800', showBackgroundImage: false, ghostsEnabled: true, ghostFreq: 4, ghostSize: 30, ghostOpacity: 60, ghostSeed: 1234567 });
    // The background picture has an id of its own now, and the same bytes.
    expect(backdrop.backgroundImageID).toMatch(/^[0-9a-f-]{36}$/);
    expect((await imageStore.get(backdrop.backgroundImageID ?? ''))?.name).toBe('wall.jpg');
    expect(await imageStore.get('backgroundImage', { warnIfMissing: false })).toBeNull();
    // Nothing to undo: the move is not a change of the shopper's.
    expect(state.canvas.past).toHaveLength(0);

    expect(state.shelf.currentDesignID).toBe(migratedDesignID);
    expect(state.library.trayImageIDs).toEqual(['photo-a', 'photo-b', 'photo-c']);
    expect(await designStore.tray()).toEqual(['photo-a', 'photo-b', 'photo-c']);
    expect((await designStore.list()).map((card) => [card.id, card.name, card.phoneModel, card.caseFinish])).toEqual([
      [migratedDesignID, 'My iPhone 15 Pro case', '15_pro', 'Glossy'],
    ]);
    for (const key of legacyDesignKeys) expect(browserStorage.get(key), key).toBeNull();
    // The visitor's id is the shopper's, not the design's: it stays.
    expect(browserStorage.get('uuid')).toBe(todaysKeys.uuid);
    expect(readDesignSummary(browserStorage)).toEqual({ count: 1, current: { id: migratedDesignID, phoneModel: '15_pro', caseFinish: 'Glossy' } });

    // Keys written again later (an old tab, a test helper) are not read a second time.
    browserStorage.set('phoneModel', 's24');
    const again = makeStore();
    await again.dispatch(restoreEditor());
    expect(selectDesign(again.getState()).phoneModel).toBe('15_pro');
    expect(await designStore.list()).toHaveLength(1);
  });
});
