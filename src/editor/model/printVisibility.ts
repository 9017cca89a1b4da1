import { itemCentre, itemSize } from './geometry.ts';
import { toItemLocal, type OrientedBounds } from './itemLocal.ts';
import { itemOpacity } from './opacity.ts';
import { exposureInStack, type DrawnRect } from './occlusion.ts';
import { pointsBounds, rectCorners, rectWithin } from './rects.ts';
import type { Ghost, PrintedItem, Rect, Size } from './types.ts';

/** A ghost, and the rectangles (template units) outside which what is drawn over it covers it; drawn whole without. */
export interface ClippedGhost extends Ghost {
  clip?: readonly Rect[];
}

export interface PrintedGhosts {
  /** Back to front. */
  ghosts: readonly Ghost[];
  /** Drawn size of each picture's ghosts, by imageID; ghosts without one are not drawn. */
  sizes: ReadonlyMap<string, Size>;
  /** 0–1. */
  opacity: number;
  /** The imageIDs of the pictures with no transparent pixel. */
  opaquePictures: ReadonlySet<string>;
  /** What is drawn over the ghosts, back to front (only its opaque rects hide them): coveringRects. */
  covering: readonly DrawnRect[];
}

export interface VisibleItems {
  /** Back to front. */
  items: readonly PrintedItem[];
  /**
   * By itemID, the rectangles (template units) outside which the opaque stickers above an item
   * cover it; an item not listed is drawn whole.
   */
  itemClips: ReadonlyMap<string, readonly Rect[]>;
}

/**
 * Each item as the occlusion stack sees it: opaque when every pixel of it is (an opaque picture
 * in a plain rectangle, drawn at full opacity).
 */
export function coveringRects(items: readonly PrintedItem[], isOpaquePicture: (imageID: string) => boolean): DrawnRect[] {
  return items.map((item) => ({
    ...itemCentre(item),
    ...itemSize(item),
    rotation: item.rotation,
    // Text leaves the pixels between its letters to what lies under it, a shape those outside it,
    // and a see-through item all of them.
    opaque:
      item.kind === 'picture' &&
      (item.shape ?? { kind: 'rectangle' }).kind === 'rectangle' &&
      itemOpacity(item) === 1 &&
      isOpaquePicture(item.imageID),
  }));
}

/**
 * The items that can show in the print file (the template's rectangle): those with some opacity
 * that the opaque stickers drawn above them do not cover wholly, and of each what they do not
 * cover. Leaving the rest out changes no pixel and saves its decoding and drawing: a collage of
 * overlapping pictures draws each pixel about once.
 */
export function visibleItemsOnPrint(template: Size, items: readonly PrintedItem[], isOpaquePicture: (imageID: string) => boolean): VisibleItems {
  const drawn = items.filter((item) => itemOpacity(item) > 0);
  const exposures = exposureInStack(coveringRects(drawn, isOpaquePicture), template);
  const itemClips = new Map<string, readonly Rect[]>();
  drawn.forEach((item, index) => {
    const clip = exposures[index]?.clip;
    if (clip) itemClips.set(item.itemID, clip);
  });
  return { items: drawn.filter((_, index) => exposures[index]), itemClips };
}

/**
 * The ghosts that can show in the print file, each clipped to what the opaque pictures drawn
 * above it leave showing: the covering stickers, and at full opacity the opaque ghosts over it.
 * With the ghosts at their largest most of a ghost lies under others or under the stickers, and
 * drawing only the rest is a small part of drawing them whole.
 */
export function visibleGhostsOnPrint(template: Size, layers: PrintedGhosts): ClippedGhost[] {
  const sized = layers.ghosts.flatMap((ghost) => {
    const size = layers.sizes.get(ghost.imageID);
    return size ? [{ ghost, size }] : [];
  });
  const ghostsOpaque = layers.opacity >= 1;
  const stack: DrawnRect[] = [
    ...sized.map(({ ghost, size }) => ({
      x: ghost.x,
      y: ghost.y,
      ...size,
      rotation: ghost.rotation,
      opaque: ghostsOpaque && layers.opaquePictures.has(ghost.imageID),
    })),
    ...layers.covering,
  ];
  const exposures = exposureInStack(stack, template, (index) => index < sized.length);
  return sized.flatMap(({ ghost }, index) => {
    const exposure = exposures[index];
    if (!exposure) return [];
    return [exposure.clip ? { ...ghost, clip: exposure.clip } : ghost];
  });
}

/**
 * The part of an item's box (units, from its top-left in its own frame) that a print clip
 * (template units, from visibleItemsOnPrint) can show: the box of the clip's corners in the
 * item's frame, within the item. A picture's look need only be run on that part.
 */
export function clipInItemBox(item: OrientedBounds, clip: readonly Rect[]): Rect {
  const corners = clip.flatMap((rect) => rectCorners(rect).map((corner) => toItemLocal(item, corner)));
  return rectWithin(pointsBounds(corners), itemSize(item));
}
