/**
 * A design shared by link (POST /api/designs, opened at /d/<id>): the canvas items, background
 * and ghost settings, model and finish, and the pictures it uses. The server checks it with
 * src/server/schemas/sharedDesignSchemas.ts.
 */
import type { CaseFinish } from './catalog/finishes.ts';
import type { ArtSource } from './art/artIDs.ts';
import type { LookName, PictureAdjust } from './pictureLooks.ts';
import type { ShapeKind } from './pictureShapes.ts';

/** At most this many pictures (stickers' and the background image) in one shared design. */
export const maxSharedPictures = 50;
/** At most this many bytes of pictures and preview in one share. */
export const maxShareBytes = 60 * 1024 * 1024;
/** Days a shared design is kept after it was shared, then deleted (privacy policy). */
export const sharedDesignRetentionDays = 30;
/** The longest side of a stored picture, in px (DESIGN §6). */
export const maxPictureSide = 2048;
/** The most canvas items a shared design may hold. */
export const maxSharedItems = 500;
/** The imageID of the background image (as in the browser's image cache, SPEC §3). */
export const sharedBackgroundID = 'backgroundImage';

/**
 * The version of the shared design's shape: 1 had only pictures, without a kind; 2 has items of
 * both kinds. The server upgrades what it stored before (upgradeSharedDesign).
 */
export const sharedDesignVersion = 2;

interface SharedPlacement {
  itemID: string;
  itemIndex: number;
  TL_imageBounds: { x: number; y: number };
  BR_imageBounds: { x: number; y: number };
  rotation: number;
  /** Mirrored across (Flip); absent when not. */
  flipX?: boolean;
  /** Locked in the Layers list; absent when not. */
  locked?: boolean;
  /** 0 (not seen) to 1, printed as shown; absent: 1. */
  opacity?: number;
}

/** A picture on the case as SPEC §3 has it; template units, rotation in degrees. */
export interface SharedPictureItem extends SharedPlacement {
  kind: 'picture';
  imageID: string;
  /** The part of the picture shown (its own px, inside its size); the whole picture when absent. */
  crop?: { x: number; y: number; width: number; height: number };
  /** The outline it is cut to; a rectangle when absent. */
  shape?: { kind: ShapeKind; cornerRadius?: number };
  /** Its one-tap look; "original" when absent. */
  look?: LookName;
  /** Its sliders' positions (whole numbers, −100..100); a slider left out is at 0. */
  adjust?: PictureAdjust;
}

/** Words on the case, in one of the store's fonts by family name (shared/textFonts). */
export interface SharedTextItem extends SharedPlacement {
  kind: 'text';
  text: string;
  fontFamily: string;
  fill: string;
  align: 'left' | 'center' | 'right';
  stroke: string | null;
  /** −100..100 along a circular arc (above 0 an arch up); absent: straight. */
  curve?: number;
}

/** An empty collage cell: on the sharing device's screen and the recipient's, never printed. */
export interface SharedFrameItem extends SharedPlacement {
  kind: 'frame';
  /** The outline the picture that fills it takes; a rectangle when absent. */
  shape?: { kind: ShapeKind; cornerRadius?: number };
  /** The look the picture that fills it takes; "original" when absent. */
  look?: LookName;
}


/** Library art (shared/art): an emoji by its code points or a shape by its id, a shape with its colour. */
export interface SharedArtItem extends SharedPlacement {
  kind: 'art';
  source: ArtSource;
  artID: string;
  /** #rrggbb; a shape's only. */
  fill?: string;
}

export type SharedItem = SharedPictureItem | SharedTextItem | SharedArtItem | SharedFrameItem;

export interface SharedPicture {
  imageID: string;
  /** The file name the shopper gave it (the tray's "Add <name>"). */
  name: string;
  /** Pixel size of the stored picture, at most maxPictureSide a side. */
  width: number;
  height: number;
}

export interface SharedDesign {
  version: number;
  /** A catalog model key. */
  phoneModel: string;
  caseFinish: CaseFinish;
  /** #rrggbb */
  backgroundColor: string;
  showBackgroundImage: boolean;
  ghosts: { enabled: boolean; freq: number; size: number; opacity: number; seed: number };
  items: SharedItem[];
  /** Every picture the items use, once, and the background image under sharedBackgroundID. */
  pictures: SharedPicture[];
}

/** What POST /api/designs answers. */
export interface ShareAnswer {
  id: string;
  /** The page that shows the design: /d/<id>. */
  url: string;
}

/** What GET /api/designs/:id answers: the design, with where to download each picture. */
export interface SharedDesignAnswer {
  id: string;
  modelName: string;
  createdAt: string;
  expiresAt: string;
  /** A picture of the design, made from its export on the sharing device. */
  previewUrl: string;
  design: Omit<SharedDesign, 'pictures'> & { pictures: (SharedPicture & { url: string })[] };
}

/** The page of a shared design. */
export const sharedDesignPath = (id: string) => `/d/${id}`;

/** An item as version 1 had it (a picture without a kind), or as now. */
export function withKind(item: unknown): unknown {
  return typeof item === 'object' && item !== null && !('kind' in item) ? { ...item, kind: 'picture' } : item;
}

/** A design stored under any earlier version, in the current shape. */
export function upgradeSharedDesign<Design extends { items: readonly unknown[] }>(
  stored: Design,
): Omit<Design, 'items' | 'version'> & { version: number; items: unknown[] } {
  return { ...stored, version: sharedDesignVersion, items: stored.items.map(withKind) };
}
