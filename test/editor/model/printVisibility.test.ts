import { describe, expect, it } from 'vitest';
import {
  clipInItemBox,
  coveringRects,
  visibleGhostsOnPrint,
  visibleItemsOnPrint,
  type PrintedGhosts,
} from '../../../src/editor/model/printVisibility.ts';
import type { Ghost, PrintedItem } from '../../../src/editor/model/types.ts';
import { makeItem } from './makeItem.ts';

const template = { width: 800, height: 1600 };
const ghost = (x: number, y: number, imageID = 'photo'): Ghost => ({ x, y, rotation: 0, imageID });
const sizes = new Map([
  ['photo', { width: 100, height: 80 }],
  ['logo', { width: 100, height: 80 }],
]);
/** JPEG photos are opaque; the PNG logo is not. */
const isOpaquePicture = (imageID: string) => imageID.startsWith('image-') || imageID === 'photo';
const ghostLayers = (overrides: Partial<PrintedGhosts>, items: readonly PrintedItem[] = []): PrintedGhosts => ({
  ghosts: [],
  sizes,
  opacity: 1,
  opaquePictures: new Set(['photo']),
  covering: coveringRects(items, isOpaquePicture),
  ...overrides,
});

describe('visibleGhostsOnPrint', () => {
  it('keeps the ghosts under a see-through sticker', () => {
    const under = ghost(300, 300);
    const sticker = { ...makeItem(0, [100, 100], [500, 500]), opacity: 0.5 };
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [under] }, [sticker]))).toEqual([under]);
  });

  it('leaves out ghosts under an opaque sticker, and keeps those under a transparent one', () => {
    const sticker = makeItem(0, [100, 100], [500, 500]);
    const under = ghost(300, 300);
    const beside = ghost(700, 300);
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [under, beside] }, [sticker]))).toEqual([beside]);
    const logo = { ...sticker, imageID: 'logo' };
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [under, beside] }, [logo]))).toEqual([under, beside]);
  });

  it('lets opaque ghosts hide the ghosts under them only at full opacity', () => {
    const below = ghost(300, 300, 'logo');
    const above = ghost(300, 300, 'photo');
    const big = new Map([...sizes, ['photo', { width: 200, height: 200 }]]);
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [below, above], sizes: big }))).toEqual([above]);
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [below, above], sizes: big, opacity: 0.99 }))).toEqual([below, above]);
  });

  it('leaves out ghosts whose picture has no size (never drawn)', () => {
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [ghost(700, 700, 'gone')] }))).toEqual([]);
  });

  it('clips a ghost to what the opaque sticker and the opaque ghost over it leave showing', () => {
    // The sticker covers x ≤ 300 of the ghost's 250–350, the wider ghost above its y ≥ 720 of 660–740
    // (on the 8-unit grid, clear of the 2-unit edge: from 296 and up to 728).
    const partly = ghost(300, 700);
    const sticker = makeItem(0, [0, 500], [300, 900]);
    const [underSticker] = visibleGhostsOnPrint(template, ghostLayers({ ghosts: [partly] }, [sticker]));
    expect(underSticker?.clip?.length).toBeGreaterThan(0);
    for (const rect of underSticker?.clip ?? []) expect(rect.x).toBeGreaterThanOrEqual(296);

    const above = ghost(300, 760, 'wide');
    const wide = new Map([...sizes, ['wide', { width: 200, height: 80 }]]);
    const opaquePictures = new Set(['photo', 'wide']);
    const [underGhost, top] = visibleGhostsOnPrint(template, ghostLayers({ ghosts: [partly, above], sizes: wide, opaquePictures }));
    for (const rect of underGhost?.clip ?? []) expect(rect.y + rect.height).toBeLessThanOrEqual(728);
    expect(underGhost?.clip?.length).toBeGreaterThan(0);
    expect(top).toEqual(above);
    // Below full opacity the ghost above lets it show through: drawn whole.
    expect(visibleGhostsOnPrint(template, ghostLayers({ ghosts: [partly, above], sizes: wide, opaquePictures, opacity: 0.5 }))).toEqual([
      partly,
      above,
    ]);
  });
});

describe('visibleItemsOnPrint', () => {
  it('leaves out a sticker under opaque stickers above it', () => {
    const hidden = makeItem(0, [200, 200], [300, 300]);
    const top = makeItem(1, [100, 100], [500, 500]);
    expect(visibleItemsOnPrint(template, [hidden, top], isOpaquePicture)).toEqual({ items: [top], itemClips: new Map() });
  });

  it('keeps what lies under a shaped opaque sticker: its corners show what is under them', () => {
    const hidden = makeItem(0, [200, 200], [300, 300]);
    const circle = { ...makeItem(1, [100, 100], [500, 500]), shape: { kind: 'circle' as const } };
    expect(visibleItemsOnPrint(template, [hidden, circle], isOpaquePicture).items).toEqual([hidden, circle]);
    const rectangle = { ...circle, shape: { kind: 'rectangle' as const } };
    expect(visibleItemsOnPrint(template, [hidden, rectangle], isOpaquePicture).items).toEqual([rectangle]);
  });

  it('keeps what lies under a see-through picture, and leaves out an item at no opacity at all', () => {
    const under = makeItem(0, [200, 200], [300, 300]);
    const top = makeItem(1, [100, 100], [500, 500]);
    expect(visibleItemsOnPrint(template, [under, { ...top, opacity: 0.99 }], isOpaquePicture).items).toEqual([under, { ...top, opacity: 0.99 }]);
    expect(visibleItemsOnPrint(template, [under, { ...top, opacity: 0 }], isOpaquePicture).items).toEqual([under]);
    expect(coveringRects([{ ...top, opacity: 0.5 }], isOpaquePicture)[0]?.opaque).toBe(false);
    expect(coveringRects([top], isOpaquePicture)[0]?.opaque).toBe(true);
  });

  it('clips an item to what the opaque stickers above it leave showing, and no item under a transparent one', () => {
    // The top sticker covers x 100–500 of the lower one's 300–700: only its right part can show.
    const lower = makeItem(0, [300, 300], [700, 500]);
    const top = makeItem(1, [100, 100], [500, 600]);
    const { items, itemClips } = visibleItemsOnPrint(template, [lower, top], isOpaquePicture);
    expect(items).toEqual([lower, top]);
    expect([...itemClips.keys()]).toEqual([lower.itemID]);
    for (const rect of itemClips.get(lower.itemID) ?? []) expect(rect.x).toBeGreaterThanOrEqual(496);
    const logo = { ...top, imageID: 'logo' };
    expect(visibleItemsOnPrint(template, [lower, logo], isOpaquePicture).itemClips).toEqual(new Map());
  });
});

describe('clipInItemBox', () => {
  it('is the clip in the item\'s own frame, within its box', () => {
    const item = makeItem(0, [100, 100], [500, 400]);
    // Two cells of the left half, one reaching past the item's edge.
    expect(clipInItemBox(item, [{ x: 80, y: 100, width: 120, height: 50 }, { x: 100, y: 300, width: 180, height: 150 }])).toEqual({ x: 0, y: 0, width: 180, height: 300 });
  });

  it('undoes the flip and the rotation', () => {
    const flipped = { ...makeItem(0, [100, 100], [500, 400]), flipX: true };
    // The left quarter of the template is the right quarter of the flipped picture.
    expect(clipInItemBox(flipped, [{ x: 100, y: 100, width: 100, height: 300 }])).toEqual({ x: 300, y: 0, width: 100, height: 300 });
    // Turned half a turn, the top strip on the template is the bottom strip of the picture.
    const turned = makeItem(0, [100, 100], [500, 400], 180);
    const part = clipInItemBox(turned, [{ x: 100, y: 100, width: 400, height: 60 }]);
    expect([part.x, part.y, part.width, part.height].map((value) => Math.round(value * 1000) / 1000)).toEqual([0, 240, 400, 60]);
  });

  it('covers a cell turned with the item by its corners', () => {
    const item = makeItem(0, [0, 0], [200, 200], 45);
    // A 20-unit cell at the middle: in the item's frame its corners lie about 14 units out each way.
    const part = clipInItemBox(item, [{ x: 90, y: 90, width: 20, height: 20 }]);
    expect(part.x).toBeCloseTo(100 - 10 * Math.SQRT2);
    expect(part.width).toBeCloseTo(20 * Math.SQRT2);
  });
});
