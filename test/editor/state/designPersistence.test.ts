import { describe, expect, it } from 'vitest';
import { migrateDesign, serializeDesign } from '../../../src/editor/state/designPersistence.ts';
import type { CanvasItem } from '../../../src/editor/model/types.ts';

const item: CanvasItem = {
  itemID: 'a',
  imageID: 'img',
  itemIndex: 0,
  TL_imageBounds: { x: 1, y: 2 },
  BR_imageBounds: { x: 301, y: 202 },
  rotation: 45,
};

describe('saved design', () => {
  it('round-trips the SPEC instance records with their id list', () => {
    const text = serializeDesign([item, { ...item, itemID: 'b', itemIndex: 1 }]);
    expect(JSON.parse(text)).toMatchObject({ version: 1, itemIDs: ['a', 'b'], items: { a: { imageID: 'img', rotation: 45 } } });
    expect(migrateDesign(JSON.parse(text))).toEqual([item, { ...item, itemID: 'b', itemIndex: 1 }]);
  });

  it('drops unreadable records and unknown versions instead of breaking the editor', () => {
    expect(migrateDesign({ version: 99, itemIDs: ['a'], items: { a: item } })).toEqual([]);
    expect(migrateDesign(null)).toEqual([]);
    expect(
      migrateDesign({ version: 1, itemIDs: ['a', 'b'], items: { a: item, b: { imageID: 'img', TL_imageBounds: 'x' } } }),
    ).toEqual([item]);
  });
});
