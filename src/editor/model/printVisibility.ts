import { itemCentre, itemSize } from './geometry.ts';
import { visibleInStack, type DrawnRect } from './occlusion.ts';
import type { CanvasItem, Ghost, Size } from './types.ts';

export interface PrintedLayers {
  /** Back to front. */
  ghosts: readonly Ghost[];
  /** Drawn size of each picture's ghosts, by imageID; ghosts without one are drawn as they come. */
  ghostSizes: ReadonlyMap<string, Size>;
  /** 0–1. */
  ghostOpacity: number;
  /** Back to front, over the ghosts. */
  items: readonly CanvasItem[];
  /** Whether the picture (by imageID) has no transparent pixel. */
  isOpaquePicture: (imageID: string) => boolean;
}

/**
 * The ghosts and items that can show in the print file (the template's rectangle): those the
 * opaque pictures drawn above them (opaque stickers, and opaque ghosts at full opacity over other
 * ghosts) do not cover wholly. Leaving the others out changes no pixel and saves their decoding
 * and drawing; a design with ghosts at maximum hides most of its thousand ghosts.
 */
export function visibleOnPrint(template: Size, layers: PrintedLayers): Pick<PrintedLayers, 'ghosts' | 'items'> {
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
  const shown = visibleInStack(stack, template);
  return {
    ghosts: sizedGhosts.filter((_, index) => shown[index]).map(({ ghost }) => ghost),
    items: layers.items.filter((_, index) => shown[sizedGhosts.length + index]),
  };
}
