import type { ArtItem, PictureItem, TextItem } from '../../../src/editor/model/types.ts';

/** A test picture from its bounds in template units; the id defaults to the index. */
export function makeItem(
  itemIndex: number,
  tl: [number, number],
  br: [number, number],
  rotation = 0,
  itemID = `item-${itemIndex}`,
): PictureItem {
  return {
    kind: 'picture',
    itemID,
    imageID: `image-${itemIndex}`,
    itemIndex,
    TL_imageBounds: { x: tl[0], y: tl[1] },
    BR_imageBounds: { x: br[0], y: br[1] },
    rotation,
  };
}

/** A test text: Pacifico words in rose with a slate outline, overridable field by field. */
export function makeText(overrides: Partial<TextItem> = {}): TextItem {
  return {
    kind: 'text',
    itemID: 'words',
    itemIndex: 9,
    TL_imageBounds: { x: 100, y: 900 },
    BR_imageBounds: { x: 700, y: 1080 },
    rotation: 15,
    text: 'Pat & Sam\n2026 🎉',
    fontFamily: 'Pacifico',
    fill: '#edafb8',
    align: 'right',
    stroke: '#4a5759',
    ...overrides,
  };
}

/** A test library art: a dog face emoji by default, overridable field by field (a shape needs `fill`). */
export function makeArt(overrides: Partial<ArtItem> = {}): ArtItem {
  return {
    kind: 'art',
    itemID: 'art',
    itemIndex: 8,
    TL_imageBounds: { x: 200, y: 300 },
    BR_imageBounds: { x: 500, y: 600 },
    rotation: -10,
    source: 'emoji',
    artID: '1f436',
    ...overrides,
  };
}
