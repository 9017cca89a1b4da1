import { describe, expect, it } from 'vitest';
import { migrateDesign } from '../../../src/editor/state/designMigration.ts';
import type { CanvasItem, PictureItem } from '../../../src/editor/model/types.ts';
import { makeArt, makeText } from '../model/makeItem.ts';

/** The items as the editor saved them under localStorage 'design' before the design store (issue 50): SPEC §3's records by id. */
function serializeDesign(items: readonly CanvasItem[]): string {
  return JSON.stringify({ version: 2, itemIDs: items.map((item) => item.itemID), items: Object.fromEntries(items.map(({ itemID, ...record }) => [itemID, record])) });
}

const item: PictureItem = {
  kind: 'picture',
  itemID: 'a',
  imageID: 'img',
  itemIndex: 0,
  TL_imageBounds: { x: 1, y: 2 },
  BR_imageBounds: { x: 301, y: 202 },
  rotation: 45,
};

const text = makeText({ itemID: 't', itemIndex: 1, text: 'Pat & Sam\n2026', align: 'left' });

describe('saved design', () => {
  it('round-trips pictures and texts with their kinds, under version 2', () => {
    const saved = serializeDesign([item, text]);
    expect(JSON.parse(saved)).toMatchObject({
      version: 2,
      itemIDs: ['a', 't'],
      items: { a: { kind: 'picture', imageID: 'img', rotation: 45 }, t: { kind: 'text', fontFamily: 'Pacifico' } },
    });
    expect(migrateDesign(JSON.parse(saved))).toEqual([item, text]);
  });

  it('round-trips an empty frame with its outline and look, and leaves out an outline or look it cannot read', () => {
    const square: CanvasItem = { kind: 'frame', itemID: 'f', itemIndex: 2, TL_imageBounds: { x: 60, y: 700 }, BR_imageBounds: { x: 400, y: 1000 }, rotation: 0 };
    const frame: CanvasItem = { ...square, shape: { kind: 'roundedRectangle', cornerRadius: 40 }, look: 'mono' };
    expect(migrateDesign(JSON.parse(serializeDesign([item, frame])))).toEqual([item, frame]);
    const unreadable = JSON.parse(serializeDesign([{ ...square, shape: { kind: 'circle' }, look: 'warm' }]).replace('"circle"', '"hexagon"').replace('"warm"', '"sparkly"')) as unknown;
    expect(migrateDesign(unreadable)).toEqual([square]);
  });

  it('round-trips library art and a curved text, and mends what it cannot read of them', () => {
    const dog = makeArt({ itemIndex: 2 });
    const heart = makeArt({ itemID: 'h', itemIndex: 3, source: 'shape', artID: 'heart', fill: '#d62839' });
    const arched = makeText({ itemID: 'c', itemIndex: 4, curve: 60 });
    expect(migrateDesign(JSON.parse(serializeDesign([item, text, dog, heart, arched])))).toEqual([item, text, dog, heart, arched]);
    const saved = (records: Record<string, unknown>) => ({ version: 2, itemIDs: Object.keys(records), items: records });
    // A shape the store does not have, an emoji id that is no code points and another source are dropped.
    expect(migrateDesign(saved({ x: { ...heart, artID: 'pentacle' }, y: { ...dog, artID: '<svg>' }, z: { ...dog, source: 'gif' } }))).toEqual([]);
    // A shape without a readable colour is white; an emoji keeps no colour; a curve is cut to ±100, and 0 is straight.
    expect(migrateDesign(saved({ h: { ...heart, fill: 'red' }, art: { ...dog, fill: '#000000' } }))).toEqual([{ ...heart, fill: '#ffffff' }, dog]);
    expect(migrateDesign(saved({ c: { ...arched, curve: 250 } }))).toEqual([{ ...arched, curve: 100 }]);
    const straight = makeText({ itemID: 'c', itemIndex: 4 });
    expect(migrateDesign(saved({ c: { ...arched, curve: 0 } }))).toEqual([straight]);
    expect(migrateDesign(saved({ c: { ...arched, curve: 'arch' } }))).toEqual([straight]);
  });

  it('loads a design saved before text items (version 1, records without a kind) as pictures, unchanged', () => {
    const record = { imageID: item.imageID, itemIndex: 0, TL_imageBounds: item.TL_imageBounds, BR_imageBounds: item.BR_imageBounds, rotation: 45 };
    const savedByVersion1 = { version: 1, itemIDs: ['a', 'b'], items: { a: record, b: { ...record, itemIndex: 1 } } };
    expect(migrateDesign(savedByVersion1)).toEqual([item, { ...item, itemID: 'b', itemIndex: 1 }]);
    // A version 1 record never held a text, whatever it claims.
    expect(migrateDesign({ version: 1, itemIDs: ['t'], items: { t: text } })).toEqual([]);
  });

  it('keeps a flipped or locked item so, reads a record without the flags unchanged, and drops flags that are not true', () => {
    const flipped = { ...item, flipX: true, locked: true };
    expect(migrateDesign(JSON.parse(serializeDesign([flipped, text])))).toEqual([flipped, text]);
    const odd = { version: 2, itemIDs: ['a'], items: { a: { ...item, flipX: 'yes', locked: false } } };
    expect(migrateDesign(odd)).toEqual([item]);
  });

  it('keeps each kind\'s opacity; a design saved before opacity loads at 100%, and an opacity out of range is held to 0–1', () => {
    const faded = [{ ...item, opacity: 0.4 }, { ...text, opacity: 0 }, makeArt({ itemIndex: 2, opacity: 0.75 })];
    expect(migrateDesign(JSON.parse(serializeDesign(faded)))).toEqual(faded);
    const savedBefore = JSON.parse(serializeDesign([item, text])) as { items: Record<string, object> };
    expect(Object.values(savedBefore.items).some((record) => 'opacity' in record)).toBe(false);
    expect(migrateDesign(savedBefore)).toEqual([item, text]);
    const odd = { version: 2, itemIDs: ['a', 'b', 'c'], items: { a: { ...item, opacity: 7 }, b: { ...item, opacity: -1 }, c: { ...item, opacity: 'half' } } };
    expect(migrateDesign(odd)).toEqual([item, { ...item, itemID: 'b', opacity: 0 }, { ...item, itemID: 'c' }]);
  });

  it('drops unreadable records and unknown versions instead of breaking the editor', () => {
    expect(migrateDesign({ version: 99, itemIDs: ['a'], items: { a: item } })).toEqual([]);
    expect(migrateDesign(null)).toEqual([]);
    expect(
      migrateDesign({ version: 1, itemIDs: ['a', 'b'], items: { a: item, b: { imageID: 'img', TL_imageBounds: 'x' } } }),
    ).toEqual([item]);
    const unknownFont = { ...text, fontFamily: 'Comic Sans MS' };
    const unknownKind = { ...item, kind: 'video' };
    expect(migrateDesign({ version: 2, itemIDs: ['t', 'v', 'a'], items: { t: unknownFont, v: unknownKind, a: item } })).toEqual([item]);
  });

  it('cuts a saved text to the limits and mends a style it cannot read', () => {
    const long = { ...text, text: 'one\ntwo\nthree\nfour', fill: 'red', align: 'justify', stroke: 42 };
    const [loaded] = migrateDesign({ version: 2, itemIDs: ['t'], items: { t: long } }) as [CanvasItem];
    expect(loaded).toMatchObject({ kind: 'text', text: 'one\ntwo\nthree four', fill: '#ffffff', align: 'center', stroke: null });
  });

  it('round-trips a picture’s crop and shape, and leaves out a crop or shape it cannot read', () => {
    const shaped: PictureItem = { ...item, crop: { x: 10, y: 20, width: 300, height: 200 }, shape: { kind: 'roundedRectangle', cornerRadius: 30 } };
    expect(migrateDesign(JSON.parse(serializeDesign([shaped])))).toEqual([shaped]);
    const bad = { ...item, crop: { x: -5, y: 0, width: 10, height: 10 }, shape: { kind: 'hexagon' } };
    expect(migrateDesign({ version: 2, itemIDs: ['a'], items: { a: bad } })).toEqual([item]);
    const noSize = { ...item, crop: { x: 0, y: 0, width: 0, height: 10 }, shape: { kind: 'star', cornerRadius: 'big' } };
    expect(migrateDesign({ version: 2, itemIDs: ['a'], items: { a: noSize } })).toEqual([{ ...item, shape: { kind: 'star' } }]);
  });

  it('round-trips a picture’s look and sliders; a design saved before looks loads unchanged, and an unknown look or a slider out of range is left out', () => {
    const looked: PictureItem = { ...item, look: 'vintage', adjust: { brightness: 40, warmth: -100 } };
    expect(migrateDesign(JSON.parse(serializeDesign([looked, text])))).toEqual([looked, text]);
    const before = { version: 2, itemIDs: ['a'], items: { a: { kind: 'picture', imageID: 'img', itemIndex: 0, TL_imageBounds: item.TL_imageBounds, BR_imageBounds: item.BR_imageBounds, rotation: 45 } } };
    const [loaded] = migrateDesign(before);
    expect(loaded).toEqual(item);
    expect(loaded).not.toHaveProperty('look');
    expect(loaded).not.toHaveProperty('adjust');
    const bad = { ...item, look: 'lomo', adjust: { brightness: 140, contrast: 'high', saturation: 12.5, warmth: -20, sharpness: 9 } };
    expect(migrateDesign({ version: 2, itemIDs: ['a'], items: { a: bad } })).toEqual([{ ...item, adjust: { warmth: -20 } }]);
    expect(migrateDesign({ version: 2, itemIDs: ['a'], items: { a: { ...item, look: 'original', adjust: 'bright' } } })).toEqual([item]);
  });
});
