import { describe, expect, it } from 'vitest';
import { visibleOnPrint, type PrintedLayers } from '../../../src/editor/model/printVisibility.ts';
import type { Ghost } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

const template = { width: 800, height: 1600 };
const ghost = (x: number, y: number, imageID = 'photo'): Ghost => ({ x, y, rotation: 0, imageID });
const sizes = new Map([
  ['photo', { width: 100, height: 80 }],
  ['logo', { width: 100, height: 80 }],
]);
/** JPEG photos are opaque; the PNG logo is not. */
const layers = (overrides: Partial<PrintedLayers>): PrintedLayers => ({
  ghosts: [],
  ghostSizes: sizes,
  ghostOpacity: 1,
  items: [],
  isOpaquePicture: (imageID) => imageID.startsWith('image-') || imageID === 'photo',
  ...overrides,
});

describe('visibleOnPrint', () => {
  it('leaves out ghosts under an opaque sticker, and keeps those under a transparent one', () => {
    const sticker = makeItem(0, [100, 100], [500, 500]);
    const under = ghost(300, 300);
    const beside = ghost(700, 300);
    expect(visibleOnPrint(template, layers({ ghosts: [under, beside], items: [sticker] }))).toEqual({
      ghosts: [beside],
      items: [sticker],
      itemClips: new Map(),
    });
    const logo = { ...sticker, imageID: 'logo' };
    expect(visibleOnPrint(template, layers({ ghosts: [under, beside], items: [logo] })).ghosts).toEqual([under, beside]);
  });

  it('lets opaque ghosts hide the ghosts under them only at full opacity', () => {
    const below = ghost(300, 300, 'logo');
    const above = ghost(300, 300, 'photo');
    const big = new Map([...sizes, ['photo', { width: 200, height: 200 }]]);
    expect(visibleOnPrint(template, layers({ ghosts: [below, above], ghostSizes: big })).ghosts).toEqual([above]);
    expect(visibleOnPrint(template, layers({ ghosts: [below, above], ghostSizes: big, ghostOpacity: 0.99 })).ghosts).toEqual([
      below,
      above,
    ]);
  });

  it('leaves out a sticker under opaque stickers above it, and ghosts whose picture has no size (never drawn)', () => {
    const hidden = makeItem(0, [200, 200], [300, 300]);
    const top = makeItem(1, [100, 100], [500, 500]);
    const unsized = ghost(700, 700, 'gone');
    expect(visibleOnPrint(template, layers({ ghosts: [unsized], items: [hidden, top] }))).toEqual({
      ghosts: [],
      items: [top],
      itemClips: new Map(),
    });
  });

  it('keeps what lies under a shaped opaque sticker: its corners show what is under them', () => {
    const hidden = makeItem(0, [200, 200], [300, 300]);
    const circle = { ...makeItem(1, [100, 100], [500, 500]), shape: { kind: 'circle' as const } };
    expect(visibleOnPrint(template, layers({ items: [hidden, circle] })).items).toEqual([hidden, circle]);
    const rectangle = { ...circle, shape: { kind: 'rectangle' as const } };
    expect(visibleOnPrint(template, layers({ items: [hidden, rectangle] })).items).toEqual([rectangle]);
  });

  it('clips an item to what the opaque stickers above it leave showing, and no item under a transparent one', () => {
    // The top sticker covers x 100–500 of the lower one's 300–700: only its right part can show.
    const lower = makeItem(0, [300, 300], [700, 500]);
    const top = makeItem(1, [100, 100], [500, 600]);
    const { items, itemClips } = visibleOnPrint(template, layers({ items: [lower, top] }));
    expect(items).toEqual([lower, top]);
    expect([...itemClips.keys()]).toEqual([lower.itemID]);
    for (const rect of itemClips.get(lower.itemID) ?? []) expect(rect.x).toBeGreaterThanOrEqual(496);
    const logo = { ...top, imageID: 'logo' };
    expect(visibleOnPrint(template, layers({ items: [lower, logo] })).itemClips).toEqual(new Map());
  });
});
