import { describe, expect, it } from 'vitest';
import { layerRows } from '../../../src/editor/model/layerNames.ts';
import { makeItem, makeText } from './makeItem.ts';

describe('the Layers list rows', () => {
  it('lists the items topmost first, photos counted from the back, texts by their words on one line', () => {
    const items = [
      makeItem(2, [0, 0], [10, 10]),
      makeText({ itemID: 't', itemIndex: 1, text: 'Pat & Sam\n2026' }),
      makeItem(0, [0, 0], [10, 10]),
      makeItem(3, [0, 0], [10, 10]),
    ];
    expect(layerRows(items).map(({ item, name }) => [item.itemID, name])).toEqual([
      ['item-3', 'Photo 3'],
      ['item-2', 'Photo 2'],
      ['t', 'Text: Pat & Sam 2026'],
      ['item-0', 'Photo 1'],
    ]);
  });

  it('names empty frames apart from photos, counted from the back', () => {
    const frame = (itemIndex: number) => ({ kind: 'frame' as const, itemID: `f${itemIndex}`, itemIndex, TL_imageBounds: { x: 0, y: 0 }, BR_imageBounds: { x: 10, y: 10 }, rotation: 0 });
    expect(layerRows([frame(2), makeItem(0, [0, 0], [10, 10]), frame(1)]).map(({ name }) => name)).toEqual(['Empty frame 2', 'Empty frame 1', 'Photo 1']);
  });

  it('cuts a long text\'s name to 24 characters with an ellipsis', () => {
    const [row] = layerRows([makeText({ text: 'A very long line of words indeed' })]);
    expect(row?.name).toBe('Text: A very long line of wor…');
  });
});
