import { describe, expect, it } from 'vitest';
import {
  picturesToShare,
  settingsOfShared,
  toSharedDesign,
  trayWithShared,
} from '../../../src/editor/state/sharedDesignMapping.ts';
import { defaultSettings } from '../../../src/editor/state/settingsSlice.ts';
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
    const settings = {
      ...defaultSettings,
      phoneModel: '16',
      caseFinish: 'Glossy' as const,
      backgroundColor: '#ffb703',
      showBackgroundImage: true,
      hasBackgroundImage: true,
      ghostsEnabled: true,
      ghostFreq: 4,
      ghostSize: 120,
      ghostOpacity: 55,
      ghostSeed: 987654,
    };
    const items = [{ ...makeItem(0, [0, 0], [10, 10], 33), flipX: true }, { ...text, locked: true }];
    const design = toSharedDesign(settings, items, picturesToShare(items, images, null));
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
    const { phoneModel, caseFinish, backgroundColor, showBackgroundImage, hasBackgroundImage, ghostsEnabled, ghostFreq, ghostSize, ghostOpacity, ghostSeed } = settings;
    expect(settingsOfShared(design, true)).toEqual({
      phoneModel, caseFinish, backgroundColor, showBackgroundImage, hasBackgroundImage, ghostsEnabled, ghostFreq, ghostSize, ghostOpacity, ghostSeed,
    });
  });

  it('carries a picture’s crop and shape, and no field the shared design does not know', () => {
    const cropped = { ...makeItem(0, [0, 0], [10, 10]), crop: { x: 5, y: 6, width: 70, height: 70 }, shape: { kind: 'heart' as const } };
    const design = toSharedDesign({ ...defaultSettings, phoneModel: '16' }, [cropped], picturesToShare([cropped], images, null));
    expect(design.items).toEqual([cropped]);
    expect(toSharedDesign({ ...defaultSettings, phoneModel: '16' }, [makeItem(0, [0, 0], [10, 10])], []).items[0]).not.toHaveProperty('crop');
  });

  it('carries a picture’s look and sliders, and none for a picture without them', () => {
    const looked = { ...makeItem(0, [0, 0], [10, 10]), look: 'mono' as const, adjust: { brightness: 35 } };
    const design = toSharedDesign({ ...defaultSettings, phoneModel: '16' }, [looked, makeItem(1, [0, 0], [10, 10])], []);
    expect(design.items[0]).toEqual(looked);
    expect(design.items[1]).not.toHaveProperty('look');
    expect(design.items[1]).not.toHaveProperty('adjust');
  });

  it('carries an empty frame’s outline and look', () => {
    const frame = { kind: 'frame' as const, itemID: 'f', itemIndex: 0, TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 10, y: 10 }, rotation: 0, shape: { kind: 'circle' as const }, look: 'fade' as const };
    expect(toSharedDesign({ ...defaultSettings, phoneModel: '16' }, [frame], []).items).toEqual([frame]);
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
