import type { PictureItem } from '../../../src/editor/model/types.ts';

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
