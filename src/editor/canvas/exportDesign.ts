import { exportPixelRatio, ghostPixelRatio } from '../model/constants.ts';
import { itemSize } from '../model/geometry.ts';
import { exportSize, isExportTooLarge } from '../model/imageSizing.ts';
import { ghostDrawSize, ghostLayout, ghostsNotHidden, visibleGhosts } from '../model/ghosts.ts';
import type { CanvasItem, Size } from '../model/types.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { decodeAtMost, storedImage } from '../assets/bitmapCache.ts';
import type { GhostPicture } from './draw/ghostLayerJob.ts';
import { drawBackground, drawSticker } from './draw/drawDesign.ts';
import { renderGhostLayer, type GhostLayer } from './ghostLayer.ts';

/** A sticker whose picture this browser no longer has or cannot decode: the print file would lack it. */
export class MissingPictureError extends Error {
  override name = 'MissingPictureError';
  readonly itemID: string;
  constructor(itemID: string) {
    super(
      'A picture on your case is missing from this browser, so it cannot be printed. The sticker is selected: remove it, or add its picture again.',
    );
    this.itemID = itemID;
  }
}

/** Everything the print file shows; template units throughout. */
export interface DesignToExport {
  template: Size;
  backgroundColor: string;
  showBackgroundImage: boolean;
  ghosts: { enabled: boolean; seed: number; freq: number; size: number; opacity: number };
  /** Back to front. */
  items: readonly CanvasItem[];
  /** Pixel sizes of the stored images by imageID. */
  imageSizes: ReadonlyMap<string, Size>;
}

/** Print-size sticker decodes kept in flight while drawing, to bound memory. */
const stickerDecodesAhead = 6;

/**
 * Yields each item with its decoded bitmap in order, keeping up to `ahead` decodes running in
 * parallel so drawing never waits on one decode at a time.
 */
async function* decodedAhead<T>(
  items: readonly T[],
  decode: (item: T) => Promise<ImageBitmap | null>,
  ahead: number,
): AsyncGenerator<readonly [T, ImageBitmap | null]> {
  const pending = items.slice(0, ahead).map(decode);
  for (let index = 0; index < items.length; index += 1) {
    const next = items[index + ahead];
    if (next !== undefined) pending.push(decode(next));
    const item = items[index];
    const bitmap = await pending[index];
    if (item !== undefined) yield [item, bitmap ?? null] as const;
  }
}

function newCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the design (no 2D canvas).');
  return ctx;
}

/**
 * The design's ghost layer, drawn off this thread; null without ghosts. Each picture is read
 * once; ghosts wholly under an opaque sticker (a JPEG: imports keep only opaque pictures as
 * JPEG) change no pixel of the print file and are left out.
 */
async function ghostLayerFor(design: DesignToExport): Promise<GhostLayer | null> {
  const { template, ghosts: settings, items, imageSizes } = design;
  if (!settings.enabled || items.length === 0) return null;
  const imageIDs = items.map((item) => item.imageID);
  const sizes = new Map<string, Size>();
  const pictures = new Map<string, GhostPicture>();
  const stored = await Promise.all([...new Set(imageIDs)].map(async (imageID) => [imageID, await storedImage(imageID)] as const));
  for (const [imageID, picture] of stored) {
    const imageSize = imageSizes.get(imageID);
    if (!imageSize || !picture) continue;
    sizes.set(imageID, ghostDrawSize(imageSize, settings.size));
    pictures.set(imageID, { blob: picture.blob, width: picture.width, height: picture.height });
  }
  const opaqueItems = items.filter((item) => pictures.get(item.imageID)?.blob.type === 'image/jpeg');
  const ghosts = visibleGhosts(ghostLayout(settings.seed, template, imageIDs), settings.freq);
  return renderGhostLayer({
    ...exportSize(template, ghostPixelRatio),
    ratio: ghostPixelRatio,
    template,
    ghosts: ghostsNotHidden(ghosts, sizes, opaqueItems),
    sizes,
    opacity: settings.opacity / 100,
    pictures,
  });
}

/** Draws a layer over the whole output, scaled to it. */
function composite(ctx: CanvasRenderingContext2D, layer: CanvasImageSource, operation: GlobalCompositeOperation) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = operation;
  ctx.drawImage(layer, 0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
}

/**
 * The print file: the design layer over the template's whole rectangle at 2× its size, as a
 * PNG, with no watermark, overlay or selection. Each image is decoded at the size it is
 * printed and freed at once; the ghost layer is drawn at 1× (constants ghostPixelRatio). Resolves to null (with a warning) when the output would exceed
 * 16,777,216 pixels (SPEC §5).
 */
export async function exportDesign(design: DesignToExport): Promise<Blob | null> {
  const ratio = exportPixelRatio;
  const size = exportSize(design.template, ratio);
  if (isExportTooLarge(size)) {
    console.warn(`Export refused: ${size.width}x${size.height} is over 16777216 pixels.`);
    return null;
  }
  const { width, height } = size;
  const canvas = newCanvas(width, height);
  const ctx = context2d(canvas);
  ctx.scale(ratio, ratio);

  // The ghosts are drawn in a worker while the background and the stickers are drawn here, the
  // stickers on a layer of their own.
  const ghostLayer = ghostLayerFor(design);
  // Awaited below; until then a failure must not count as unhandled.
  ghostLayer.catch(() => undefined);
  const background = design.showBackgroundImage
    ? await decodeAtMost(backgroundImageKey, Math.max(width, height))
    : null;
  drawBackground(ctx, design.template, design.backgroundColor, background);
  background?.close();

  const stickers = newCanvas(width, height);
  const stickersCtx = context2d(stickers);
  stickersCtx.scale(ratio, ratio);
  try {
    const decodeSticker = async (item: CanvasItem) => {
      const size = itemSize(item);
      const bitmap = await decodeAtMost(item.imageID, Math.max(size.width, size.height) * ratio).catch(() => null);
      if (!bitmap) throw new MissingPictureError(item.itemID);
      return bitmap;
    };
    for await (const [item, bitmap] of decodedAhead(design.items, decodeSticker, stickerDecodesAhead)) {
      if (!bitmap) throw new MissingPictureError(item.itemID);
      drawSticker(stickersCtx, item, bitmap);
      bitmap.close();
    }
  } catch (error) {
    void ghostLayer.then((layer) => layer?.close(), () => undefined);
    throw error;
  }
  const ghosts = await ghostLayer;
  if (ghosts) {
    composite(ctx, ghosts.image, 'hard-light');
    ghosts.close();
  }
  composite(ctx, stickers, 'source-over');

  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
