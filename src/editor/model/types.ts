/**
 * The design as plain data. Coordinates are template units (10 units per mm of the case,
 * origin at the template's top-left); rotations are degrees, clockwise, about the item's centre.
 */

import type { ArtSource } from '../../shared/art/artIDs.ts';
import type { LookName, PictureAdjust } from '../../shared/pictureLooks.ts';
import type { ItemShape } from './shapePath.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Where an item sits: what every kind of canvas item has, and all that the geometry, the
 * Transformer, the gestures and the layer order look at.
 */
export interface ItemPlacement {
  itemID: string;
  /** Layer order: 0 is the back layer; always 0..n-1 without gaps. */
  itemIndex: number;
  /** Top-left corner of the unrotated item, in template units. */
  TL_imageBounds: Point;
  /** Bottom-right corner of the unrotated item, in template units. */
  BR_imageBounds: Point;
  /** Degrees clockwise about the centre of the bounds. */
  rotation: number;
  /** Mirrored about its own vertical centre line before the rotation (Flip); absent: not mirrored. */
  flipX?: boolean;
  /** Locked in the Layers list: not selectable on the canvas, still printed; absent: unlocked. */
  locked?: boolean;
  /** How opaque it is drawn, on screen and in print: 0 (not at all) to 1 (model/opacity); absent: 1. */
  opacity?: number;
}

/** A placed picture: a sticker (SPEC §3's item, with its kind). */
export interface PictureItem extends ItemPlacement {
  kind: 'picture';
  /** The stored image this sticker shows (a key of the image store). */
  imageID: string;
  /** The part of the stored picture shown over the bounds (image px, model/crop); the whole picture when absent. */
  crop?: Rect;
  /** The outline the picture is cut to (model/shapePath); the bounds' rectangle when absent. */
  shape?: ItemShape;
  /** The one-tap look (model/pictureLooks); "original" when absent. */
  look?: LookName;
  /** The sliders' positions, −100..100 each (model/pictureAdjust); a slider left out is at 0. */
  adjust?: PictureAdjust;
}

export type TextAlign = 'left' | 'center' | 'right';

/** How a text looks; its size is its bounds' (model/textLayout). */
export interface TextStyle {
  /** A family of the store's fonts (shared/textFonts). */
  fontFamily: string;
  /** #rrggbb */
  fill: string;
  align: TextAlign;
  /** The outline's colour (#rrggbb), or null for none; its width is a share of the font size. */
  stroke: string | null;
}

/** Words on the case: up to 3 lines and 80 characters (shared/textLimits), drawn in the bounds. */
export interface TextItem extends ItemPlacement, TextStyle {
  kind: 'text';
  text: string;
  /**
   * How far the lines bend along a circular arc (model/textCurve), −100..100: above 0 an arch
   * up, below 0 an arch down; absent or 0: straight.
   */
  curve?: number;
}

/**
 * Library art (issue 34): an emoji or a shape, drawn from its vector source at whatever size it
 * has, on screen and in print.
 */
export interface ArtItem extends ItemPlacement {
  kind: 'art';
  source: ArtSource;
  /** An emoji's code points (shared/art/emojiIDs.json) or a shape's id (shared/art/artShapes). */
  artID: string;
  /** A shape's colour (#rrggbb); absent for an emoji, which has colours of its own. */
  fill?: string;
}

/**
 * An empty cell of a collage layout (issue 32): a place waiting for a picture. The canvas shows it
 * as a dashed outline with a "+"; it is never printed, exported or reviewed.
 */
export interface FrameItem extends ItemPlacement {
  kind: 'frame';
  /** The cell's outline (a collage's rounded corners), which the picture that fills it takes; the bounds' rectangle when absent. */
  shape?: ItemShape;
  /** The look the picture that fills it takes (a design template's, issue 49); "original" when absent. */
  look?: LookName;
}

/** A placed item, by kind (DESIGN §12). */
export type CanvasItem = PictureItem | TextItem | ArtItem | FrameItem;

/** An item the print file shows: every kind but the empty frame. */
export type PrintedItem = Exclude<CanvasItem, FrameItem>;

/** An item before it has a layer: what an add places on top. */
export type NewCanvasItem = CanvasItem extends infer Item ? (Item extends CanvasItem ? Omit<Item, 'itemIndex'> : never) : never;

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
export type ItemBounds = Pick<ItemPlacement, 'TL_imageBounds' | 'BR_imageBounds'>;

/** An item's unrotated bounds and its rotation: all that its place on the template needs. */
export type RotatedBounds = ItemBounds & Pick<ItemPlacement, 'rotation'>;
