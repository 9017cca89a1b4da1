import { describe, expect, it } from 'vitest';
import {
  picturesToShare,
  documentOfShared,
  toSharedDesign,
  trayWithShared,
} from '../../../src/editor/state/sharedDesignMapping.ts';
import { emptyDocument } from '../../../src/editor/model/designDocument.ts';

const defaultDesign = emptyDocument();
import { makeItem, makeText } from '../model/makeItem.ts';

const text = makeText({ itemIndex: 3 });

const images = [
  { imageID: 'image-0', name: 'a.png', width: 300, height: 200 },
  { imageID: 'image-1', name: 'b.jpg', width: 2048, height: 1536 },
  { imageID: 'tray-only', name: 'c.png', width: 10, height: 10 },
];

describe('sharing this browser’s design', () => {
  it('lists each picture the stickers show once, in layer order, then the background, and no tray-only picture', () => {
    const items = [makeItem(0, [0, 0], [10, 10]), makeItem(1, [5, 5], [20, 20]), { ...makeItem(2, [1, 1], [2, 2]), imageID: 'image-0' }, text];
    const background = { blob: new Blob(['x']), name: 'sky.jpg', width: 800, height: 1600 };
    expect(picturesToShare(items, images, background)).toEqual([
      { imageID: 'image-0', name: 'a.png', width: 300, height: 200 },
      { imageID: 'image-1', name: 'b.jpg', width: 2048, height: 1536 },
      { imageID: 'backgroundImage', name: 'sky.jpg', width: 800, height: 1600 },
    ]);
    expect(picturesToShare([], images, null)).toEqual([]);
  });

  it('carries the version, the model, finish, background and ghost settings and the items of both kinds, and opens back to the same settings', () => {
    const backdrop = {
      backgroundColor: '#ffb703',
      showBackgroundImage: true,
      backgroundImageID: 'wall',
      ghostsEnabled: true,
      ghostFreq: 4,
      ghostSize: 120,
      ghostOpacity: 55,
      ghostSeed: 987654,
    };
    const items = [{ ...makeItem(0, [0, 0], [10, 10], 33), flipX: true }, { ...text, locked: true }];
    const mine = { items, phoneModel: '16', caseFinish: 'Glossy' as const, backdrop, collage: null };
    const design = toSharedDesign(mine, items, picturesToShare(items, images, null));
    expect(design).toEqual({
      version: 2,
      phoneModel: '16',
      caseFinish: 'Glossy',
      backgroundColor: '#ffb703',
      showBackgroundImage: true,
      ghosts: { enabled: true, freq: 4, size: 120, opacity: 55, seed: 987654 },
      items,
      pictures: [{ imageID: 'image-0', name: 'a.png', width: 300, height: 200 }],
    });
    // Opened, it is the same design, its background picture under the id this browser gave it.
    expect(documentOfShared(design, items, 'wall')).toEqual(mine);
  });

  it('carries a picture’s crop and shape, and no field the shared design does not know', () => {
    const cropped = { ...makeItem(0, [0, 0], [10, 10]), crop: { x: 5, y: 6, width: 70, height: 70 }, shape: { kind: 'heart' as const } };
    const design = toSharedDesign({ ...defaultDesign, phoneModel: '16' }, [cropped], picturesToShare([cropped], images, null));
    expect(design.items).toEqual([cropped]);
    expect(toSharedDesign({ ...defaultDesign, phoneModel: '16' }, [makeItem(0, [0, 0], [10, 10])], []).items[0]).not.toHaveProperty('crop');
  });

  it('carries a picture’s look and sliders, and none for a picture without them', () => {
    const looked = { ...makeItem(0, [0, 0], [10, 10]), look: 'mono' as const, adjust: { brightness: 35 } };
    const design = toSharedDesign({ ...defaultDesign, phoneModel: '16' }, [looked, makeItem(1, [0, 0], [10, 10])], []);
    expect(design.items[0]).toEqual(looked);
    expect(design.items[1]).not.toHaveProperty('look');
    expect(design.items[1]).not.toHaveProperty('adjust');
  });

  it('carries every kind\'s opacity, and none for an opaque item', () => {
    const faded = [{ ...makeItem(0, [0, 0], [10, 10]), opacity: 0.3 }, { ...text, opacity: 0 }, makeItem(1, [0, 0], [10, 10])];
    const design = toSharedDesign({ ...defaultDesign, phoneModel: '16' }, faded, []);
    expect(design.items.map((item) => item.opacity)).toEqual([0.3, 0, undefined]);
    expect(design.items[2]).not.toHaveProperty('opacity');
  });

  it('carries an empty frame’s outline and look', () => {
    const frame = { kind: 'frame' as const, itemID: 'f', itemIndex: 0, TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 10, y: 10 }, rotation: 0, shape: { kind: 'circle' as const }, look: 'fade' as const };
    expect(toSharedDesign({ ...defaultDesign, phoneModel: '16' }, [frame], []).items).toEqual([frame]);
  });

  it('adds the shared stickers’ pictures to the tray after this browser’s own, without the background', () => {
    const pictures = [
      { imageID: 'mine', name: 'm.png', width: 1, height: 1 },
      { imageID: 'theirs', name: 't.png', width: 1, height: 1 },
      { imageID: 'backgroundImage', name: 'bg.png', width: 1, height: 1 },
    ];
    expect(trayWithShared(['mine', 'other'], pictures)).toEqual(['mine', 'other', 'theirs']);
  });
});
