import { coverCrop } from './crop.ts';
import { itemSize } from './geometry.ts';
import { topShapedItemAt } from './shapeHitTest.ts';
import type { CanvasItem, FrameItem, PictureItem, Point, Size } from './types.ts';

/**
 * Collage cells and what fills them (issue 32). A cell is an empty frame, or a picture a collage
 * laid out (a cropped picture, as swapPictures treats them). Template units; picture sizes in
 * image px.
 */
export type Cell = FrameItem | (PictureItem & { crop: NonNullable<PictureItem['crop']> });

export function isCell(item: CanvasItem): item is Cell {
  return item.kind === 'frame' || (item.kind === 'picture' && item.crop !== undefined);
}

/** The topmost item under `point`, if it is a cell that may take a picture (not locked); null otherwise. */
export function cellAt(items: readonly CanvasItem[], point: Point): Cell | null {
  const top = topShapedItemAt(items, point);
  return top && !top.locked && isCell(top) ? top : null;
}

/**
 * The cell with `imageID`'s picture in it: the same item (id, layer, bounds, turn, flip, lock,
 * opacity, outline, look) as a picture cropped to cover the cell centred on the picture's middle.
 */
export function fillCell(cell: Cell, imageID: string, picture: Size): PictureItem {
  const { itemID, itemIndex, TL_imageBounds, BR_imageBounds, rotation, flipX, locked, opacity, shape, look } = cell;
  return {
    kind: 'picture',
    itemID,
    imageID,
    itemIndex,
    TL_imageBounds,
    BR_imageBounds,
    rotation,
    ...(flipX && { flipX }),
    ...(locked && { locked }),
    ...(opacity !== undefined && { opacity }),
    crop: coverCrop(picture, itemSize(cell)),
    ...(shape && { shape }),
    ...(look && { look }),
  };
}

/** A stored picture to fill a frame with: its id and size (image px). */
export interface FramePicture {
  imageID: string;
  size: Size;
}

/**
 * The items with their empty frames filled by `pictures`, one each, in the items' order (a design
 * template's reading order), each by fillCell; frames beyond the pictures stay empty frames.
 */
export function fillFrames(items: readonly CanvasItem[], pictures: readonly FramePicture[]): CanvasItem[] {
  let next = 0;
  return items.map((item) => {
    const picture = item.kind === 'frame' ? pictures[next] : undefined;
    if (!picture || item.kind !== 'frame') return item;
    next += 1;
    return fillCell(item, picture.imageID, picture.size);
  });
}
