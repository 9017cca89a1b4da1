import { coverCrop, type CropRect } from './crop.ts';
import { itemSize } from './geometry.ts';
import type { ItemBounds, Size } from './types.ts';

/** A picture item as far as a swap sees it: which picture, its bounds (units) and its crop (image px). */
export interface SwappablePicture extends ItemBounds {
  imageID: string;
  crop?: CropRect;
}

/**
 * Swap the pictures of two layout cells: each item keeps its cell (id, bounds, rotation, shape,
 * layer…) and takes the other's picture, cropped to cover its own cell centred on the picture's
 * middle. `pictureOfA` and `pictureOfB` are the two pictures' stored sizes (image px).
 */
export function swapPictures<T extends SwappablePicture>(a: T, b: T, pictureOfA: Size, pictureOfB: Size): [T, T] {
  return [
    { ...a, imageID: b.imageID, crop: coverCrop(pictureOfB, itemSize(a)) },
    { ...b, imageID: a.imageID, crop: coverCrop(pictureOfA, itemSize(b)) },
  ];
}
