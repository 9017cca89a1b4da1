import { coverCrop, type CropRect } from './crop.ts';
import { rectBounds } from './rects.ts';
import type { ItemBounds, Rect, Size } from './types.ts';

/** A picture placed in a layout cell: the item's bounds (units) and the crop it shows (image px). */
export interface CellPicture {
  bounds: ItemBounds;
  crop: CropRect;
}

/**
 * A picture (image px) fitted to a layout cell (units): the item fills the cell, and its crop is
 * the largest part of the picture with the cell's aspect ratio, centred on the picture's middle,
 * so the picture covers the cell without distortion.
 */
export function fitPictureToCell(picture: Size, cell: Rect): CellPicture {
  return { bounds: rectBounds(cell), crop: coverCrop(picture, cell) };
}
