import type { StoredImage } from '../../assets/imageStore.ts';
import type { Ghost, Size } from '../../model/types.ts';
import { decodeStoredAtMost } from '../../assets/decodeStored.ts';
import { decodeSourceFor } from '../../model/imagePreviews.ts';
import type { DrawnRect } from '../../model/occlusion.ts';
import { visibleGhostsOnPrint } from '../../model/printVisibility.ts';
import { drawGhosts } from './drawGhosts.ts';

/** A stored picture as the ghost layer needs it: its bytes and pixel size, and its smaller copies. */
export type GhostPicture = Pick<StoredImage, 'blob' | 'width' | 'height' | 'previews'>;

/** The print file's ghost layer: what to draw, at which size (everything structured-cloneable). */
export interface GhostLayerJob {
  /** Output size in px. */
  width: number;
  height: number;
  /** Output px per template unit. */
  ratio: number;
  template: Size;
  /** Back to front, those the layer's settings show; the ones that cannot show are left out where it is drawn. */
  ghosts: readonly Ghost[];
  /** Drawn size of each picture's ghosts, in template units, by imageID. */
  sizes: ReadonlyMap<string, Size>;
  /** 0–1. */
  opacity: number;
  /** The pictures the ghosts show, by imageID. */
  pictures: ReadonlyMap<string, GhostPicture>;
  /** The imageIDs of the pictures with no transparent pixel. */
  opaquePictures: ReadonlySet<string>;
  /** The opaque stickers drawn over the layer, back to front; none for the layer kept for every export. */
  covering: readonly DrawnRect[];
}

/** A picture decoded for the ghosts, by imageID, with the long side it was decoded to. */
export type DecodedGhostPictures = Map<string, { longSide: number; bitmap: ImageBitmap }>;

/**
 * Each of the job's pictures that `imageIDs` names decoded once, at its ghosts' drawn size in
 * output px, from its smallest stored copy that is large enough, as the screen's ghosts are
 * (bitmapCache): a 2048 px photo decoded whole for a ghost a third its size made the decodes most
 * of a ghost layer's time. With `kept`, a picture already decoded there at the same long side is
 * taken from it and a new decode replaces an older one there: the worker keeps them between
 * layers, so a change of the ghosts' seed, number or opacity decodes nothing. The bitmaps
 * returned belong to `kept` when it is given, else to the caller.
 */
export async function decodeGhostPictures(
  job: GhostLayerJob,
  imageIDs: Iterable<string>,
  kept?: DecodedGhostPictures,
): Promise<Map<string, ImageBitmap>> {
  const pictures = [...new Set(imageIDs)].flatMap((imageID) => {
    const picture = job.pictures.get(imageID);
    return picture ? [[imageID, picture] as const] : [];
  });
  const decoded = await Promise.all(
    pictures.map(async ([imageID, picture]) => {
      const size = job.sizes.get(imageID);
      const longSide = size ? Math.max(size.width, size.height) * job.ratio : 1;
      const known = kept?.get(imageID);
      if (known?.longSide === longSide) return [imageID, known.bitmap] as const;
      const bitmap = await decodeStoredAtMost(decodeSourceFor(picture, longSide), longSide);
      if (kept) {
        kept.get(imageID)?.bitmap.close();
        kept.set(imageID, { longSide, bitmap });
      }
      return [imageID, bitmap] as const;
    }),
  );
  return new Map(decoded);
}

/**
 * Draws the ghosts that can show (source-over), each only where nothing opaque over it covers
 * it, on a transparent canvas of the job's size; the export composites it with hard-light
 * blending, as the canvas composites its cached ghosts. Decodes only their pictures, into `kept`
 * when it is given (decodeGhostPictures), else freed once drawn.
 */
export async function drawGhostLayer(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  job: GhostLayerJob,
  kept?: DecodedGhostPictures,
): Promise<void> {
  const ghosts = visibleGhostsOnPrint(job.template, job);
  const bitmaps = await decodeGhostPictures(job, ghosts.map((ghost) => ghost.imageID), kept);
  try {
    ctx.save();
    ctx.scale(job.ratio, job.ratio);
    drawGhosts(ctx, job.template, ghosts, bitmaps, job.sizes, job.opacity);
    ctx.restore();
  } finally {
    if (!kept) for (const bitmap of bitmaps.values()) bitmap.close();
  }
}
