import type { Rect, Size } from './types.ts';

/**
 * The part of a decoded picture that a crop shows, in whole pixels of that decode, so a look is
 * applied to those pixels only (a collage cell shows a ninth of a picture zoomed in threefold).
 */
export interface CropRegion {
  /** The part, in the decode's px: whole pixels, rounded outwards, inside the decode. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The part's size in the stored picture's px: what a crop of it is measured in. */
  picture: Size;
  /** The crop measured from the part's top-left, stored picture px; none for the whole picture. */
  crop?: Rect;
}

/**
 * The region of a decode of `bitmap` px of a stored picture of `picture` px that `crop` (stored
 * picture px) shows. The decode is scaled by its width, as drawPictureBox reads it: the region's
 * size over its `picture` is the same scale, so drawing its `crop` from it shows what drawing
 * `crop` from the whole decode shows.
 */
export function cropRegion(bitmap: Size, picture: Size, crop: Rect | undefined): CropRegion {
  if (!crop) return { x: 0, y: 0, ...sizeOf(bitmap), picture };
  const scale = bitmap.width / picture.width;
  const x = Math.max(0, Math.floor(crop.x * scale));
  const y = Math.max(0, Math.floor(crop.y * scale));
  const width = Math.max(1, Math.min(bitmap.width, Math.ceil((crop.x + crop.width) * scale)) - x);
  const height = Math.max(1, Math.min(bitmap.height, Math.ceil((crop.y + crop.height) * scale)) - y);
  return {
    x,
    y,
    width,
    height,
    picture: { width: width / scale, height: height / scale },
    crop: { x: crop.x - x / scale, y: crop.y - y / scale, width: crop.width, height: crop.height },
  };
}

function sizeOf({ width, height }: Size): Size {
  return { width, height };
}

/** The largest square in the middle of what a picture shows (its crop, else the whole of it), stored picture px. */
export function centreSquare(picture: Size, crop: Rect | undefined): Rect {
  const shown = crop ?? { x: 0, y: 0, ...sizeOf(picture) };
  const side = Math.min(shown.width, shown.height);
  return { x: shown.x + (shown.width - side) / 2, y: shown.y + (shown.height - side) / 2, width: side, height: side };
}

/**
 * The size (px, whole, at least 1) to make a copy of `region` at so that its crop (else the whole
 * region) fills `box` (units) at `pixelsPerUnit` px per unit with a pixel of the copy to a pixel
 * drawn, along the axis that needs more: the print's looks are filtered at the size the picture
 * prints, not at the larger size it was decoded. The picture's ratio is kept (drawPictureBox
 * scales both axes by the width's scale); never larger than the region itself.
 */
export function regionSizeFor(region: CropRegion, box: Size, pixelsPerUnit: number): Size {
  const shown = region.crop ?? region.picture;
  const scale = Math.max((box.width * pixelsPerUnit) / shown.width, (box.height * pixelsPerUnit) / shown.height);
  const width = Math.max(1, Math.ceil(region.picture.width * scale));
  if (width >= region.width) return { width: region.width, height: region.height };
  return { width, height: Math.max(1, Math.round((region.picture.height * width) / region.picture.width)) };
}

/**
 * Copy px a part's edge is widened by, per print px a copy px spans: what drawing the copy
 * samples around a pixel (and a mipmap level of it, scaled down) stays inside the part.
 */
const partMarginPx = 4;

/**
 * The pixels (whole, inside the copy) of a copy of `region` at `size` px that show `shown`, a
 * part of the `box` (units) it is drawn into at `pixelsPerUnit` (as drawPictureBox draws it),
 * with a margin for the drawing's sampling: what must be filtered for that part to print.
 */
export function regionPartFor(region: CropRegion, size: Size, box: Size, pixelsPerUnit: number, shown: Rect): Rect {
  const scale = size.width / region.picture.width;
  const source = region.crop ?? { x: 0, y: 0, ...region.picture };
  // Copy px per unit of the box, along each axis.
  const perUnit = { x: (source.width * scale) / box.width, y: (source.height * scale) / box.height };
  const margin = partMarginPx * Math.max(1, perUnit.x / pixelsPerUnit, perUnit.y / pixelsPerUnit);
  const span = (origin: number, start: number, end: number, limit: number) => {
    const from = Math.min(limit - 1, Math.max(0, Math.floor(origin + start - margin)));
    return { from, length: Math.max(1, Math.min(limit, Math.ceil(origin + end + margin)) - from) };
  };
  const across = span(source.x * scale, shown.x * perUnit.x, (shown.x + shown.width) * perUnit.x, size.width);
  const down = span(source.y * scale, shown.y * perUnit.y, (shown.y + shown.height) * perUnit.y, size.height);
  return { x: across.from, y: down.from, width: across.length, height: down.length };
}
