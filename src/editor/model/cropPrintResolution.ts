import type { CropRect } from './crop.ts';
import { printDpi, printQuality, type PrintQuality } from './printResolution.ts';
import type { CanvasItem, ItemBounds, Size } from './types.ts';

/** The pixels a picture item prints (image px): its crop's size, or the whole stored picture. */
export function printedPixels(picture: Size, crop?: CropRect): Size {
  return crop ? { width: crop.width, height: crop.height } : picture;
}

/**
 * printDpi of a possibly cropped picture: the crop's pixels over the item's printed size, so a
 * tight crop of a small photo prints at a lower DPI. Without a crop it is printDpi itself.
 */
export function croppedPrintDpi(item: ItemBounds, picture: Size, crop?: CropRect): number {
  return printDpi(item, printedPixels(picture, crop));
}

/** The print quality of a possibly cropped picture item; see croppedPrintDpi. */
export function croppedPrintQuality(item: ItemBounds, picture: Size, crop?: CropRect): PrintQuality {
  return printQuality(croppedPrintDpi(item, picture, crop));
}

/**
 * Any item's print quality: a text or library art is always sharp (drawn in its font, or from
 * its vector, at the print resolution, never scaled up); a picture's depends on the pixels it
 * prints (its crop's, when cropped: model/cropPrintResolution), and is unknown (null) while its
 * picture's size is. An empty frame prints nothing: null.
 */
export function itemPrintQuality(item: CanvasItem, pictureSizes: ReadonlyMap<string, Size>): PrintQuality | null {
  if (item.kind === 'frame') return null;
  if (item.kind !== 'picture') return 'sharp';
  const picture = pictureSizes.get(item.imageID);
  return picture ? croppedPrintQuality(item, picture, item.crop) : null;
}
