import { describe, expect, it } from 'vitest';
import { draftedItem, isDraftUnchanged, startingDraft } from '../../../src/editor/model/cropDraft.ts';
import { makeItem } from './makeItem.ts';

const photo = { width: 4000, height: 3000 };

describe('the crop mode draft', () => {
  it('starts from the whole picture for a picture never cropped', () => {
    const item = makeItem(0, [10, 20], [410, 320]);
    expect(startingDraft(item, photo)).toEqual({
      bounds: { TL_imageBounds: { x: 10, y: 20 }, BR_imageBounds: { x: 410, y: 320 } },
      crop: { x: 0, y: 0, width: 4000, height: 3000 },
    });
  });

  it('starts from the item’s crop, and from the cover fit for a box of another ratio', () => {
    const cropped = { ...makeItem(0, [0, 0], [100, 100]), crop: { x: 5, y: 6, width: 700, height: 700 } };
    expect(startingDraft(cropped, photo).crop).toEqual(cropped.crop);
    expect(startingDraft(makeItem(0, [0, 0], [300, 300]), photo).crop).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('tells a visit that changed nothing from one that did', () => {
    const item = makeItem(0, [10, 20], [410, 320]);
    const draft = startingDraft(item, photo);
    expect(isDraftUnchanged(item, photo, { ...draft, crop: { ...draft.crop, x: draft.crop.x + 1e-9 } })).toBe(true);
    expect(isDraftUnchanged(item, photo, { ...draft, crop: { ...draft.crop, width: 3000 } })).toBe(false);
    expect(isDraftUnchanged(item, photo, { ...draft, bounds: { ...draft.bounds, BR_imageBounds: { x: 400, y: 320 } } })).toBe(false);
  });

  it('shows the item with the draft’s box and crop, keeping its turn, flip and shape', () => {
    const item = { ...makeItem(0, [0, 0], [100, 100], 30), flipX: true, shape: { kind: 'circle' as const } };
    const drafted = draftedItem(item, { bounds: { TL_imageBounds: { x: 1, y: 2 }, BR_imageBounds: { x: 51, y: 52 } }, crop: { x: 0, y: 0, width: 50, height: 50 } });
    expect(drafted).toMatchObject({ rotation: 30, flipX: true, shape: { kind: 'circle' }, TL_imageBounds: { x: 1, y: 2 }, crop: { width: 50 } });
  });
});
