/** Between this browser's design (settings, canvas items, pictures) and a shared design. */
import {
  sharedBackgroundID,
  sharedDesignVersion,
  type SharedDesign,
  type SharedItem,
  type SharedPicture,
} from '../../shared/sharedDesign.ts';
import { pictureImageIDs } from '../model/items.ts';
import type { CanvasItem } from '../model/types.ts';
import type { LibraryImage } from './librarySlice.ts';
import type { DesignDocument } from '../model/designDocument.ts';

/** The pictures a design uses: each sticker's once, in layer order, then the background image (texts and art use none). */
export function picturesToShare(
  items: readonly CanvasItem[],
  images: readonly LibraryImage[],
  background: Omit<SharedPicture, 'imageID'> | null,
): SharedPicture[] {
  const byID = new Map(images.map((image) => [image.imageID, image]));
  const pictures: SharedPicture[] = [];
  for (const imageID of new Set(pictureImageIDs(items))) {
    const image = byID.get(imageID);
    if (image) pictures.push({ imageID, name: image.name, width: image.width, height: image.height });
  }
  if (background) {
    const { name, width, height } = background;
    pictures.push({ imageID: sharedBackgroundID, name, width, height });
  }
  return pictures;
}

/** An item as it is shared: its own fields only (a text's font by its family name, art by its id). */
function sharedItem(item: CanvasItem): SharedItem {
  const { itemID, itemIndex, TL_imageBounds, BR_imageBounds, rotation, flipX, locked, opacity } = item;
  const placement = {
    itemID,
    itemIndex,
    TL_imageBounds: { x: TL_imageBounds.x, y: TL_imageBounds.y },
    BR_imageBounds: { x: BR_imageBounds.x, y: BR_imageBounds.y },
    rotation,
    ...(flipX && { flipX }),
    ...(locked && { locked }),
    ...(opacity !== undefined && { opacity }),
  };
  switch (item.kind) {
    case 'picture': {
      const { imageID, crop, shape, look, adjust } = item;
      return {
        kind: 'picture',
        imageID,
        ...placement,
        ...(crop && { crop: { ...crop } }),
        ...(shape && { shape: { ...shape } }),
        ...(look && { look }),
        ...(adjust && { adjust: { ...adjust } }),
      };
    }
    case 'text': {
      const { text, fontFamily, fill, align, stroke, curve } = item;
      return { kind: 'text', text, fontFamily, fill, align, stroke, ...(curve && { curve }), ...placement };
    }
    case 'art': {
      const { source, artID, fill } = item;
      return { kind: 'art', source, artID, ...(fill && { fill }), ...placement };
    }
    case 'frame':
      return { kind: 'frame', ...placement, ...(item.shape && { shape: { ...item.shape } }), ...(item.look && { look: item.look }) };
  }
}

/** The design to upload; `phoneModel` must be chosen. */
export function toSharedDesign(
  design: Omit<DesignDocument, 'items'> & { phoneModel: string },
  items: readonly CanvasItem[],
  pictures: SharedPicture[],
): SharedDesign {
  const { backdrop } = design;
  return {
    version: sharedDesignVersion,
    phoneModel: design.phoneModel,
    caseFinish: design.caseFinish,
    backgroundColor: backdrop.backgroundColor,
    showBackgroundImage: backdrop.showBackgroundImage,
    ghosts: {
      enabled: backdrop.ghostsEnabled,
      freq: backdrop.ghostFreq,
      size: backdrop.ghostSize,
      opacity: backdrop.ghostOpacity,
      seed: backdrop.ghostSeed,
    },
    items: items.map(sharedItem),
    pictures,
  };
}

/** A shared design as a design of this browser's (a new one on the shelf), its background picture under `backgroundImageID`. */
export function documentOfShared(design: Omit<SharedDesign, 'pictures'>, items: CanvasItem[], backgroundImageID: string | null): DesignDocument {
  return {
    items,
    phoneModel: design.phoneModel,
    caseFinish: design.caseFinish,
    backdrop: {
      backgroundColor: design.backgroundColor,
      showBackgroundImage: design.showBackgroundImage,
      backgroundImageID,
      ghostsEnabled: design.ghosts.enabled,
      ghostFreq: design.ghosts.freq,
      ghostSize: design.ghosts.size,
      ghostOpacity: design.ghosts.opacity,
      ghostSeed: design.ghosts.seed,
    },
    collage: null,
  };
}

/**
 * The tray after opening a shared design: this browser's tray pictures stay, the shared stickers'
 * pictures are added after them (the background image is not a tray picture).
 */
export function trayWithShared(trayImageIDs: readonly string[], pictures: readonly SharedPicture[]): string[] {
  const shared = pictures.map((picture) => picture.imageID).filter((imageID) => imageID !== sharedBackgroundID);
  return [...new Set([...trayImageIDs, ...shared])];
}
