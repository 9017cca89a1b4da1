import { exportPixelRatio } from '../model/constants.ts';
import { itemSize } from '../model/geometry.ts';
import { exportSize, isExportTooLarge } from '../model/imageSizing.ts';
import { ghostDrawSize, ghostLayout, visibleGhosts } from '../model/ghosts.ts';
import type { CanvasItem, Size } from '../model/types.ts';
import { backgroundImageKey } from '../assets/imageStore.ts';
import { decodeAtMost } from '../assets/bitmapCache.ts';
import { drawBackground, drawSticker } from './draw/drawDesign.ts';
import { drawGhosts } from './draw/drawGhosts.ts';

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

async function drawGhostLayer(ctx: CanvasRenderingContext2D, design: DesignToExport, ratio: number) {
  const { template, ghosts: settings, items, imageSizes } = design;
  const imageIDs = items.map((item) => item.imageID);
  const ghosts = visibleGhosts(ghostLayout(settings.seed, template, imageIDs), settings.freq);
  const sizes = new Map<string, Size>();
  for (const imageID of new Set(imageIDs)) {
    const imageSize = imageSizes.get(imageID);
    if (imageSize) sizes.set(imageID, ghostDrawSize(imageSize, settings.size));
  }
  // Ghost-sized bitmaps are small: all of them decode at once.
  const decoded = await Promise.all(
    [...sizes].map(async ([imageID, size]) => {
      const bitmap = await decodeAtMost(imageID, Math.max(size.width, size.height) * ratio);
      return [imageID, bitmap] as const;
    }),
  );
  const bitmaps = new Map<string, ImageBitmap>();
  for (const [imageID, bitmap] of decoded) if (bitmap) bitmaps.set(imageID, bitmap);
  const layer = newCanvas(ctx.canvas.width, ctx.canvas.height);
  const layerCtx = context2d(layer);
  layerCtx.scale(ratio, ratio);
  drawGhosts(layerCtx, template, ghosts, bitmaps, sizes, settings.opacity / 100);
  for (const bitmap of bitmaps.values()) bitmap.close();
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'hard-light';
  ctx.drawImage(layer, 0, 0);
  ctx.restore();
}

/**
 * The print file: the design layer over the template's whole rectangle at 2× its size, as a
 * PNG, with no watermark, overlay or selection. Each image is decoded at the size it is
 * printed and freed at once. Resolves to null (with a warning) when the output would exceed
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

  const background = design.showBackgroundImage
    ? await decodeAtMost(backgroundImageKey, Math.max(width, height))
    : null;
  drawBackground(ctx, design.template, design.backgroundColor, background);
  background?.close();

  if (design.ghosts.enabled && design.items.length) await drawGhostLayer(ctx, design, ratio);

  const decodeSticker = async (item: CanvasItem) => {
    const size = itemSize(item);
    const bitmap = await decodeAtMost(item.imageID, Math.max(size.width, size.height) * ratio).catch(() => null);
    if (!bitmap) throw new MissingPictureError(item.itemID);
    return bitmap;
  };
  for await (const [item, bitmap] of decodedAhead(design.items, decodeSticker, stickerDecodesAhead)) {
    if (!bitmap) throw new MissingPictureError(item.itemID);
    drawSticker(ctx, item, bitmap);
    bitmap.close();
  }

  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
