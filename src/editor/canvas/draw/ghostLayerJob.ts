import type { StoredImage } from '../../assets/imageStore.ts';
import type { Ghost, Size } from '../../model/types.ts';
import { decodeStoredAtMost } from '../../assets/decodeStored.ts';
import { decodeSourceFor } from '../../model/imagePreviews.ts';
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
  ghosts: readonly Ghost[];
  /** Drawn size of each picture's ghosts, in template units, by imageID. */
  sizes: ReadonlyMap<string, Size>;
  /** 0–1. */
  opacity: number;
  /** The pictures the ghosts show, by imageID. */
  pictures: ReadonlyMap<string, GhostPicture>;
}

/** A picture decoded for the ghosts, by imageID, with the long side it was decoded to. */
export type DecodedGhostPictures = Map<string, { longSide: number; bitmap: ImageBitmap }>;

/**
 * Each picture decoded once, at its ghosts' drawn size in output px, from its smallest stored copy
 * that is large enough, as the screen's ghosts are (bitmapCache): a 2048 px photo decoded whole for
 * a ghost a third its size made the decodes most of a ghost layer's time. With `kept`, a picture
 * already decoded there at the same long side is taken from it and a new decode replaces an older
 * one there: the worker keeps them between layers, so a change of the ghosts' seed, number or
 * opacity decodes nothing. The bitmaps returned belong to `kept` when it is given, else to the caller.
 */
export async function decodeGhostPictures(job: GhostLayerJob, kept?: DecodedGhostPictures): Promise<Map<string, ImageBitmap>> {
  const decoded = await Promise.all(
    [...job.pictures].map(async ([imageID, picture]) => {
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
 * Draws the ghosts (source-over) on a transparent canvas of the job's size; the export composites
 * it with hard-light blending, as the canvas composites its cached ghosts.
 */
export function drawGhostLayer(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  job: GhostLayerJob,
  bitmaps: ReadonlyMap<string, ImageBitmap>,
): void {
  ctx.save();
  ctx.scale(job.ratio, job.ratio);
  drawGhosts(ctx, job.template, job.ghosts, bitmaps, job.sizes, job.opacity);
  ctx.restore();
}
