import { itemCentre, itemSize } from './geometry.ts';
import { exposureInStack, type DrawnRect } from './occlusion.ts';
import type { Ghost, PrintedItem, Rect, Size } from './types.ts';

export interface PrintedLayers {
  /** Back to front. */
  ghosts: readonly Ghost[];
  /** Drawn size of each picture's ghosts, by imageID; ghosts without one are drawn as they come. */
  ghostSizes: ReadonlyMap<string, Size>;
  /** 0–1. */
  ghostOpacity: number;
  /** Back to front, over the ghosts. */
  items: readonly PrintedItem[];
  /** Whether the picture (by imageID) has no transparent pixel. */
  isOpaquePicture: (imageID: string) => boolean;
}

export interface VisibleLayers extends Pick<PrintedLayers, 'ghosts' | 'items'> {
  /**
   * By itemID, the rectangles (template units) outside which the opaque stickers above an item
   * cover it; an item not listed is drawn whole.
   */
  itemClips: ReadonlyMap<string, readonly Rect[]>;
}

/**
 * The ghosts and items that can show in the print file (the template's rectangle): those the
 * opaque pictures drawn above them (opaque stickers, and opaque ghosts at full opacity over other
 * ghosts) do not cover wholly, and of each item what they do not cover. Leaving the rest out
 * changes no pixel and saves its decoding and drawing: a design with ghosts at maximum hides
 * most of its thousand ghosts, and a collage of overlapping pictures draws each pixel about once.
 */
export function visibleOnPrint(template: Size, layers: PrintedLayers): VisibleLayers {
  const { ghostSizes, isOpaquePicture } = layers;
  // A ghost whose picture has no size is not drawn at all (drawGhosts).
  const sizedGhosts = layers.ghosts.flatMap((ghost) => {
    const size = ghostSizes.get(ghost.imageID);
    return size ? [{ ghost, size }] : [];
  });
  const ghostsOpaque = layers.ghostOpacity >= 1;
  const stack: DrawnRect[] = [
    ...sizedGhosts.map(({ ghost, size }) => ({
      x: ghost.x,
      y: ghost.y,
      ...size,
      rotation: ghost.rotation,
      opaque: ghostsOpaque && isOpaquePicture(ghost.imageID),
    })),
    ...layers.items.map((item) => ({
      ...itemCentre(item),
      ...itemSize(item),
      rotation: item.rotation,
      // Text leaves the pixels between its letters to what lies under it, a shape those outside it.
      opaque: item.kind === 'picture' && (item.shape ?? { kind: 'rectangle' }).kind === 'rectangle' && isOpaquePicture(item.imageID),
    })),
  ];
  // The ghost layer is drawn whole in a worker: only the items are clipped.
  const exposures = exposureInStack(stack, template, (index) => index >= sizedGhosts.length);
  const itemExposures = exposures.slice(sizedGhosts.length);
  const itemClips = new Map<string, readonly Rect[]>();
  layers.items.forEach((item, index) => {
    const clip = itemExposures[index]?.clip;
    if (clip) itemClips.set(item.itemID, clip);
  });
  return {
    ghosts: sizedGhosts.filter((_, index) => exposures[index]).map(({ ghost }) => ghost),
    items: layers.items.filter((_, index) => itemExposures[index]),
    itemClips,
  };
}
