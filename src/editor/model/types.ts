/**
 * The design as plain data. Coordinates are template units (10 units per mm of the case,
 * origin at the template's top-left); rotations are degrees, clockwise, about the item's centre.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A placed sticker (SPEC §3). */
export interface CanvasItem {
  itemID: string;
  /** The stored image this sticker shows (a key of the image store). */
  imageID: string;
  /** Layer order: 0 is the back layer; always 0..n-1 without gaps. */
  itemIndex: number;
  /** Top-left corner of the unrotated image, in template units. */
  TL_imageBounds: Point;
  /** Bottom-right corner of the unrotated image, in template units. */
  BR_imageBounds: Point;
  /** Degrees clockwise about the centre of the bounds. */
  rotation: number;
}

/** The view onto the template: screen = template * scale + offset (CSS px). */
export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

/** A decorative scattered copy of a sticker image (SPEC §3). */
export interface Ghost {
  x: number;
  y: number;
  imageID: string;
  /** Degrees. */
  rotation: number;
}

/** An axis-aligned rectangle; its space (template units or screen px) is named where used. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An item's unrotated bounds, in template units. */
export type ItemBounds = Pick<CanvasItem, 'TL_imageBounds' | 'BR_imageBounds'>;
